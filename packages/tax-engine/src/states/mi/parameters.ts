import { defineParameter, percent, usd } from '../../parameters/parameter';

// Sources (for docs/tax-coverage.md): michigan.gov, Withholding Tax Information by Calendar Year (2025:
// rate 4.25%, personal exemption $5,800), the Treasury's own page.

const FORM_446 =
  'Michigan Department of Treasury, Form 446, Michigan Income Tax Withholding Guide (2025)';

export const MI_RATE = defineParameter(
  'us.states.mi.withholding.rate',
  'Flat withholding rate on compensation after exemptions',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${FORM_446}, withholding rate 4.25%`,
      value: percent('4.25'),
    },
  ],
);

export const MI_EXEMPTION = defineParameter(
  'us.states.mi.withholding.exemption',
  'Annual value of one MI-W4 personal or dependency exemption',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${FORM_446}, personal exemption $5,800 a year for each exemption claimed on Form MI-W4`,
      value: usd(5_800),
    },
  ],
);

/** Michigan's parameters as the rule reads them, resolved at the pay date. */
export const MI_PARAMETERS = { rate: MI_RATE, exemption: MI_EXEMPTION };
