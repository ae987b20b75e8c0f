import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const DC_CONFORMITY = defineConformity(
  'DC',
  [],
  describeFederalStartingPoint('The District of Columbia', 'adjusted gross income'),
);
