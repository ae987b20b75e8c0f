import { money } from '../../trace';
import {
  calculateFormulaWithholding,
  calculateSupplementalAtFlatRate,
} from '../shared/calculate-formula-withholding';
import { additionalAmountField, filingStatusField } from '../shared/certificate-fields';
import { taxFromTable } from '../shared/state-math';
import { incomeTaxProgram } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MO_PARAMETERS, type MoFilingStatus } from './parameters';

const PUBLICATION = 'Missouri Department of Revenue, 2025 Missouri Withholding Tax Formula';
const MO_FILING_STATUSES: readonly MoFilingStatus[] = [
  'single',
  'married-spouse-not-working',
  'head-of-household',
];

function selectMoStatus(value: string): MoFilingStatus {
  return MO_FILING_STATUSES.find((status) => status === value) ?? 'single';
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
      filingStatusField('Line 1: filing status', [
        {
          value: 'single',
          label: 'Single, married with a working spouse, or married filing separately',
        },
        { value: 'married-spouse-not-working', label: 'Married (spouse does not work)' },
        { value: 'head-of-household', label: 'Head of household' },
      ]),
      additionalAmountField('Line 2: additional amount to withhold each pay period', {
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
    const prefix = 'state.mo';
    const { certificate } = input;
    const status = selectMoStatus(certificate.filingStatus);
    const table = params.rateSchedule.value;
    const computed = calculateFormulaWithholding(
      {
        prefix,
        citation: PUBLICATION,
        basis: 'annual',
        subtractions: [
          {
            step: 'standard-deduction',
            label: `Standard deduction (${status})`,
            amount: params.standardDeduction.value[status],
            citation: params.standardDeduction.citation,
          },
        ],
        computeTax: (taxable) => ({
          label: 'Annual tax from the rate table',
          amount: taxFromTable(table, taxable),
          citation: params.rateSchedule.citation,
        }),
        credits: [],
        rounding: 'whole-dollar-period',
      },
      { wages: input.wages, periodsPerYear: input.periodsPerYear },
      trace,
    );
    const reduction = Math.min(computed, certificate.reducedWithholding);
    if (trace && reduction > 0) {
      trace.push(
        money(`${prefix}.reduced`, 'MO W-4 line 3 reduced withholding', -reduction, PUBLICATION),
      );
    }
    const supplemental = calculateSupplementalAtFlatRate(
      prefix,
      input.supplementalWages,
      params.supplementalRate,
      trace,
    );
    const extra = certificate.extraWithholding;
    if (trace && extra > 0) {
      trace.push(
        money(`${prefix}.extra`, 'MO W-4 line 2 additional withholding', extra, PUBLICATION),
      );
    }
    return [{ programId: 'mo-income-tax', amount: computed - reduction + supplemental + extra }];
  },
});
