import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const RI_CONFORMITY = defineConformity(
  'RI',
  [],
  describeFederalStartingPoint('Rhode Island', 'adjusted gross income'),
);
