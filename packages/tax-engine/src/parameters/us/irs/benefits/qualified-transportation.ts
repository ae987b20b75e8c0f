/*
 * 2026 amounts from benefits advisers' summaries of Rev. Proc. 2025-32, which give the 2025
 * amounts of Rev. Proc. 2024-40 beside them; a 2025 employer notice on Pub 15-B (2025) agrees on
 * $325. The Rev. Procs. were not read.
 */
import { defineParameter, usd } from '../../../parameter';

/** Transit passes and commuter highway vehicle transportation together (26 U.S.C. 132(f)(2)(A)). */
export const TRANSIT_MONTHLY_LIMIT = defineParameter(
  'us.irs.benefits.transit-monthly-limit',
  'Qualified transportation fringe excluded per month for transit passes and commuter highway vehicles',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(325),
      unit: 'cents/month',
      citation:
        'Rev. Proc. 2024-40: 2025 monthly limitation under 26 U.S.C. 132(f)(2)(A) for transit passes and commuter highway vehicle transportation is $325; IRS Pub 15-B (2025), Table 2-1',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(340),
      unit: 'cents/month',
      citation: 'Rev. Proc. 2025-32: 2026 monthly limitation under 26 U.S.C. 132(f)(2)(A) is $340',
    },
  ],
);

/** Qualified parking (26 U.S.C. 132(f)(2)(B)), a limit of its own beside transit. */
export const PARKING_MONTHLY_LIMIT = defineParameter(
  'us.irs.benefits.parking-monthly-limit',
  'Qualified parking excluded per month',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(325),
      unit: 'cents/month',
      citation:
        'Rev. Proc. 2024-40: 2025 monthly limitation under 26 U.S.C. 132(f)(2)(B) for qualified parking is $325; IRS Pub 15-B (2025), Table 2-1',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(340),
      unit: 'cents/month',
      citation: 'Rev. Proc. 2025-32: 2026 monthly limitation under 26 U.S.C. 132(f)(2)(B) is $340',
    },
  ],
);
