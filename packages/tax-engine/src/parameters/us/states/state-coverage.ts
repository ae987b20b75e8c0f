import { defineParameter } from '../../parameter';

export interface StateCoverage {
  /** States whose income tax and employee contributions PayLab computes. */
  readonly withStateRules: readonly string[];
  /** States with no wage income tax and no employee disability contribution. */
  readonly withoutIncomeTax: readonly string[];
}

export const STATE_COVERAGE = defineParameter<StateCoverage>('us.states.coverage', 'Which work states PayLab models', [
  {
    effectiveFrom: '2025-01-01',
    value: { withStateRules: ['CA', 'NY'], withoutIncomeTax: ['TX', 'FL'] },
    unit: 'state-codes',
    citation:
      'PayLab architecture, deliberate departure 5 (CA EDD Method B, NY NYS-50-T-NYS); Texas and Florida levy no personal income tax (Tex. Const. art. 8, sec. 24-a; Fla. Const. art. VII, sec. 5)',
  },
]);
