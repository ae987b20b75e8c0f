import {
  ACCOUNT_PLAN_TYPES,
  COMMUTER_PLAN_TYPES,
  RETIREMENT_PLAN_TYPES,
  SECTION_125_PLAN_TYPES,
} from '@paylab/shared/constants';
import type { BenefitPlanType } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS } from '@paylab/shared/labels';
import type { SelectOptionGroup } from '../../../components/select-field';

/** The plan types as a payroll product groups them, each group in its list's order. */
const PLAN_TYPE_GROUPS: readonly { label: string; types: readonly BenefitPlanType[] }[] = [
  { label: 'Retirement', types: RETIREMENT_PLAN_TYPES },
  { label: 'Health (section 125)', types: SECTION_125_PLAN_TYPES },
  { label: 'Accounts (HSA, FSA)', types: ACCOUNT_PLAN_TYPES },
  { label: 'Commuter', types: COMMUTER_PLAN_TYPES },
  { label: 'After-tax', types: ['after-tax'] },
];

export const PLAN_TYPE_OPTION_GROUPS: readonly SelectOptionGroup[] = PLAN_TYPE_GROUPS.map(
  ({ label, types }) => ({
    label,
    options: types.map((type) => ({ value: type, label: DEDUCTION_TYPE_LABELS[type] })),
  }),
);
