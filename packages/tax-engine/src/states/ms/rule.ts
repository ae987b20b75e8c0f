import { formatUsd } from '@paylab/shared/money';

import { buildStandardDeductionStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectOffered } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PUBLICATION =
  'Mississippi Department of Revenue, Pub 89-700, Mississippi Employer Withholding Tax Tables and Instructions (2025)';

/** The marital statuses of Form 89-350, which set the standard deduction. */
const MS_FILING_STATUSES = [
  'single',
  'married-spouse-not-employed',
  'married-spouse-employed',
  'head-of-family',
] as const;

const MS_DATA = defineStateData(data, {
  standardDeduction: read.byKey(MS_FILING_STATUSES, read.cents),
  rateSchedule: read.table,
});

export const MS_RULE = defineStateRule({
  ...MS_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectOffered(MS_FILING_STATUSES, certificate.filingStatus, 'single');
    // No flat supplemental rate is published, so a bonus is withheld on as part of the period's pay.
    return withholdDeclaredIncomeTax(MS_DATA, params, input, trace, () => ({
      citation: PUBLICATION,
      basis: 'annual',
      subtractions: [
        buildStandardDeductionStep(status, params.standardDeduction),
        {
          step: 'exemption',
          label: `Form 89-350 line 6 exemption, ${formatUsd(certificate.exemptionAmount)}`,
          amount: certificate.exemptionAmount,
          citation: `${PUBLICATION}, Form 89-350 line 6`,
        },
      ],
      computeTax: buildTableTax('Annual tax: 4.4% above the first $10,000', params.rateSchedule),
      rounding: 'whole-dollar-period',
    }));
  },
});
