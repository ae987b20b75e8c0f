import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const CO_CONFORMITY = defineConformity(
  'CO',
  [],
  describeFederalStartingPoint('Colorado', 'taxable income'),
);
