import { stringify } from 'csv-stringify/sync';
import type { Form940, QuarterlyTaxReport, W2Form, W3Form } from '@paylab/shared';
import { FORM_940_LINE_4_BOX_TEXTS, resolveFormLayouts } from '@paylab/tax-engine/forms';
import { SAFE_CSV_CAST } from '../reports/csv-cells';

/*
 * CSV downloads of a year's forms. csv-stringify quotes commas, quotes and line breaks; the UTF-8
 * byte-order mark lets spreadsheet programs read names outside ASCII correctly.
 */

/** The wage and tax boxes 1 to 11 (box 9 carries nothing): the W-3 totals the same boxes the W-2s hold. */
const WAGE_BOX_COLUMNS = [
  'Box1Wages',
  'Box2FederalTax',
  'Box3SocialSecurityWages',
  'Box4SocialSecurityTax',
  'Box5MedicareWages',
  'Box6MedicareTax',
  'Box7SocialSecurityTips',
  'Box8AllocatedTips',
  'Box10DependentCare',
  'Box11NonqualifiedPlans',
] as const;

export const W2_CSV_COLUMNS = [
  'ControlNumber',
  'EmployeeID',
  'EmployeeName',
  'TaxYear',
  ...WAGE_BOX_COLUMNS,
  'Box12',
  'Box13StatutoryEmployee',
  'Box13RetirementPlan',
  'Box13ThirdPartySickPay',
  'Box14',
  'Box15State',
  'Box16StateWages',
  'Box17StateTax',
  'Box18LocalWages',
  'Box19LocalTax',
  'Box20LocalityName',
] as const;

export function toW2Csv(forms: readonly W2Form[]): string {
  const rows = forms.flatMap((form) => {
    const lines = form.stateLines.length ? form.stateLines : [null];
    return lines.map((line, index) => [
      form.controlNumber,
      form.employeeCode,
      form.employeeName,
      form.taxYear,
      // A second state repeats the identity columns only, so the federal boxes are not counted twice.
      ...(index === 0
        ? [
            form.wagesTipsCompensation,
            form.federalIncomeTaxWithheld,
            form.socialSecurityWages,
            form.socialSecurityTaxWithheld,
            form.medicareWagesAndTips,
            form.medicareTaxWithheld,
            form.socialSecurityTips,
            form.allocatedTips,
            form.dependentCareBenefits,
            form.nonqualifiedPlans,
            form.box12Codes.join('; '),
            form.statutoryEmployee,
            form.retirementPlan,
            form.thirdPartySickPay,
            form.otherInfo ?? '',
          ]
        : ['', '', '', '', '', '', '', '', '', '', '', '', '', '', '']),
      line?.state ?? '',
      line?.stateWages ?? '',
      line?.stateIncomeTax ?? '',
      line?.localityName ? line.localWages : '',
      line?.localityName ? line.localIncomeTax : '',
      line?.localityName ?? '',
    ]);
  });
  return stringify(rows, {
    header: true,
    columns: [...W2_CSV_COLUMNS],
    bom: true,
    cast: { ...SAFE_CSV_CAST, boolean: (value) => (value ? 'X' : '') },
  });
}

export const QUARTERLY_CSV_COLUMNS = [
  'TaxYear',
  'Quarter',
  'Status',
  'DueDate',
  'FiledDate',
  'Line1Employees',
  'Line2Wages',
  'Line3FederalTax',
  'Line4NoWagesSubjectToFica',
  'Line5aSocialSecurityWages',
  'Line5aTax',
  'Line5bSocialSecurityTips',
  'Line5bTax',
  'Line5cMedicareWages',
  'Line5cTax',
  'Line5dAdditionalMedicareWages',
  'Line5dTax',
  'Line5eTotal',
  'Line5fSection3121q',
  'Line6',
  'Line7FractionsOfCents',
  'Line8SickPay',
  'Line9TipsAndLifeInsurance',
  'Line10',
  'Line11Credits',
  'Line12',
  'Line13Deposits',
  'Line14BalanceDue',
  'Line15Overpayment',
  'FutaWages',
  'FutaTax',
  'SutaWages',
  'SutaTax',
  'StateWages',
  'StateIncomeTax',
  'StateDisabilityTax',
  'PenaltyAmount',
] as const;

