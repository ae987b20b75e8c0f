import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const IL_CONFORMITY = defineConformity(
  'IL',
  [],
  describeFederalStartingPoint('Illinois', 'adjusted gross income'),
);
