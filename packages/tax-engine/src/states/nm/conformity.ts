import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const NM_CONFORMITY = defineConformity(
  'NM',
  [],
  describeFederalStartingPoint('New Mexico', 'adjusted gross income'),
);