export function toQuarterlyCsv(reports: readonly QuarterlyTaxReport[]): string {
  const rows = reports.map((report) => {
    const { lines } = report;
    return [
      report.taxYear,
      `Q${report.quarter}`,
      report.status,
      report.dueDate,
      report.filedDate ?? '',
      lines.line1,
      lines.line2,
      lines.line3,
      lines.line4 ? 'X' : '',
      lines.line5a.column1,
      lines.line5a.column2,
      lines.line5b.column1,
      lines.line5b.column2,
      lines.line5c.column1,
      lines.line5c.column2,
      lines.line5d.column1,
      lines.line5d.column2,
      lines.line5e,
      lines.line5f,
      lines.line6,
      lines.line7,
      lines.line8,
      lines.line9,
      lines.line10,
      lines.line11,
      lines.line12,
      lines.line13,
      lines.line14,
      lines.line15,
      report.futaWages,
      report.futaTax,
      report.sutaWages,
      report.sutaTax,
      report.stateWages,
      report.stateIncomeTax,
      report.stateDisabilityTax,
      report.penaltyAmount,
    ];
  });
  return stringify(rows, {
    header: true,
    columns: [...QUARTERLY_CSV_COLUMNS],
    bom: true,
    cast: SAFE_CSV_CAST,
  });
}

export const W3_CSV_COLUMNS = [
  'TaxYear',
  'KindOfPayer',
  'KindOfEmployer',
  'BoxaTotalW2Forms',
  ...WAGE_BOX_COLUMNS,
  'Box12aDeferredCompensation',
  'Box15State',
  'Box16StateWages',
  'Box17StateTax',
  'Box18LocalWages',
  'Box19LocalTax',
  'FiledDate',
] as const;

/** The W-3 transmittal's boxes in one row (zero or one W-3 a year). */
export function toW3Csv(forms: readonly W3Form[]): string {
  const rows = forms.map((form) => [
    form.taxYear,
    form.kindOfPayer,
    form.kindOfEmployer,
    form.totalW2Forms,
    form.totalWages,
    form.totalFederalIncomeTax,
    form.totalSocialSecurityWages,
    form.totalSocialSecurityTax,
    form.totalMedicareWages,
    form.totalMedicareTax,
    form.totalSocialSecurityTips,
    form.totalAllocatedTips,
    form.totalDependentCareBenefits,
    form.totalNonqualifiedPlans,
    form.totalDeferredCompensation,
    form.state ?? '',
    form.totalStateWages,
    form.totalStateIncomeTax,
    form.totalLocalWages,
    form.totalLocalIncomeTax,
    form.filedDate ?? '',
  ]);
  return stringify(rows, {
    header: true,
    columns: [...W3_CSV_COLUMNS],
    bom: true,
    cast: SAFE_CSV_CAST,
  });
}

export const FORM_940_CSV_COLUMNS = ['TaxYear', 'Part', 'Line', 'Value'] as const;

/** Line 4's boxes as the form orders them: 4a fringe benefits to 4e other. */
const LINE_4_BOXES = Object.keys(FORM_940_LINE_4_BOX_TEXTS) as (keyof Form940['line4Boxes'])[];

/**
 * Form 940 as the year's paper reads it, one line a row by its printed number (line 4's boxes
 * after line 4, X where checked; a line PayLab leaves blank empty), then Schedule A's state rows.
 */
export function toForm940Csv(form: Form940): string {
  const toValue = (value: string | boolean | null) =>
    typeof value === 'boolean' ? (value ? 'X' : '') : (value ?? '');
  const rows = [
    ...resolveFormLayouts(form.taxYear).form940.lines.flatMap(({ number, key }) => [
      [form.taxYear, 'Form 940', number, key === null ? '' : toValue(form.lines[key])],
      ...(key === 'line4'
        ? LINE_4_BOXES.map((box) => [
            form.taxYear,
            'Form 940',
            box.replace('line', ''),
            toValue(form.line4Boxes[box]),
          ])
        : []),
    ]),
    ...form.scheduleA.flatMap((row) => [
      [form.taxYear, `Schedule A ${row.state}`, 'FUTA taxable wages', row.futaWages],
      [form.taxYear, `Schedule A ${row.state}`, 'Reduction rate', row.reductionRate],
      [form.taxYear, `Schedule A ${row.state}`, 'Credit reduction', row.creditReduction],
    ]),
  ];
  return stringify(rows, {
    header: true,
    columns: [...FORM_940_CSV_COLUMNS],
    bom: true,
    cast: SAFE_CSV_CAST,
  });
}
