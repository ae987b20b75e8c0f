import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const IA_CONFORMITY = defineConformity(
  'IA',
  [],
  describeFederalStartingPoint('Iowa', 'adjusted gross income'),
);
