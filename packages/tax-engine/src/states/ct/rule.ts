import { formatPercent, formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import { money, note, type TraceSink } from '../../trace';
import type { WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { taxFromBrackets } from '../shared/state-math';
import { withholdContribution } from '../shared/withhold-contribution';
import {
  incomeTaxProgram,
  withholdIncomeTax,
  withholdWithoutCertificate,
} from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import { CT_PARAMETERS, type CtStepRow, type CtTableCode } from './parameters';

export type CtWithholdingCode = 'none' | CtTableCode | 'E';

export type CtCertificate = {
  /** CT-W4 line 1; "none" when the employee has not given a completed CT-W4. */
  readonly withholdingCode: CtWithholdingCode;
  /** Line 2: additional withholding per pay period. */
  readonly additionalWithholding: Cents;
  /** Line 3: reduced withholding per pay period. */
  readonly reducedWithholding: Cents;
};

const PREFIX = 'state.ct';
const PUBLICATION = 'TPG-211, Withholding Calculation Rules (2025); Circular CT (2025)';
const SUPPLEMENTAL = 'Conn. Agencies Regs. § 12-705(a)-3';

/** The value of the last row whose "more than" amount the wages exceed. */
function findStep(rows: readonly CtStepRow[], annualWages: Cents): number {
  let value = rows[0]!.value;
  for (const row of rows) if (annualWages > row.over) value = row.value;
  return value;
}

type CtParameters = ResolvedGroup<typeof CT_PARAMETERS>;

function buildFormula(
  params: CtParameters,
  code: CtTableCode,
  annualWages: Cents,
): WithholdingFormula {
  const exemption = findStep(params.exemptions.value[code], annualWages);
  const taxable = Math.max(0, annualWages - exemption);
  // Tables C and D add to the tax only when there is a tax to add to.
  const initial = taxFromBrackets(params.brackets.value[code], taxable);
  const addBack = taxable > 0 ? findStep(params.addBack.value[code], annualWages) : 0;
  const recapture = taxable > 0 ? findStep(params.recapture.value[code], annualWages) : 0;
  const creditDecimal = findStep(params.personalCredit.value[code], annualWages);
  const tax = initial + addBack + recapture;
  return {
    prefix: PREFIX,
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      {
        step: 'exemption',
        label: `Personal exemption (Table A, code ${code})`,
        amount: exemption,
        citation: params.exemptions.citation,
      },
    ],
    computeTax: () => ({
      label: `Initial tax ${formatUsd(initial)} (Table B) + add-back ${formatUsd(addBack)} (Table C) + recapture ${formatUsd(recapture)} (Table D)`,
      amount: tax,
      citation: `${params.brackets.citation}; ${params.addBack.citation}; ${params.recapture.citation}`,
    }),
    credits: [
      {
        step: 'personal-credit',
        label: `Personal tax credit (Table E decimal ${formatPercent(creditDecimal)} of the tax)`,
        amount: multiplyRate(tax, creditDecimal),
        citation: params.personalCredit.citation,
      },
    ],
    rounding: 'cent',
  };
}

/** Income tax before the CT-W4 line 2 and 3 adjustments. */
function withholdCtIncomeTax(
  params: CtParameters,
  input: StateWithholdingInput<CtCertificate>,
  trace: TraceSink,
): Cents {
  const code = input.certificate.withholdingCode;
  if (code === 'none') {
    const wages = input.wages + input.supplementalWages;
    return withholdWithoutCertificate(PREFIX, 'CT-W4', wages, params.noCertificateRate, trace);
  }
  if (code === 'E') {
    trace?.push(note(`${PREFIX}.code-e`, 'CT-W4 code E: no withholding necessary', PUBLICATION));
    return 0;
  }
  return withholdIncomeTax(
    {
      prefix: PREFIX,
      formula: (wages) => buildFormula(params, code, wages * input.periodsPerYear),
      // Supplemental pay is taxed as if paid with the period's wages in a single payment.
      supplemental: { method: 'aggregate', citation: SUPPLEMENTAL },
    },
    input,
    trace,
  );
}

export const CT_RULE = defineStateRule<typeof CT_PARAMETERS, CtCertificate>({
  code: 'CT',
  name: 'Connecticut',
  hasWageIncomeTax: true,
  parameters: CT_PARAMETERS,
  programs: [
    incomeTaxProgram('ct', 'Connecticut income tax'),
    {
      id: 'ct-paid-leave',
      kind: 'family-leave',
      label: 'CT Paid Leave',
      w2Box14Label: 'CT PL',
    },
  ],
  certificate: {
    form: 'Form CT-W4',
    fields: [
      {
        key: 'withholdingCode',
        kind: 'select',
        label: 'Withholding code (line 1)',
        options: [
          { value: 'none', label: 'No CT-W4 on file (6.99%, no exemption)' },
          { value: 'A', label: 'A' },
          { value: 'B', label: 'B' },
          { value: 'C', label: 'C' },
          { value: 'D', label: 'D' },
          { value: 'E', label: 'E - no withholding necessary' },
          { value: 'F', label: 'F' },
        ],
      },
      field.additionalAmount('Additional withholding per pay period (line 2)'),
      {
        key: 'reducedWithholding',
        kind: 'money',
        label: 'Reduced withholding per pay period (line 3)',
      },
    ],
    defaults: { withholdingCode: 'none', additionalWithholding: 0, reducedWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised by CT-W4 code: the Table A exemption subtracts; Table B tax, plus the Table C add-back and Table D recapture, times one less the Table E credit decimal; divided back per period, plus or minus the CT-W4 adjustments. No CT-W4: 6.99% flat. CT Paid Leave: 0.5% up to the Social Security wage base.',
    notModelled: [
      'Reciprocity, nonresident apportionment (CT-W4NA) and credits for tax paid to another state',
      'CT Paid Leave under an approved private plan',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Tables A to E: transcribed from the next edition of TPG-211 by two independent secondary sources, on the understanding that Connecticut changed no rate or table between 2024 and 2026',
    ],
  },
  describePrograms(params) {
    return {
      'ct-paid-leave': { rate: params.paidLeaveRate, wageBase: params.paidLeaveWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const incomeTax = withholdCtIncomeTax(params, input, trace);
    const adjusted = Math.max(
      0,
      incomeTax + certificate.additionalWithholding - certificate.reducedWithholding,
    );
    if (trace && adjusted !== incomeTax) {
      trace.push(
        money(
          `${PREFIX}.adjustment`,
          'Withholding after the CT-W4 line 2 increase or line 3 reduction (not below 0)',
          adjusted,
          'Form CT-W4, lines 2 and 3',
        ),
      );
    }
    const paidLeave = withholdContribution(
      {
        step: `${PREFIX}.paid-leave`,
        label: 'CT Paid Leave',
        rate: params.paidLeaveRate,
        wageBase: params.paidLeaveWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'ct-income-tax', amount: adjusted },
      { programId: 'ct-paid-leave', amount: paidLeave },
    ];
  },
});
