import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const WV_CONFORMITY = defineConformity(
  'WV',
  [],
  describeFederalStartingPoint('West Virginia', 'adjusted gross income', 'January 1, 2021'),
);
