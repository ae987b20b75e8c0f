import { MODELLED_STATES } from '../../../modelled-states';
import { defineParameter } from '../../parameter';
import { STATES_WITHOUT_WAGE_INCOME_TAX } from './states-without-wage-income-tax';

export interface StateCoverage {
  /** States whose income tax and employee contributions PayLab computes. */
  readonly withStateRules: readonly string[];
  /** Modelled states with no wage income tax (the one list) and no employee disability contribution. */
  readonly withoutIncomeTax: readonly string[];
}

export const STATE_COVERAGE = defineParameter<StateCoverage>(
  'us.states.coverage',
  'Which work states PayLab models',
  [
    {
      effectiveFrom: '2025-01-01',
      value: {
        withStateRules: ['CA', 'NY'],
        withoutIncomeTax: MODELLED_STATES.filter((state) =>
          STATES_WITHOUT_WAGE_INCOME_TAX.includes(state),
        ),
      },
      unit: 'state-codes',
      citation:
        'PayLab architecture, deliberate departure 5 (CA EDD Method B, NY NYS-50-T-NYS); Texas and Florida levy no personal income tax (Tex. Const. art. 8, sec. 24-a; Fla. Const. art. VII, sec. 5)',
    },
  ],
);
