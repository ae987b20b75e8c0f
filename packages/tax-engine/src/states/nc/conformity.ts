import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const NC_CONFORMITY = defineConformity(
  'NC',
  [],
  describeFederalStartingPoint('North Carolina', 'adjusted gross income'),
);
