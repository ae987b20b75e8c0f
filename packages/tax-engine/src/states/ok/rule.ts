import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ok';
const METHOD = 'Packet OW-2 (2025), Percentage Method of Withholding (annualized)';

const OK_DATA = defineStateData(data, {
  allowance: read.cents,
  rateTables: read.byKey(['single', 'married'], read.table),
  supplementalRate: read.rate,
});

export const OK_RULE = defineStateRule({
  ...OK_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.status);
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'OK-W-4 claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => ({
          citation: METHOD,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'allowances',
              'OK-W-4 allowances',
              certificate.allowances,
              params.allowance,
            ),
          ],
          computeTax: buildStatusTableTax(status, params.rateTables),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'OK-W-4 additional amount',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ok-income-tax', amount }];
  },
});
