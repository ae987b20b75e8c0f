import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const FORMULA =
  'Virginia Department of Taxation, Employer Withholding Instructions (2025), "Formula for Computing Virginia Tax to Be Withheld"';

/** The formula's one bracket schedule, printed "over ... but not over" with the amount of tax below each row. */
const VA_RATE_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '2'),
    tableRow(3_000, 60, '3'),
    tableRow(5_000, 120, '5'),
    tableRow(17_000, 720, '5.75'),
  ],
};

export const VA_PARAMETERS = {
  standardDeduction: defineParameter(
    'us.states.va.withholding.standard-deduction',
    'Standard deduction subtracted from annualised wages in the withholding formula (step 1)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 1: (G)P - [$8,500 + (E1 x $930) + (E2 x $800)] = T, for wages paid before 1 July 2025`,
        value: usd(8_500),
      },
      {
        effectiveFrom: '2025-07-01',
        value: usd(8_750),
        unit: 'cents/year',
        citation: `${FORMULA}, revised for wages paid on and after 1 July 2025 (H.B. 1600): step 1 standard deduction $8,750`,
      },
    ],
  ),
  personalExemption: defineParameter(
    'us.states.va.withholding.personal-exemption',
    'Amount per personal and dependent exemption (E1) claimed on Form VA-4',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 1: E1 x $930 (personal and dependent exemptions, Form VA-4)`,
        value: usd(930),
      },
    ],
  ),
  ageBlindExemption: defineParameter(
    'us.states.va.withholding.age-blind-exemption',
    'Amount per age 65 or over and blind exemption (E2) claimed on Form VA-4',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 1: E2 x $800 (age 65 and over and blind exemptions, Form VA-4)`,
        value: usd(800),
      },
    ],
  ),
  rateTable: defineParameter(
    'us.states.va.withholding.rate-table',
    'Annual tax on annualised taxable income (step 2)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${FORMULA}, step 2: 2% of T not over $3,000; $60 + 3% over $3,000; $120 + 5% over $5,000; $720 + 5.75% over $17,000`,
        value: VA_RATE_TABLE,
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.va.withholding.supplemental-rate',
    'Optional flat rate on supplemental wages paid separately from regular wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Virginia Employer Withholding Instructions (2025), supplemental wages paid separately: optional flat 5.75%',
        value: percent('5.75'),
      },
    ],
  ),
};
