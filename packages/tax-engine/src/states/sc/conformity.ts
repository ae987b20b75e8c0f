import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const SC_CONFORMITY = defineConformity(
  'SC',
  [],
  describeFederalStartingPoint('South Carolina', 'taxable income'),
);
