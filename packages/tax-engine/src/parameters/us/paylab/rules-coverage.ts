import { defineParameter } from '../../parameter';

export interface RulesCoverage {
  /** The tax year whose published values PayLab ships. */
  readonly taxYear: number;
  /** Last pay date those values were published for; later dates still use them, with a warning. */
  readonly lastPayDate: string;
}

export const RULES_COVERAGE = defineParameter<RulesCoverage>(
  'paylab.rules-coverage',
  'The tax year PayLab holds verified parameters for',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { taxYear: 2025, lastPayDate: '2025-12-31' },
      unit: 'tax-year-coverage',
      citation:
        'PayLab api-conventions, "Pay periods, dates and tax years": 2025 values ship; a later pay date uses them with a warning, an earlier one is refused',
    },
  ],
);
