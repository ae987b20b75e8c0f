import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const WI_CONFORMITY = defineConformity(
  'WI',
  [],
  describeFederalStartingPoint('Wisconsin', 'adjusted gross income', 'January 1, 2021'),
);
