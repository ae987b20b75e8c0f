import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const LA_CONFORMITY = defineConformity(
  'LA',
  [],
  describeFederalStartingPoint('Louisiana', 'adjusted gross income'),
);
