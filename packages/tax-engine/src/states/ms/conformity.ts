/*
 * Mississippi has no federal starting point. Read in public copies of the Mississippi Code and
 * Administrative Code; no Mississippi rule on HSAs or commuter benefits was found, so they conform
 * here.
 */
import { defineConformity } from '../../benefits/define-conformity';

export const MS_CONFORMITY = defineConformity(
  'MS',
  [],
  'Miss. Code § 27-7-16: contributions to qualified plans, tax-sheltered annuities and deferred compensation plans are deductible as under the Internal Revenue Code; 35 Miss. Admin. Code Pt. 3, R. 3-03-03-105: section 125 cafeteria plan and section 129 dependent care benefits are excludable and not subject to Mississippi withholding',
);
