import { note } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  selectCitedValue,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
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

/** NJ-W4 line 2 and line 3: the letter chosen on line 3 wins; otherwise the status decides. */
function selectRateLetter({ status, rateLetter }: { status: string; rateLetter: string }) {
  const chosen = NJ_RATE_LETTERS.find((candidate) => candidate === rateLetter);
  if (chosen) return chosen;
  return status === 'single' || status === 'married-separate' ? 'A' : 'B';
}

export const NJ_RULE = defineIncomeTaxRule(NJ_DATA, {
  announce: (_params, { certificate }, trace) => {
    if (!certificate.isExempt)
      trace?.push(
        note(`${PREFIX}.rate`, `Withheld at Rate "${selectRateLetter(certificate)}"`, NJ_W4_LINE_2),
      );
  },
  buildFormula: ({ allowance, rateTables }, { certificate }) => {
    const letter: NjRateLetter = selectRateLetter(certificate);
    return {
      citation: METHOD,
      basis: 'annual',
      subtractions: [
        buildCountStep('allowances', 'NJ-W4 allowances', certificate.allowances, allowance),
      ],
      computeTax: buildTableTax(
        () => `Annual tax from Rate "${letter}" table`,
        selectCitedValue(rateTables, letter),
      ),
      rounding: 'cent',
    };
  },
});
