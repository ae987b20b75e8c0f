import { formatPercentExact } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const CO_DATA = defineStateData(data, {
  w4Allowance: read.byKey(['marriedJoint', 'other'], read.cents),
  rate: read.rate,
  supplementalRate: read.rate,
  famliEmployeeRate: read.rate,
  famliWageBase: read.cents,
});

const PREFIX = 'state.co';
const PUBLICATION = 'DR 1098, Colorado Withholding Worksheet for Employers (rev. 11/14/23)';
const ADDITIONAL_CITATION = `${PUBLICATION}, line 2e`;

export const CO_RULE = defineStateRule({
  ...CO_DATA,
  describePrograms(params) {
    return {
      'co-income-tax': { rate: params.rate },
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
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            {
              step: 'allowance',
              label: () =>
                certificate.isDr0004OnFile
                  ? 'Annual withholding allowance (DR 0004 line 2)'
                  : `Annual withholding allowance (W-4 ${isMarriedJoint ? 'married filing jointly' : 'other status'})`,
              amount: allowance,
              citation: () =>
                certificate.isDr0004OnFile
                  ? `${PUBLICATION}, line 2a; DR 0004 line 2`
                  : params.w4Allowance.citation,
            },
          ],
          computeTax: buildFlatRateTax(
            () => `${formatPercentExact(params.rate.value)} of taxable wages`,
            params.rate,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.isDr0004OnFile ? certificate.additionalWithholding : 0,
          label: 'Additional withholding (DR 0004 line 3)',
          citation: ADDITIONAL_CITATION,
        },
      },
      input,
      trace,
    );
    return [
      { programId: 'co-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(CO_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
