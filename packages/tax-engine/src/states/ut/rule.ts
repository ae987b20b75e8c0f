import { formatPercentExact, formatUsd, type Cents } from '@paylab/shared/money';

import { note } from '../../trace';
import { buildFlatRateTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { UT_PARAMETERS } from './parameters';

const PREFIX = 'state.ut';
const PUBLICATION =
  'Utah State Tax Commission, Publication 14, Withholding Tax Guide (editions effective 1 June 2024 and 1 June 2025)';

function buildFormula(
  params: ResolvedGroup<typeof UT_PARAMETERS>,
  isMarried: boolean,
  wages: Cents,
  periodsPerYear: number,
): WithholdingFormula {
  const baseAllowance = isMarried ? params.baseAllowanceMarried : params.baseAllowanceSingle;
  const exemptWages = isMarried ? params.exemptWagesMarried : params.exemptWagesSingle;
  const annualWages = wages * periodsPerYear;
  const reduction = applyFlatRate(
    Math.max(0, annualWages - exemptWages.value),
    params.phaseOutRate.value,
  );
  const allowance = Math.max(0, baseAllowance.value - reduction);
  return {
    prefix: PREFIX,
    citation: PUBLICATION,
    basis: 'annual',
    computeTax: buildFlatRateTax(
      `Utah taxable wages x ${formatPercentExact(params.rate.value)}`,
      params.rate.value,
      params.rate.citation,
    ),
    credits: [
      {
        step: 'allowance',
        label: `Allowance: ${formatUsd(baseAllowance.value)} less ${formatPercentExact(params.phaseOutRate.value)} of wages above ${formatUsd(exemptWages.value)} (${formatUsd(reduction)}), not below 0`,
        amount: allowance,
        citation: `${baseAllowance.citation}; ${exemptWages.citation}; ${params.phaseOutRate.citation}`,
      },
    ],
    rounding: 'whole-dollar-period',
  };
}

export const UT_RULE = defineStateRule({
  code: 'UT',
  name: 'Utah',
  hasWageIncomeTax: true,
  parameters: UT_PARAMETERS,
  programs: [incomeTaxProgram('ut', 'Utah income tax')],
  certificate: {
    form: 'Federal Form W-4',
    fields: [],
    defaults: {},
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: 4.55% (4.5% from 1 June 2025) of wages less a base allowance by federal W-4 status that shrinks by 1.3% of wages above an exempt amount; per period rounded to whole dollars',
    notModelled: [
      'Credits for tax paid to another state (Utah has no reciprocity agreements)',
      'Extra Utah withholding an employee asks for outside the federal W-4',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Every 2025 value (rate, base allowances, exempt wages, 1.3%) and the 1 June 2025 change: read in two federal payroll center memos and two payroll vendor transcriptions, not in Publication 14 itself',
      'Whole-dollar rounding of the period amount: one vendor transcription only (UNCERTAIN)',
      'Federal W-4 Step 2 checkbox: PayLab uses the married schedule for every married-filing-jointly W-4 (UNCERTAIN)',
      'PayLab annualises with Schedule 7; the per-period Schedules 1-4 round their constants and can differ by a dollar',
    ],
  },
  describePrograms(params) {
    return {
      'ut-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const isMarried = input.federalFilingStatus === 'married-joint';
    trace?.push(
      note(
        `${PREFIX}.schedule`,
        `Federal W-4 status ${input.federalFilingStatus}: Utah ${isMarried ? 'married' : 'single'} schedule`,
        PUBLICATION,
      ),
    );
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: (wages) => buildFormula(params, isMarried, wages, input.periodsPerYear),
        // Utah has no separate rate for bonuses: they join the period's wages.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
      },
      input,
      trace,
    );
    return [{ programId: 'ut-income-tax', amount }];
  },
});
