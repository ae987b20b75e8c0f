import { note } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  selectCitedValue,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.nj';
const METHOD = 'NJ-WT, New Jersey Withholding Rate Tables (Percentage Method), annualized';
const NJ_W4_LINE_2 =
  'Form NJ-W4 (1-21), line 2: Single or Married/CU Partner Separate withhold at Rate A, other statuses at Rate B unless line 3 names a letter';

const NJ_RATE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
type NjRateLetter = (typeof NJ_RATE_LETTERS)[number];

const NJ_DATA = defineStateData(data, {
  allowance: read.cents,
  rateTables: read.byKey(NJ_RATE_LETTERS, read.table),
  unemploymentRate: read.rate,
  workforceRate: read.rate,
  unemploymentWageBase: read.cents,
  disabilityRate: read.rate,
  familyLeaveRate: read.rate,
  disabilityWageBase: read.cents,
});

type Params = ResolvedGroup<typeof NJ_DATA.parameters>;

/** NJ-W4 line 2 and line 3: the letter chosen on line 3 wins; otherwise the status decides. */
function selectRateLetter(status: string, letter: string): NjRateLetter {
  const chosen = NJ_RATE_LETTERS.find((candidate) => candidate === letter);
  if (chosen) return chosen;
  return status === 'single' || status === 'married-separate' ? 'A' : 'B';
}

function makeFormula(params: Params, letter: NjRateLetter, allowances: number): WithholdingFormula {
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [buildCountStep('allowances', 'NJ-W4 allowances', allowances, params.allowance)],
    computeTax: buildTableTax(
      `Annual tax from Rate "${letter}" table`,
      selectCitedValue(params.rateTables, letter),
    ),
    rounding: 'cent',
  };
}

export const NJ_RULE = defineStateRule({
  ...NJ_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const letter = selectRateLetter(certificate.status, certificate.rateLetter);
    if (!certificate.isExempt)
      trace?.push(note(`${PREFIX}.rate`, `Withheld at Rate "${letter}"`, NJ_W4_LINE_2));
    return withholdDeclaredIncomeTax(NJ_DATA, params, input, trace, () =>
      makeFormula(params, letter, certificate.allowances),
    );
  },
});
