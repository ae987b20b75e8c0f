import { formatPercentExact, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { CO_PARAMETERS } from './parameters';

export type CoCertificate = {
  /** DR 0004 is optional; without it DR 1098 line 2a reads the federal W-4 filing status. */
  readonly isDr0004OnFile: boolean;
  /** DR 0004 line 2, used as entered, including zero. */
  readonly annualAllowance: Cents;
  /** DR 0004 line 3. */
  readonly additionalWithholding: Cents;
};

const PREFIX = 'state.co';
const PUBLICATION = 'DR 1098, Colorado Withholding Worksheet for Employers (rev. 11/14/23)';

export const CO_RULE = defineStateRule<typeof CO_PARAMETERS, CoCertificate>({
  code: 'CO',
  name: 'Colorado',
  hasWageIncomeTax: true,
  parameters: CO_PARAMETERS,
  programs: [
    incomeTaxProgram('co', 'Colorado income tax'),
    {
      id: 'co-famli',
      kind: 'family-leave',
      label: 'Colorado FAMLI premium',
      w2Box14Label: 'CO FAMLI',
    },
  ],
  certificate: {
    form: 'DR 0004 (optional; else federal Form W-4)',
    fields: [
      {
        key: 'isDr0004OnFile',
        kind: 'boolean',
        label: 'Colorado DR 0004 on file',
        help: 'Without it, the allowance follows the federal W-4 filing status',
      },
      { key: 'annualAllowance', kind: 'money', label: 'Annual withholding allowance (line 2)' },
      field.additionalAmount('Additional withholding each pay period (line 3)'),
    ],
    defaults: { isDr0004OnFile: false, annualAllowance: 0, additionalWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: the DR 0004 allowance (or $5,000 / $10,000 by W-4 status) subtracts; 4.40%; divided back per period and rounded to whole dollars. FAMLI: 0.45% of wages up to the Social Security wage base.',
    notModelled: [
      'Local occupational privilege taxes (Denver, Aurora, Glendale, Greenwood Village, Sheridan)',
      'Reciprocity and credits for tax paid to another state',
      'FAMLI: an employer that pays more than its half, or an approved private plan',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Rounding of each period’s withholding to whole dollars: read in one transcription of the worksheet only',
      'Supplemental wages at the flat 4.40% without a further allowance: not read in DR 1098',
    ],
  },
  describePrograms(params) {
    return {
      'co-income-tax': { rate: params.rate },
      'co-famli': { rate: params.famliEmployeeRate, wageBase: params.famliWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const isMarriedJoint = input.federalFilingStatus === 'married-joint';
    const allowance = certificate.isDr0004OnFile
      ? certificate.annualAllowance
      : isMarriedJoint
        ? params.w4Allowance.value.marriedJoint
        : params.w4Allowance.value.other;
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            {
              step: 'allowance',
              label: certificate.isDr0004OnFile
                ? 'Annual withholding allowance (DR 0004 line 2)'
                : `Annual withholding allowance (W-4 ${isMarriedJoint ? 'married filing jointly' : 'other status'})`,
              amount: allowance,
              citation: certificate.isDr0004OnFile
                ? `${PUBLICATION}, line 2a; DR 0004 line 2`
                : params.w4Allowance.citation,
            },
          ],
          computeTax: buildFlatRateTax(
            `${formatPercentExact(params.rate.value)} of taxable wages`,
            params.rate.value,
            params.rate.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.isDr0004OnFile ? certificate.additionalWithholding : 0,
          label: 'Additional withholding (DR 0004 line 3)',
          citation: `${PUBLICATION}, line 2e`,
        },
      },
      input,
      trace,
    );
    const famli = withholdContribution(
      {
        step: `${PREFIX}.famli`,
        label: 'FAMLI employee premium',
        rate: params.famliEmployeeRate,
        wageBase: params.famliWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'co-income-tax', amount: incomeTax },
      { programId: 'co-famli', amount: famli },
    ];
  },
});
