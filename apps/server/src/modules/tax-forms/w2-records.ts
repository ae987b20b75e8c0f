import { asc, eq, sql } from 'drizzle-orm';
import { employees, w2Forms, w3Forms, type DatabaseOrTransaction } from '@paylab/db';
import {
  formatMoney,
  parseMoney,
  type W2Form as W2FormWire,
  type W3Form as W3FormWire,
} from '@paylab/shared';
import {
  BOX_12_CODES,
  buildW3,
  type Box12Code,
  type W2Form,
  type W3Form,
} from '@paylab/tax-engine/forms';

/** One line of boxes 15-20 as stored and answered. */
type W2DetailsStateLine = W2FormWire['stateLines'][number];

/** What w2_forms.details holds: the boxes without a column of their own. */
interface W2Details {
  box14: { label: string; amount: string }[];
  stateLines: W2DetailsStateLine[];
}

type W2Row = typeof w2Forms.$inferSelect;
type W3Row = typeof w3Forms.$inferSelect;

/** A line of boxes 15-20, its amounts in cents (the builder's) or as "1234.50" (stored). */
interface StateLineIn<Amount> {
  state: string;
  stateWages: Amount;
  stateIncomeTax: Amount;
  localWages: Amount;
  localIncomeTax: Amount;
  localityName: string | null;
}

function convertStateLine<From, To>(
  line: StateLineIn<From>,
  convert: (amount: From) => To,
): StateLineIn<To> {
  return {
    state: line.state,
    stateWages: convert(line.stateWages),
    stateIncomeTax: convert(line.stateIncomeTax),
    localWages: convert(line.localWages),
    localIncomeTax: convert(line.localIncomeTax),
    localityName: line.localityName,
  };
}

export interface W2RowWithEmployee {
  form: W2Row;
  employeeCode: string;
  employeeName: string;
}

/** The w2_forms row of a built W-2. */
export function toW2Values(form: W2Form, employeeId: string): typeof w2Forms.$inferInsert {
  const [firstState] = form.stateLines;
  // The local columns hold the first line with a locality, as the state columns hold the first state.
  const firstLocality = form.stateLines.find((line) => line.localityName !== null);
  const details: W2Details = {
    box14: form.box14.map((entry) => ({ label: entry.label, amount: formatMoney(entry.amount) })),
    stateLines: form.stateLines.map((line) => convertStateLine(line, formatMoney)),
  };
  return {
    employeeId,
    taxYear: form.taxYear,
    controlNumber: form.controlNumber,
    wagesTipsCompensation: formatMoney(form.box1WagesTipsOtherCompensation),
    federalIncomeTaxWithheld: formatMoney(form.box2FederalIncomeTaxWithheld),
    socialSecurityWages: formatMoney(form.box3SocialSecurityWages),
    socialSecurityTaxWithheld: formatMoney(form.box4SocialSecurityTaxWithheld),
    medicareWagesAndTips: formatMoney(form.box5MedicareWagesAndTips),
    medicareTaxWithheld: formatMoney(form.box6MedicareTaxWithheld),
    socialSecurityTips: formatMoney(form.box7SocialSecurityTips),
    allocatedTips: formatMoney(form.box8AllocatedTips),
    dependentCareBenefits: formatMoney(form.box10DependentCareBenefits),
    nonqualifiedPlans: formatMoney(form.box11NonqualifiedPlans),
    box12Codes: form.box12.map((entry) => `${entry.code} ${formatMoney(entry.amount)}`),
    otherInfo: form.box14.length
      ? form.box14.map((entry) => `${entry.label} ${formatMoney(entry.amount)}`).join('; ')
      : null,
    state: firstState?.state ?? null,
    stateWages: formatMoney(firstState?.stateWages ?? 0),
    stateIncomeTax: formatMoney(firstState?.stateIncomeTax ?? 0),
    localWages: formatMoney(firstLocality?.localWages ?? 0),
    localIncomeTax: formatMoney(firstLocality?.localIncomeTax ?? 0),
    localityName: firstLocality?.localityName ?? null,
    statutoryEmployee: form.box13.statutoryEmployee,
    retirementPlan: form.box13.retirementPlan,
    thirdPartySickPay: form.box13.thirdPartySickPay,
    details,
  };
}

