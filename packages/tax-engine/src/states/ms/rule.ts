import { formatUsd } from '@paylab/shared/money';

import { buildStandardDeductionStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectOffered } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

/** The marital statuses of Form 89-350, which set the standard deduction. */
const MS_FILING_STATUSES = [
  'single',
  'married-spouse-not-employed',
  'married-spouse-employed',
  'head-of-family',
] as const;

const MS_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  standardDeduction: read.byKey(MS_FILING_STATUSES, read.cents),
  rateSchedule: read.table,
});

// No flat supplemental rate is published, so a bonus is withheld on as part of the period's pay.
export const MS_RULE = defineIncomeTaxRule(MS_DATA, {
  buildFormula: (params, { certificate }) => ({
    citation: params.withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      buildStandardDeductionStep(
        selectOffered(MS_FILING_STATUSES, certificate.filingStatus, 'single'),
        params.standardDeduction,
      ),
      {
        step: 'exemption',
        label: () => `Form 89-350 line 6 exemption, ${formatUsd(certificate.exemptionAmount)}`,
        amount: certificate.exemptionAmount,
        citation: () => `${params.withholdingMethod.citation}, Form 89-350 line 6`,
      },
    ],
    computeTax: buildTableTax('Annual tax: 4.4% above the first $10,000', params.rateSchedule),
    rounding: 'whole-dollar-period',
  }),
});
