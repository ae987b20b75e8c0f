import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const OR_CONFORMITY = defineConformity(
  'OR',
  [],
  describeFederalStartingPoint('Oregon', 'taxable income'),
);
