import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const NY_CONFORMITY = defineConformity(
  'NY',
  [],
  describeFederalStartingPoint('New York', 'adjusted gross income'),
);
