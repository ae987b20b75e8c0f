import { formatUsd, type Cents } from '@paylab/shared/money';

import {
  buildCountStep,
  buildTableTax,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { SC_PARAMETERS } from './parameters';

const PREFIX = 'state.sc';
const PUBLICATION = 'WH-1603F, Formula for Computing South Carolina Withholding Tax (2025)';

function buildFormula(
  params: ResolvedGroup<typeof SC_PARAMETERS>,
  allowances: number,
  wages: Cents,
  periodsPerYear: number,
): WithholdingFormula {
  const annualWages = wages * periodsPerYear;
  const hasAllowances = allowances > 0;
  const standardDeduction = hasAllowances
    ? Math.min(
        applyFlatRate(annualWages, params.standardDeductionRate.value),
        params.standardDeductionMaximum.value,
      )
    : 0;
  return {
    prefix: PREFIX,
    citation: params.rateTable.citation,
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: hasAllowances
          ? `Standard deduction: 10% of annual wages, at most ${formatUsd(params.standardDeductionMaximum.value)}`
          : 'Standard deduction: none with zero allowances',
        amount: standardDeduction,
        citation: `${params.standardDeductionRate.citation}; ${params.standardDeductionMaximum.citation}`,
      },
      buildCountStep('allowances', 'Allowances', allowances, params.allowanceValue),
    ],
    computeTax: buildTableTax(
      'Annual tax by the addition method',
      params.rateTable.value,
      params.rateTable.citation,
    ),
    rounding: 'cent',
  };
}

export const SC_RULE = defineStateRule({
  code: 'SC',
  name: 'South Carolina',
  hasWageIncomeTax: true,
  parameters: SC_PARAMETERS,
  programs: [incomeTaxProgram('sc', 'South Carolina income tax')],
  certificate: {
    form: 'Form SC W-4',
    fields: [
      field.allowances('Withholding allowances'),
      field.additionalAmount('Additional withholding per pay period'),
      field.exempt('Exempt from withholding'),
    ],
    // No SC W-4 on file: zero allowances, which also drops the standard deduction (UNCERTAIN).
    defaults: { allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: with 1 or more allowances, 10% of wages (up to $7,300) and $4,860 per allowance subtract; 0% / 3% / 6.2%; divided back per period to the cent',
    notModelled: [
      'The optional flat rate on supplemental wages paid separately (PayLab adds them to the period wages, the aggregate method)',
      'Credits for tax paid to another state (South Carolina has no reciprocity agreements)',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Allowance $4,860, standard deduction maximum $7,300 and the 2025 brackets: read in two agreeing payroll vendor transcriptions of WH-1603F (2025), not in the form itself',
      'No SC W-4 on file: PayLab withholds with zero allowances (UNCERTAIN)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Form SC W-4 claims exemption: no withholding',
          citation: PUBLICATION,
        },
        formula: (wages) =>
          buildFormula(params, certificate.allowances, wages, input.periodsPerYear),
        // Supplemental wages join the period's wages (aggregate method), so the deduction sees them too.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (SC W-4)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'sc-income-tax', amount }];
  },
});
