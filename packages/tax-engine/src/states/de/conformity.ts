import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const DE_CONFORMITY = defineConformity(
  'DE',
  [],
  describeFederalStartingPoint('Delaware', 'adjusted gross income'),
);
