/* Read in public copies of the Alabama Administrative Code and Code of Alabama. */
import { defineConformity } from '../../benefits/define-conformity';

export const AL_CONFORMITY = defineConformity(
  'AL',
  [],
  'Ala. Admin. Code r. 810-3-72-.01: 401(k) and 403(b) deferrals, section 125 cafeteria plan contributions and section 129 dependent care are not wages for withholding; Code of Ala. 1975 § 40-18-14.1: deferred compensation plans receive the federal tax-deferred treatment; § 40-18-15.6 (Act 2016-345): health savings account contributions from 2018',
);
