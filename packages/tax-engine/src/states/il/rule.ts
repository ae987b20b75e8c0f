import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { IL_PARAMETERS } from './parameters';

const PREFIX = 'state.il';
const METHOD = 'Booklet IL-700-T (R-12/24), "Automated payroll method"';

export type IlCertificate = {
  readonly basicAllowances: number;
  readonly additionalAllowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

// IDOR, "When do I have to complete Form IL-W-4?": without a completed IL-W-4, withhold on the
// entire compensation without allowances.
const IL_DEFAULTS: IlCertificate = {
  basicAllowances: 0,
  additionalAllowances: 0,
  additionalWithholding: 0,
  isExempt: false,
};

function buildFormula(
  params: ResolvedGroup<typeof IL_PARAMETERS>,
  certificate: IlCertificate,
): WithholdingFormula {
  const { rate, basicAllowance, additionalAllowance } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'basic-allowances',
        label: `IL-W-4 Line 1: ${certificate.basicAllowances} x ${formatUsd(basicAllowance.value)}`,
        amount: certificate.basicAllowances * basicAllowance.value,
        citation: basicAllowance.citation,
      },
      {
        step: 'additional-allowances',
        label: `IL-W-4 Line 2: ${certificate.additionalAllowances} x ${formatUsd(additionalAllowance.value)}`,
        amount: certificate.additionalAllowances * additionalAllowance.value,
        citation: additionalAllowance.citation,
      },
    ],
    computeTax: buildFlatRateTax(
      `${formatPercent(rate.value)} of taxable wages`,
      rate.value,
      rate.citation,
    ),
    rounding: 'cent',
  };
}

export const IL_RULE = defineStateRule({
  code: 'IL',
  name: 'Illinois',
  hasWageIncomeTax: true,
  parameters: IL_PARAMETERS,
  programs: [incomeTaxProgram('il', 'IL income tax')],
  certificate: {
    form: 'IL-W-4',
    fields: [
      field.allowances('Line 1: basic allowances', {
        key: 'basicAllowances',
        help: 'Yourself, your spouse and your dependents (Step 1 of the worksheet)',
      }),
      field.allowances('Line 2: additional allowances', {
        key: 'additionalAllowances',
        help: 'Age 65 or older, legally blind, and deductions divided by $1,000 (Step 2)',
      }),
      field.additionalAmount('Line 3: additional amount each pay'),
      field.exempt('Exempt from federal and Illinois income tax withholding'),
    ],
    defaults: IL_DEFAULTS,
  },
  compliance: {
    publication:
      'Booklet IL-700-T (R-12/24), Illinois Withholding Tax Tables, effective January 1, 2025',
    method:
      'Per period: Line 1 allowances x $2,850 and Line 2 allowances x $1,000, over the pay periods, subtract from wages; 4.95% of the rest.',
    notModelled: [
      'Illinois has no local income tax on wages.',
      'Reciprocity (Iowa, Kentucky, Michigan, Wisconsin residents, Form IL-W-5-NR) is not modelled: PayLab withholds for the work state.',
      'The nonresident 30-day rule and day-count proration (Form IL-W-6) are not modelled.',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  describePrograms(params) {
    return {
      'il-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'IL-W-4 claims exemption: no Illinois withholding',
          citation: METHOD,
        },
        formula: () => buildFormula(params, certificate),
        // IL-700-T sets no separate supplemental rate: the bonus is withheld as part of the pay.
        supplemental: { method: 'aggregate', citation: METHOD },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'IL-W-4 Line 3: additional amount each pay',
          citation: 'Form IL-W-4, Line 3',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'il-income-tax', amount }];
  },
});
