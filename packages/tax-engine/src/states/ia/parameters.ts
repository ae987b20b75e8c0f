import { defineParameter, percent, usd } from '../../parameters/parameter';

const FORMULA = 'Iowa Withholding Formula for wages paid beginning January 1, 2025';

/** The IA W-4 (2024 or later) filing statuses the deduction table distinguishes. */
export type IaDeductionStatus = 'other' | 'head-of-household' | 'married-joint-one-earner';

export const IA_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<IaDeductionStatus, number>>>(
    'us.states.ia.idr.withholding-formula.standard-deduction',
    'Annual deduction by IA W-4 filing status: other (single, married filing separately, married filing jointly with a spouse who has earned income), head of household, married filing jointly with a spouse who has no earned income (or qualifying surviving spouse)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, Step 1: D from the IA W-4 filing status, annual $12,000 / $18,050 / $24,050`,
        value: {
          other: usd(12_000),
          'head-of-household': usd(18_050),
          'married-joint-one-earner': usd(24_050),
        },
      },
    ],
  ),
  rate: defineParameter('us.states.ia.idr.withholding-formula.rate', 'Iowa withholding rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${FORMULA}, Step 2: T2 = T1 x 3.80%`,
      value: percent('3.8'),
    },
  ]),
  legacyAllowance: defineParameter(
    'us.states.ia.idr.withholding-formula.legacy-allowance',
    'Annual allowance amount for each allowance on a 2023-or-earlier IA W-4',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, Step 3 for an IA W-4 of 2023 or earlier: W = $40 for each allowance claimed`,
        value: usd(40),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ia.idr.supplemental-rate',
    'Rate on supplemental wages when federal withholding on them is at the flat rate',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Iowa Department of Revenue, withholding on supplemental wages (2025): the highest individual income tax rate, 3.8%, where federal tax on them is withheld at the flat rate',
        value: percent('3.8'),
      },
    ],
  ),
};
