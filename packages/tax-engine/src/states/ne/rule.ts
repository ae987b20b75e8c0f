import { formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  calculateFormulaWithholding,
  type FormulaWages,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { NE_PARAMETERS, type NeWithholdingStatus } from './parameters';

const PREFIX = 'state.ne';

const METHOD = '2025 Nebraska Circular EN, Percentage Method (annualized)';

/** The allowances the minimum-withholding comparison assumes (Circular EN, minimum withholding). */
const MINIMUM_REFERENCE_ALLOWANCES: Readonly<Record<NeWithholdingStatus, number>> = {
  single: 1,
  married: 2,
};

function makeFormula(
  params: ResolvedGroup<typeof NE_PARAMETERS>,
  status: NeWithholdingStatus,
  allowances: number,
): WithholdingFormula {
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [buildCountStep('allowances', 'W-4N allowances', allowances, params.allowance)],
    computeTax: buildTableTax(
      `Annual tax from the ${status} table`,
      params.rateTables.value[status],
      params.rateTables.citation,
    ),
    rounding: 'cent',
  };
}

/** At least half of what a single/1 or married/2 employee would have withheld (Circular EN). */
function applyMinimumWithholding(
  params: ResolvedGroup<typeof NE_PARAMETERS>,
  status: NeWithholdingStatus,
  wages: FormulaWages,
  regular: Cents,
  trace: TraceSink,
): Cents {
  const reference = calculateFormulaWithholding(
    makeFormula(params, status, MINIMUM_REFERENCE_ALLOWANCES[status]),
    wages,
    undefined,
  );
  const minimum = multiplyRate(reference, params.minimumShare.value);
  if (regular >= minimum) return regular;
  trace?.push(
    money(
      `${PREFIX}.minimum`,
      `Minimum withholding: half of ${formatUsd(reference)} (${status}, ${MINIMUM_REFERENCE_ALLOWANCES[status]} allowances)`,
      minimum,
      params.minimumShare.citation,
    ),
  );
  return minimum;
}

export const NE_RULE = defineStateRule({
  code: 'NE',
  name: 'Nebraska',
  hasWageIncomeTax: true,
  parameters: NE_PARAMETERS,
  programs: [incomeTaxProgram('ne', 'Nebraska income tax')],
  certificate: {
    form: 'W-4N',
    fields: [
      field.filingStatus(
        'Filing status (line 3)',
        [
          { value: 'single', label: 'Single (also head of household, married filing separately)' },
          { value: 'married', label: 'Married' },
        ],
        { key: 'status' },
      ),
      field.allowances('Total allowances (line 1)'),
      field.additionalAmount('Additional amount per paycheck (line 2)'),
      field.exempt('Exempt (line 3)'),
      {
        key: 'isLowerWithholdingJustified',
        kind: 'boolean',
        label: 'Employee has justified withholding below the minimum',
        help: 'Without it, Nebraska withholds at least half of the single/1 or married/2 amount.',
      },
    ],
    // Circular EN: an employee without a W-4N is withheld as single with zero allowances.
    defaults: {
      status: 'single',
      allowances: 0,
      additionalWithholding: 0,
      isExempt: false,
      isLowerWithholdingJustified: false,
    },
  },
  compliance: {
    publication: '2025 Nebraska Circular EN (8-429-1998), Percentage Method',
    method:
      'Annualized: W-4N allowances subtract; Single or Married table; at least half the single/1 or married/2 amount unless justified.',
    notModelled: ['Reciprocity and credits for tax withheld for other states'],
    confidence: 'uncertain',
    uncertainties: [
      'Annual tables and the $2,360 allowance: two agreeing secondary transcriptions, the 2025 Circular EN itself not read',
      'Minimum withholding (half of the single/1 or married/2 amount): seen only in NFC bulletins, not the 2025 edition',
      'Supplemental rate 5%: one transcription lists 5.00% and 4.80%',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.status);
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'W-4N claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => makeFormula(params, status, certificate.allowances),
        adjustRegular: (regular) =>
          certificate.isLowerWithholdingJustified
            ? regular
            : applyMinimumWithholding(params, status, input, regular, trace),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'W-4N line 2 additional amount',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ne-income-tax', amount }];
  },
});
