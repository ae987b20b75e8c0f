import type { Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import { buildStatusStep, buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectOffered } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MO_PARAMETERS, type MoFilingStatus } from './parameters';

const PREFIX = 'state.mo';
const PUBLICATION = 'Missouri Department of Revenue, 2025 Missouri Withholding Tax Formula';
const MO_FILING_STATUSES: readonly MoFilingStatus[] = [
  'single',
  'married-spouse-not-working',
  'head-of-household',
];

/** MO W-4 line 3: the reduction asked for, at most the withholding on regular wages. */
function reduceWithholding(computed: Cents, reduced: Cents, trace: TraceSink): Cents {
  const reduction = Math.min(computed, reduced);
  if (reduction > 0) {
    trace?.push(
      money(`${PREFIX}.reduced`, 'MO W-4 line 3 reduced withholding', -reduction, PUBLICATION),
    );
  }
  return computed - reduction;
}

export const MO_RULE = defineStateRule({
  code: 'MO',
  name: 'Missouri',
  hasWageIncomeTax: true,
  parameters: MO_PARAMETERS,
  programs: [incomeTaxProgram('mo', 'MO income tax')],
  certificate: {
    form: 'MO W-4',
    fields: [
      field.filingStatus('Line 1: filing status', [
        {
          value: 'single',
          label: 'Single, married with a working spouse, or married filing separately',
        },
        { value: 'married-spouse-not-working', label: 'Married (spouse does not work)' },
        { value: 'head-of-household', label: 'Head of household' },
      ]),
      field.additionalAmount('Line 2: additional amount to withhold each pay period', {
        key: 'extraWithholding',
      }),
      {
        key: 'reducedWithholding',
        kind: 'money',
        label: 'Line 3: reduced withholding each pay period',
      },
    ],
    // Without an MO W-4 the employer withholds as single.
    defaults: { filingStatus: 'single', extraWithholding: 0, reducedWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: a standard deduction by filing status subtracts; one bracket table to 4.7%; whole dollars per period; supplemental wages at 4.7%',
    notModelled: [
      'The Kansas City and St. Louis earnings taxes',
      'Credits for tax paid to another state: PayLab withholds for the work state only',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectOffered(MO_FILING_STATUSES, certificate.filingStatus, 'single');
    const table = params.rateSchedule.value;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildStatusStep(
              'standard-deduction',
              'Standard deduction',
              status,
              params.standardDeduction,
            ),
          ],
          computeTax: buildTableTax(
            'Annual tax from the rate table',
            table,
            params.rateSchedule.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        adjustRegular: (computed) =>
          reduceWithholding(computed, certificate.reducedWithholding, trace),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.extraWithholding,
          label: 'MO W-4 line 2 additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'mo-income-tax', amount }];
  },
});
