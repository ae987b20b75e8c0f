import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const HI_CONFORMITY = defineConformity(
  'HI',
  [],
  describeFederalStartingPoint('Hawaii', 'adjusted gross income'),
);
