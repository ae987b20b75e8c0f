import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MI_CONFORMITY = defineConformity(
  'MI',
  [],
  describeFederalStartingPoint('Michigan', 'adjusted gross income'),
);
