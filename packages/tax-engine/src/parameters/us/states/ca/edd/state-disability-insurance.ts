import { defineParameter, percent } from '../../../../parameter';

export const CA_SDI_RATE = defineParameter(
  'us.states.ca.edd.sdi.rate',
  'California SDI employee withholding rate (covers SDI and PFL)',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('1.2'),
      unit: 'ppm',
      citation:
        'EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2025): "The SDI withholding rate for 2025 is 1.2 percent"',
    },
  ],
);

/** null: no ceiling. */
export const CA_SDI_WAGE_BASE = defineParameter<number | null>(
  'us.states.ca.edd.sdi.wage-base',
  'California SDI taxable wage limit',
  [
    {
      effectiveFrom: '2025-01-01',
      value: null,
      unit: 'cents/year',
      citation:
        'EDD rates page (2025): "Effective January 1, 2024, all wages are subject to SDI contributions" (SB 951 removed the taxable wage ceiling)',
    },
  ],
);
