import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.wv';
const PUBLICATION =
  "Form WV/IT-100.1A, West Virginia Employer's Withholding Tax Tables (2025 rates, released January 2025)";

const WV_DATA = defineStateData(data, {
  exemptionValue: read.cents,
  twoEarnerTable: read.table,
  oneEarnerTable: read.table,
});

export const WV_RULE = defineStateRule({
  ...WV_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const table = certificate.isOneEarner ? params.oneEarnerTable : params.twoEarnerTable;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          citation: table.citation,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'exemptions',
              'Exemptions',
              certificate.exemptions,
              params.exemptionValue,
            ),
          ],
          computeTax: buildTableTax(
            certificate.isOneEarner
              ? 'Annual tax, one-earner / one-job chart'
              : 'Annual tax, two-earner / two-job chart',
            table.value,
            table.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (WV/IT-104)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'wv-income-tax', amount }];
  },
});
