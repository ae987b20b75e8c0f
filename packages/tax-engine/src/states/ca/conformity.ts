/*
 * California's non-conformity to HSAs is read from the sections that the repeatedly introduced
 * conformity bills (AB 989 of 2017, SB 230 of 2023) would amend, and from HSA guides that agree
 * California and New Jersey are the two states that do not recognise HSAs in 2026. The starting
 * point is the Federation of Tax Administrators' table.
 */
import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const CA_CONFORMITY = defineConformity(
  'CA',
  ['hsa'],
  `Cal. Rev. & Tax. Code §§ 17131.4, 17131.5, 17215.1 and 17215.4: no conformity to the federal health savings account rules, so HSA contributions stay in personal income tax wages; ${describeFederalStartingPoint('California', 'adjusted gross income')}`,
);
