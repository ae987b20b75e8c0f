/*
 * 2026 values: unchanged from 2025. The Pub 15 (2026) wording is quoted from public copies of the
 * publication, not from the IRS PDF itself, and two such copies agree; the 37% rate is also the top
 * rate of Rev. Proc. 2025-32 section 4.01.
 */
import { defineParameter, percent, usd } from '../../../parameter';

export const SUPPLEMENTAL_FLAT_RATE = defineParameter(
  'us.irs.payroll.supplemental.flat-rate',
  'Optional flat federal withholding rate on supplemental wages identified separately, up to the mandatory threshold',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('22'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 7 "Supplemental Wages": supplemental wages up to $1 million identified separately from regular wages may be withheld at a flat 22% ("no other percentage allowed")',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('22'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), "What\'s New" and section 7 "Supplemental Wages": the withholding rate on supplemental wages up to $1 million identified separately from regular wages remains 22% ("no other percentage allowed")',
    },
  ],
);

export const SUPPLEMENTAL_MANDATORY_RATE = defineParameter(
  'us.irs.payroll.supplemental.mandatory-rate',
  'Mandatory federal withholding rate on supplemental wages above the threshold in a calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('37'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 7 "Supplemental Wages": supplemental wages over $1,000,000 in the calendar year are withheld at 37%, without regard to the Form W-4',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('37'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 7 "Supplemental Wages": supplemental wages over $1,000,000 in the calendar year are withheld at 37%, without regard to the Form W-4',
    },
  ],
);

export const SUPPLEMENTAL_MANDATORY_THRESHOLD = defineParameter(
  'us.irs.payroll.supplemental.mandatory-threshold',
  'Calendar-year supplemental wages above which the mandatory rate applies',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(1_000_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2025), section 7 "Supplemental Wages": supplemental wages "in excess of $1 million" during the calendar year',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(1_000_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2026), section 7 "Supplemental Wages": supplemental wages "in excess of $1 million" during the calendar year',
    },
  ],
);
