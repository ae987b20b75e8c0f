import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MT_CONFORMITY = defineConformity(
  'MT',
  [],
  describeFederalStartingPoint('Montana', 'adjusted gross income'),
);
