/*
 * 2026 amounts from benefits advisers' summaries of Rev. Proc. 2025-32, which give the 2025
 * amounts of Rev. Proc. 2024-40 beside them; a 2025 employer notice on Pub 15-B (2025) agrees on
 * $325. The Rev. Procs. were not read.
 */
import { defineParameterData, read } from '../../../parameter-data';
import data from './qualified-transportation.json' with { type: 'json' };

const PARAMETERS = defineParameterData('us/irs/benefits/qualified-transportation.json', data, {
  transitMonthlyLimit: read.cents,
  parkingMonthlyLimit: read.cents,
});

/** Transit passes and commuter highway vehicle transportation together (26 U.S.C. 132(f)(2)(A)). */
export const TRANSIT_MONTHLY_LIMIT = PARAMETERS.transitMonthlyLimit;
/** Qualified parking (26 U.S.C. 132(f)(2)(B)), a limit of its own beside transit. */
export const PARKING_MONTHLY_LIMIT = PARAMETERS.parkingMonthlyLimit;
