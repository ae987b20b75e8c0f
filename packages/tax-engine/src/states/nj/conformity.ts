/*
 * Read in the New Jersey Administrative Code (N.J.A.C. 18:35-2.5), the Division of Taxation's
 * Technical Bulletin TB-39(R) on cafeteria plans and its bulletin on commuter transportation
 * benefits, through public copies. HSAs fall under TB-39(R) (salary reduction through a cafeteria
 * plan), and HSA guides and tax-software answers agree New Jersey does not recognise them.
 * Qualified parking bought by salary reduction is taxed here on the bulletin's reading of
 * N.J.S.A. 54A:6-23(c) (any commuter transportation benefit in lieu of compensation); the
 * administrative code's separate parking paragraph (18:35-7.8(e)) was read only in part.
 */
import { defineConformity } from '../../benefits/define-conformity';

export const NJ_CONFORMITY = defineConformity(
  'NJ',
  [
    'traditional-403b',
    'governmental-457b',
    'simple-ira',
    'section-125-medical',
    'section-125-dental',
    'section-125-vision',
    'hsa',
    'health-fsa',
    'dependent-care-fsa',
    'commuter-transit',
    'commuter-parking',
  ],
  'N.J.A.C. 18:35-2.5: only 401(k) deferrals are excluded; employee contributions to 403(b), 457 and SIMPLE IRA plans are taxable wages; N.J.S.A. 54A:6-24 and Technical Bulletin TB-39(R), Cafeteria Plans: benefits bought by salary reduction (premium conversion, flexible spending accounts) are taxable wages; N.J.S.A. 54A:6-23(c): commuter transportation benefits provided by compensation reduction are taxable',
);
