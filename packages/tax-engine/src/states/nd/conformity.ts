import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const ND_CONFORMITY = defineConformity(
  'ND',
  [],
  describeFederalStartingPoint('North Dakota', 'taxable income'),
);
