import {
  buildCountStep,
  buildTableTax,
  buildValueStep,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.va';
const PUBLICATION =
  'Virginia Department of Taxation, Employer Withholding Instructions (2025; formula revised for wages paid on and after 1 July 2025)';

const VA_DATA = defineStateData(data, {
  standardDeduction: read.cents,
  personalExemption: read.cents,
  ageBlindExemption: read.cents,
  rateTable: read.table,
  supplementalRate: read.rate,
});

export const VA_RULE = defineStateRule({
  ...VA_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Form VA-4 claims exemption: no withholding',
          citation: PUBLICATION,
        },
        formula: () => ({
          citation: params.rateTable.citation,
          basis: 'annual',
          subtractions: [
            buildValueStep('standard-deduction', 'Standard deduction', params.standardDeduction),
            buildCountStep(
              'personal-exemptions',
              'Personal and dependent exemptions',
              certificate.personalExemptions,
              params.personalExemption,
            ),
            buildCountStep(
              'age-blind-exemptions',
              'Age 65 and blind exemptions',
              certificate.ageBlindExemptions,
              params.ageBlindExemption,
            ),
          ],
          computeTax: buildTableTax(
            'Annual tax from the formula brackets',
            params.rateTable.value,
            params.rateTable.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (Form VA-4)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'va-income-tax', amount }];
  },
});
