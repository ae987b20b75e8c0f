import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MN_CONFORMITY = defineConformity(
  'MN',
  [],
  describeFederalStartingPoint('Minnesota', 'adjusted gross income'),
);
