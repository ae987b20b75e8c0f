import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const KY_CONFORMITY = defineConformity(
  'KY',
  [],
  describeFederalStartingPoint('Kentucky', 'adjusted gross income'),
);
