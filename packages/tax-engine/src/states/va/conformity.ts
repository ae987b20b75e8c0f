import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const VA_CONFORMITY = defineConformity(
  'VA',
  [],
  describeFederalStartingPoint('Virginia', 'adjusted gross income', 'January 1, 2021'),
);
