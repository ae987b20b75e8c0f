import { buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MT_PARAMETERS, type MtScheduleStatus } from './parameters';

const PREFIX = 'state.mt';
const PUBLICATION =
  'Montana Department of Revenue, Montana Employer and Information Agent Guide with Montana Withholding Tax Tables (2025)';

/** Form MW-4's inputs; without one on file the employer withholds as single. */
type MtCertificate = {
  filingStatus: string;
  hasMultipleJobs: boolean;
  extraWithholding: number;
};

const MW4_DEFAULTS: MtCertificate = {
  filingStatus: 'single',
  hasMultipleJobs: false,
  extraWithholding: 0,
};

/** Married employees whose spouse also works, or who hold several jobs, use the single schedule. */
function selectMtSchedule(certificate: MtCertificate): MtScheduleStatus {
  if (certificate.filingStatus === 'head-of-household') return 'head-of-household';
  if (certificate.filingStatus === 'married' && !certificate.hasMultipleJobs) return 'married';
  return 'single';
}

export const MT_RULE = defineStateRule({
  code: 'MT',
  name: 'Montana',
  hasWageIncomeTax: true,
  parameters: MT_PARAMETERS,
  programs: [incomeTaxProgram('mt', 'MT income tax')],
  certificate: {
    form: 'MW-4',
    fields: [
      field.filingStatus('Section 1: filing status', [
        { value: 'single', label: 'Single or married filing separately' },
        { value: 'married', label: 'Married filing jointly or qualifying surviving spouse' },
        { value: 'head-of-household', label: 'Head of household' },
      ]),
      {
        key: 'hasMultipleJobs',
        kind: 'boolean',
        label: 'Section 2: multiple jobs, or married filing jointly with a working spouse',
      },
      field.additionalAmount('Section 3: additional amount to withhold each pay period', {
        key: 'extraWithholding',
      }),
    ],
    defaults: MW4_DEFAULTS,
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: single, married or head of household brackets whose 0% band holds the standard deduction; no allowances; supplemental wages at 5%',
    notModelled: ['Reciprocity with North Dakota residents'],
    confidence: 'uncertain',
    uncertainties: [
      'Rounding: the guide is read as keeping cents; its text and worked examples disagree on rounding to whole dollars',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectMtSchedule(certificate);
    const table = params.rateSchedules.value[status];
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          computeTax: buildTableTax(
            `Annual tax from the ${status} schedule`,
            table,
            params.rateSchedules.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.extraWithholding,
          label: 'MW-4 additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'mt-income-tax', amount }];
  },
});
