import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const NE_CONFORMITY = defineConformity(
  'NE',
  [],
  describeFederalStartingPoint('Nebraska', 'adjusted gross income'),
);
