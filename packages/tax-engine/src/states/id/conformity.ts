import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const ID_CONFORMITY = defineConformity(
  'ID',
  [],
  describeFederalStartingPoint('Idaho', 'taxable income'),
);
