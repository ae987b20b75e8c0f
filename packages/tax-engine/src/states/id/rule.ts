import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildTableTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { ID_PARAMETERS } from './parameters';

const PREFIX = 'state.id';
const METHOD =
  'EPB00006, Idaho Income Tax Withholding Tables and Instructions, annualized wage method';

/** ID W-4 filing status; "married, but withhold at the single rate" uses the single table. */
export type IdFilingStatus = 'single' | 'married' | 'married-single-rate';

export type IdCertificate = {
  readonly filingStatus: IdFilingStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

const ID_DEFAULTS: IdCertificate = {
  filingStatus: 'single',
  allowances: 0,
  additionalWithholding: 0,
  isExempt: false,
};

function buildFormula(
  params: ResolvedGroup<typeof ID_PARAMETERS>,
  certificate: IdCertificate,
): WithholdingFormula {
  const { annualTables, childTaxCreditAllowance } = params;
  const table = selectSingleOrMarried(certificate.filingStatus);
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'allowances',
        label: `ID W-4 allowances: ${certificate.allowances} x ${formatUsd(childTaxCreditAllowance.value)}`,
        amount: certificate.allowances * childTaxCreditAllowance.value,
        citation: childTaxCreditAllowance.citation,
      },
    ],
    computeTax: buildTableTax(
      `Annual tax from the ${table} table`,
      annualTables.value[table],
      annualTables.citation,
    ),
    // EPB00006: "Annualized Wage method - round to the nearest whole dollar."
    rounding: 'whole-dollar-period',
  };
}

export const ID_RULE = defineStateRule({
  code: 'ID',
  name: 'Idaho',
  hasWageIncomeTax: true,
  parameters: ID_PARAMETERS,
  programs: [incomeTaxProgram('id', 'ID income tax')],
  certificate: {
    form: 'ID W-4',
    fields: [
      field.filingStatus('Filing status', [
        { value: 'single', label: 'Single (or head of household)' },
        { value: 'married', label: 'Married' },
        { value: 'married-single-rate', label: 'Married, but withhold at the single rate' },
      ]),
      field.allowances('Allowances', {
        help: 'Children who qualify for the Idaho child tax credit',
      }),
      field.additionalAmount('Additional amount each pay'),
      field.exempt('Exempt from Idaho withholding'),
    ],
    defaults: ID_DEFAULTS,
  },
  compliance: {
    publication:
      'EPB00006, Idaho Income Tax Withholding Tables and Instructions for Employers (2025; tables revised April 28, 2025)',
    method:
      'Annualised: wages x pay periods less $3,600 ($3,868 from May 2025) per allowance, nothing up to the zero band, 5.695% (5.3% from May 2025) above it, divided back and rounded to whole dollars.',
    notModelled: [
      'Idaho has no local income tax on wages.',
      'The 2025 rate cut was retroactive to January 1, but the Tax Commission asks for no catch-up: earlier paychecks are not recomputed.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The date the revised tables apply from: May 1, 2025 per the Tax Commission notice as transcribed; one payroll reference gives July 1, 2025.',
      'The default without an ID W-4 (single, no allowances) is assumed; the instructions on it were not read.',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'ID W-4 claims exemption: no Idaho withholding',
          citation: METHOD,
        },
        formula: () => buildFormula(params, certificate),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'ID W-4: additional amount each pay',
          citation: 'Form ID W-4',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'id-income-tax', amount }];
  },
});
