import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const KS_CONFORMITY = defineConformity(
  'KS',
  [],
  describeFederalStartingPoint('Kansas', 'adjusted gross income'),
);
