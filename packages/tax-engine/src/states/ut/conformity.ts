import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const UT_CONFORMITY = defineConformity(
  'UT',
  [],
  describeFederalStartingPoint('Utah', 'adjusted gross income', 'January 1, 2021'),
);
