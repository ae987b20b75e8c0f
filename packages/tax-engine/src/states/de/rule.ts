import {
  buildBracketTax,
  buildCountStep,
  buildStandardDeductionStep,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

/** Filing status on the Delaware W-4. */
const DE_FILING_STATUSES = ['single', 'married-joint', 'married-separate'] as const;

const DE_DATA = defineStateData(
  data,
  {
    standardDeduction: read.byKey(DE_FILING_STATUSES, read.cents),
    brackets: read.brackets,
    personalCredit: read.cents,
    paidLeaveEmployeeRate: read.rate,
    paidLeaveWageBase: read.cents,
  },
  { filingStatus: DE_FILING_STATUSES },
);

const PREFIX = 'state.de';
const PUBLICATION = 'Delaware Division of Revenue, Withholding Tax Tables and Formula (2025)';

export const DE_RULE = defineStateRule({
  ...DE_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from Delaware withholding',
          citation: 'Delaware Form W-4',
        },
        formula: () => ({
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildStandardDeductionStep(certificate.filingStatus, params.standardDeduction),
          ],
          computeTax: buildBracketTax(
            'Tax on annual taxable wages',
            params.brackets.value,
            params.brackets.citation,
          ),
          credits: [
            buildCountStep(
              'personal-credit',
              'Personal credits',
              certificate.allowances,
              params.personalCredit,
            ),
          ],
          rounding: 'cent',
        }),
        // Without a Delaware rule read for bonuses, they are withheld on with the period's wages.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (Delaware W-4)',
          citation: 'Delaware Form W-4',
        },
      },
      input,
      trace,
    );
    return [
      { programId: 'de-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(DE_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
