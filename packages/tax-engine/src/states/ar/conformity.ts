/*
 * Arkansas has no federal starting point. Ark. Code § 26-51-414 was read in public copies; no
 * Arkansas rule on cafeteria plans, HSAs, FSAs, dependent care or commuter benefits was found, so
 * they conform here (an employer-practice article agrees that section 125 salary reductions are not
 * taxable for Arkansas income tax).
 */
import { defineConformity } from '../../benefits/define-conformity';

export const AR_CONFORMITY = defineConformity(
  'AR',
  [],
  'Ark. Code § 26-51-414: 26 U.S.C. §§ 401, 402-404, 406-416 and 457 are adopted for computing Arkansas income tax, so elective deferrals to 401(k), 403(b), SIMPLE and 457(b) plans are deferred as federally',
);
