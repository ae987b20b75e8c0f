import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const ME_CONFORMITY = defineConformity(
  'ME',
  [],
  describeFederalStartingPoint('Maine', 'adjusted gross income'),
);
