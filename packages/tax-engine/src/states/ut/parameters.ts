import { defineParameter, percent, usd } from '../../parameters/parameter';

const PUB_14_2024 =
  'Utah State Tax Commission, Publication 14, Withholding Tax Guide (edition effective 1 June 2024), Utah Schedule 7 (annual)';
const PUB_14_2025 =
  'Utah State Tax Commission, Publication 14, Withholding Tax Guide (edition effective 1 June 2025), Utah Schedule 7 (annual)';

export const UT_PARAMETERS = {
  rate: defineParameter('us.states.ut.withholding.rate', 'Rate on Utah taxable wages (line 2)', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${PUB_14_2024}, line 2: wages x 4.55%`,
      value: percent('4.55'),
    },
    {
      effectiveFrom: '2025-06-01',
      value: percent('4.5'),
      unit: 'ppm',
      citation: `${PUB_14_2025}, line 2: wages x 4.5%`,
    },
  ]),
  baseAllowanceSingle: defineParameter(
    'us.states.ut.withholding.base-allowance-single',
    'Base allowance, single schedule (line 3)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PUB_14_2024}, single, line 3: base allowance $440`,
        value: usd(440),
      },
      {
        effectiveFrom: '2025-06-01',
        value: usd(450),
        unit: 'cents/year',
        citation: `${PUB_14_2025}, single, line 3: base allowance $450`,
      },
    ],
  ),
  baseAllowanceMarried: defineParameter(
    'us.states.ut.withholding.base-allowance-married',
    'Base allowance, married schedule (line 3)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PUB_14_2024}, married, line 3: base allowance $880`,
        value: usd(880),
      },
      {
        effectiveFrom: '2025-06-01',
        value: usd(900),
        unit: 'cents/year',
        citation: `${PUB_14_2025}, married, line 3: base allowance $900`,
      },
    ],
  ),
  exemptWagesSingle: defineParameter(
    'us.states.ut.withholding.exempt-wages-single',
    'Wages the allowance is not reduced for, single schedule (line 4)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PUB_14_2024}, single, line 4: wages less $8,826`,
        value: usd(8_826),
      },
      {
        effectiveFrom: '2025-06-01',
        value: usd(9_107),
        unit: 'cents/year',
        citation: `${PUB_14_2025}, single, line 4: wages less $9,107`,
      },
    ],
  ),
  exemptWagesMarried: defineParameter(
    'us.states.ut.withholding.exempt-wages-married',
    'Wages the allowance is not reduced for, married schedule (line 4)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PUB_14_2024}, married, line 4: wages less $17,652`,
        value: usd(17_652),
      },
      {
        effectiveFrom: '2025-06-01',
        value: usd(18_213),
        unit: 'cents/year',
        citation: `${PUB_14_2025}, married, line 4: wages less $18,213`,
      },
    ],
  ),
  phaseOutRate: defineParameter(
    'us.states.ut.withholding.phase-out-rate',
    'Rate the allowance is reduced by on wages above the exempt amount (line 5)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${PUB_14_2024}, line 5: line 4 x 1.3%`,
        value: percent('1.3'),
      },
    ],
  ),
};