/**
 * The stored boxes 14-20. Forms generated before the local boxes were kept per line hold them in
 * the row's columns only: the first line gets them there.
 */
function readDetails(row: W2Row): W2Details {
  const details = row.details as {
    box14?: W2Details['box14'];
    stateLines?: (Omit<W2DetailsStateLine, 'localWages' | 'localIncomeTax' | 'localityName'> &
      Partial<W2DetailsStateLine>)[];
  } | null;
  const stored =
    details?.stateLines ??
    (row.state
      ? [{ state: row.state, stateWages: row.stateWages, stateIncomeTax: row.stateIncomeTax }]
      : []);
  const stateLines = stored.map((line, index) => ({
    ...line,
    localWages: line.localWages ?? (index === 0 ? row.localWages : '0.00'),
    localIncomeTax: line.localIncomeTax ?? (index === 0 ? row.localIncomeTax : '0.00'),
    localityName:
      line.localityName !== undefined ? line.localityName : index === 0 ? row.localityName : null,
  }));
  return { box14: details?.box14 ?? [], stateLines };
}

function parseBox12(entry: string): { code: Box12Code; amount: number } {
  const [code = '', amount = '0'] = entry.split(' ');
  return {
    code: (BOX_12_CODES as readonly string[]).includes(code) ? (code as Box12Code) : 'D',
    amount: parseMoney(amount),
  };
}

/** A stored W-2 back in the builder's shape, for the W-3 and the reconciliation. */
export function toEngineW2(row: W2Row): W2Form {
  const details = readDetails(row);
  return {
    taxYear: row.taxYear,
    controlNumber: row.controlNumber,
    box1WagesTipsOtherCompensation: parseMoney(row.wagesTipsCompensation),
    box2FederalIncomeTaxWithheld: parseMoney(row.federalIncomeTaxWithheld),
    box3SocialSecurityWages: parseMoney(row.socialSecurityWages),
    box4SocialSecurityTaxWithheld: parseMoney(row.socialSecurityTaxWithheld),
    box5MedicareWagesAndTips: parseMoney(row.medicareWagesAndTips),
    box6MedicareTaxWithheld: parseMoney(row.medicareTaxWithheld),
    box7SocialSecurityTips: parseMoney(row.socialSecurityTips),
    box8AllocatedTips: parseMoney(row.allocatedTips),
    box10DependentCareBenefits: parseMoney(row.dependentCareBenefits),
    box11NonqualifiedPlans: parseMoney(row.nonqualifiedPlans),
    box12: row.box12Codes.map(parseBox12),
    box13: {
      statutoryEmployee: row.statutoryEmployee,
      retirementPlan: row.retirementPlan,
      thirdPartySickPay: row.thirdPartySickPay,
    },
    box14: details.box14.map((entry) => ({ label: entry.label, amount: parseMoney(entry.amount) })),
    stateLines: details.stateLines.map((line) => convertStateLine(line, parseMoney)),
    warnings: [],
  };
}

export function toW2Wire({ form, employeeCode, employeeName }: W2RowWithEmployee): W2FormWire {
  const details = readDetails(form);
  return {
    id: form.id,
    employeeId: form.employeeId,
    employeeCode,
    employeeName,
    taxYear: form.taxYear,
    controlNumber: form.controlNumber,
    wagesTipsCompensation: form.wagesTipsCompensation,
    federalIncomeTaxWithheld: form.federalIncomeTaxWithheld,
    socialSecurityWages: form.socialSecurityWages,
    socialSecurityTaxWithheld: form.socialSecurityTaxWithheld,
    medicareWagesAndTips: form.medicareWagesAndTips,
    medicareTaxWithheld: form.medicareTaxWithheld,
    socialSecurityTips: form.socialSecurityTips,
    allocatedTips: form.allocatedTips,
    dependentCareBenefits: form.dependentCareBenefits,
    nonqualifiedPlans: form.nonqualifiedPlans,
    box12Codes: form.box12Codes,
    otherInfo: form.otherInfo,
    box14: details.box14,
    state: form.state,
    stateWages: form.stateWages,
    stateIncomeTax: form.stateIncomeTax,
    stateLines: details.stateLines,
    localWages: form.localWages,
    localIncomeTax: form.localIncomeTax,
    localityName: form.localityName,
    statutoryEmployee: form.statutoryEmployee,
    retirementPlan: form.retirementPlan,
    thirdPartySickPay: form.thirdPartySickPay,
    createdAt: new Date(form.createdAt).toISOString(),
  };
}

