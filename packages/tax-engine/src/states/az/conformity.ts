import { defineConformity, describeFederalStartingPoint } from '../../benefits/define-conformity';

export const AZ_CONFORMITY = defineConformity(
  'AZ',
  [],
  describeFederalStartingPoint('Arizona', 'adjusted gross income'),
);
