import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const CT_CONFORMITY = defineConformity(
  'CT',
  [],
  describeFederalStartingPoint('Connecticut', 'adjusted gross income'),
);
