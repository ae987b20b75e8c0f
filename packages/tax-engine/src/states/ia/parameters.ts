import { defineParameter, percent, usd } from '../../parameters/parameter';

const FORMULA = 'Iowa Withholding Formula for wages paid beginning January 1, 2025';

/** The IA W-4 (2024 or later) filing statuses the deduction table distinguishes. */
export type IaDeductionStatus = 'other' | 'head-of-household' | 'married-joint-one-earner';

export const IA_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<IaDeductionStatus, number>>>(
    'us.states.ia.idr.withholding-formula.standard-deduction',
    'Annual deduction by IA W-4 filing status: other (single, married filing separately, or married filing jointly with both spouses earning), head of household, married filing jointly with one earner',
    [
      {
        effectiveFrom: '2025-01-01',
        value: {
          other: usd(12_000),
          'head-of-household': usd(18_050),
          'married-joint-one-earner': usd(24_050),
        },
        unit: 'cents/year',
        citation: `${FORMULA}, Step 1: deduction table, annual column ($12,000 / $18,050 / $24,050)`,
      },
    ],
  ),
  rate: defineParameter('us.states.ia.idr.withholding-formula.rate', 'Iowa withholding rate', [
    {
      effectiveFrom: '2025-01-01',
      value: percent('3.8'),
      unit: 'ppm',
      citation: `${FORMULA}, Step 2: T2 = T1 x 3.80%`,
    },
  ]),
  allowance: defineParameter(
    'us.states.ia.idr.withholding-formula.allowance',
    'Annual tax credit for each IA W-4 allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        value: usd(40),
        unit: 'cents/year',
        citation: `${FORMULA}, Step 3: T3 = T2 - (W / P), W = $40 for each allowance claimed`,
      },
    ],
  ),
};
