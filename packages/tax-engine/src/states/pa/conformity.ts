/*
 * Pennsylvania's definition of compensation is its own: a law firm's summary and an employer
 * guide's summary of the Department of Revenue's rules agree that employee contributions to
 * 401(k) and other retirement plans are taxable compensation, and that salary reductions for
 * health benefits under a nondiscriminatory section 125 plan are not. Dependent care: Act 34 of
 * 2023 excludes it from 2023 on (a benefits consultant's summary of the Department's guidance).
 * HSA: tax-software help pages say Pennsylvania follows the federal HSA deduction; whether a
 * payroll HSA deferral is excluded at source was not read in the Department's own words. Commuter
 * transit and parking: no Pennsylvania rule was found, so they conform here.
 */
import { defineConformity } from '../../benefits/define-conformity';

export const PA_CONFORMITY = defineConformity(
  'PA',
  ['traditional-401k', 'traditional-403b', 'governmental-457b', 'simple-ira'],
  '72 P.S. § 7301(d) and 61 Pa. Code § 101.6, compensation: employee contributions to retirement plans are taxable compensation; payments under a nondiscriminatory section 125 cafeteria plan for health benefit programs are excluded; Act 34 of 2023 (HB 1300): dependent care assistance excluded from 2023; PA Schedule O: health savings account contributions as allowed federally; PA REV-415, Employer Withholding Information Guide',
);
