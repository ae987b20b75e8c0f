/*
 * The Department of Revenue's page on non-government pensions was read; the starting point is the
 * Federation of Tax Administrators' table. No Massachusetts departure for these deduction types was
 * found (its known differences concern governmental 414(h) pickups, outside this list).
 */
import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MA_CONFORMITY = defineConformity(
  'MA',
  [],
  `Massachusetts Department of Revenue, "Massachusetts Non-Government Pensions": 401(k) elective deferrals other than Roth are excluded from Massachusetts gross income as they are federally; ${describeFederalStartingPoint('Massachusetts', 'adjusted gross income')}`,
);
