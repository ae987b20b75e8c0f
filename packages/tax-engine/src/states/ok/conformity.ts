import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const OK_CONFORMITY = defineConformity(
  'OK',
  [],
  describeFederalStartingPoint('Oklahoma', 'adjusted gross income'),
);