/** The year's W-2s with their employees, in employee-code order. */
export async function selectW2Rows(
  db: DatabaseOrTransaction,
  taxYear: number,
  formId?: string,
): Promise<W2RowWithEmployee[]> {
  const rows = await db
    .select({
      form: w2Forms,
      employeeCode: employees.employeeId,
      employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(w2Forms)
    .innerJoin(employees, eq(employees.id, w2Forms.employeeId))
    .where(formId ? eq(w2Forms.id, formId) : eq(w2Forms.taxYear, taxYear))
    .orderBy(asc(employees.employeeId));
  return rows;
}

/** The stored W-3 totals with the boxes computed from the W-2s it transmits. */
export function toW3Wire(row: W3Row, w3: W3Form | null): W3FormWire {
  return {
    id: row.id,
    taxYear: row.taxYear,
    establishmentNumber: row.establishmentNumber,
    kindOfPayer: w3?.kindOfPayer ?? '941',
    kindOfEmployer: w3?.kindOfEmployer ?? 'None apply',
    totalW2Forms: row.totalW2Forms,
    totalWages: row.totalWages,
    totalFederalIncomeTax: row.totalFederalIncomeTax,
    totalSocialSecurityWages: row.totalSocialSecurityWages,
    totalSocialSecurityTax: row.totalSocialSecurityTax,
    totalMedicareWages: row.totalMedicareWages,
    totalMedicareTax: row.totalMedicareTax,
    totalSocialSecurityTips: row.totalSocialSecurityTips,
    totalAllocatedTips: row.totalAllocatedTips,
    totalDependentCareBenefits: formatMoney(w3?.box10DependentCareBenefits ?? 0),
    totalNonqualifiedPlans: formatMoney(w3?.box11NonqualifiedPlans ?? 0),
    totalDeferredCompensation: formatMoney(w3?.box12aDeferredCompensation ?? 0),
    state: w3?.box15State ?? null,
    totalStateWages: formatMoney(w3?.box16StateWages ?? 0),
    totalStateIncomeTax: formatMoney(w3?.box17StateIncomeTax ?? 0),
    totalLocalWages: formatMoney(w3?.box18LocalWages ?? 0),
    totalLocalIncomeTax: formatMoney(w3?.box19LocalIncomeTax ?? 0),
    filedDate: row.filedDate,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The w3_forms columns for a built W-3. */
export function toW3Values(w3: W3Form): Omit<typeof w3Forms.$inferInsert, 'id'> {
  return {
    taxYear: w3.taxYear,
    totalW2Forms: w3.boxCTotalW2Forms,
    totalWages: formatMoney(w3.box1WagesTipsOtherCompensation),
    totalFederalIncomeTax: formatMoney(w3.box2FederalIncomeTaxWithheld),
    totalSocialSecurityWages: formatMoney(w3.box3SocialSecurityWages),
    totalSocialSecurityTax: formatMoney(w3.box4SocialSecurityTaxWithheld),
    totalMedicareWages: formatMoney(w3.box5MedicareWagesAndTips),
    totalMedicareTax: formatMoney(w3.box6MedicareTaxWithheld),
    totalSocialSecurityTips: formatMoney(w3.box7SocialSecurityTips),
    totalAllocatedTips: formatMoney(w3.box8AllocatedTips),
  };
}

/** The year's W-3 as stored, completed from its W-2s; null when none was generated. */
export async function loadW3(
  db: DatabaseOrTransaction,
  taxYear: number,
): Promise<{ wire: W3FormWire; w3: W3Form | null; w2s: W2RowWithEmployee[] } | null> {
  const [row] = await db.select().from(w3Forms).where(eq(w3Forms.taxYear, taxYear));
  if (!row) return null;
  const w2s = await selectW2Rows(db, taxYear);
  const built = buildW3(
    taxYear,
    w2s.map((entry) => toEngineW2(entry.form)),
  );
  return { wire: toW3Wire(row, built), w3: built, w2s };
}
