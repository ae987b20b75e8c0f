import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const MD_CONFORMITY = defineConformity(
  'MD',
  [],
  describeFederalStartingPoint('Maryland', 'adjusted gross income'),
);
