import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const VT_CONFORMITY = defineConformity(
  'VT',
  [],
  describeFederalStartingPoint('Vermont', 'adjusted gross income', 'January 1, 2021'),
);
