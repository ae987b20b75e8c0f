import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const IN_CONFORMITY = defineConformity(
  'IN',
  [],
  describeFederalStartingPoint('Indiana', 'adjusted gross income'),
);
