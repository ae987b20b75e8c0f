import type { BenefitPlanType } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS } from '@paylab/shared/labels';
import type { SelectOptionGroup } from '../../../components/select-field';

/** The plan types as a payroll product groups them, each group in its list's order. */
const PLAN_TYPE_GROUPS: readonly { label: string; types: readonly BenefitPlanType[] }[] = [
  {
    label: 'Retirement',
    types: [
      'traditional-401k',
      'roth-401k',
      'traditional-403b',
      'roth-403b',
      'governmental-457b',
      'simple-ira',
    ],
  },
  {
    label: 'Health (section 125)',
    types: ['section-125-medical', 'section-125-dental', 'section-125-vision'],
  },
  { label: 'Accounts (HSA, FSA)', types: ['hsa', 'health-fsa', 'dependent-care-fsa'] },
  { label: 'Commuter', types: ['commuter-transit', 'commuter-parking'] },
  { label: 'After-tax', types: ['after-tax'] },
];

export const PLAN_TYPE_OPTION_GROUPS: readonly SelectOptionGroup[] = PLAN_TYPE_GROUPS.map(
  ({ label, types }) => ({
    label,
    options: types.map((type) => ({ value: type, label: DEDUCTION_TYPE_LABELS[type] })),
  }),
);
