import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const GA_CONFORMITY = defineConformity(
  'GA',
  [],
  describeFederalStartingPoint('Georgia', 'adjusted gross income'),
);
