import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MO_CONFORMITY = defineConformity(
  'MO',
  [],
  describeFederalStartingPoint('Missouri', 'adjusted gross income'),
);
