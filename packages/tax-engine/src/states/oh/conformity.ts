import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const OH_CONFORMITY = defineConformity(
  'OH',
  [],
  describeFederalStartingPoint('Ohio', 'adjusted gross income'),
);
