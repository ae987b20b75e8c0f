import { formatPercentExact, formatUsd, multiplyRate } from '@paylab/shared/money';

import { SUPPLEMENTAL_FLAT_RATE } from '../../parameters/us/irs/payroll/supplemental-wages';
import { count, money, note } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  calculateFormulaWithholding,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.vt';
const PUBLICATION = '2025 Income Tax Withholding Instructions, Tables, and Charts (GB-1210)';

const VT_DATA = defineStateData(data, {
  allowanceValue: read.cents,
  singleTable: read.table,
  marriedTable: read.table,
  supplementalShareOfFederal: read.rate,
  extraShareOfFederal: read.rate,
});

const VT_PARAMETERS = { ...VT_DATA.parameters, federalSupplementalRate: SUPPLEMENTAL_FLAT_RATE };

export const VT_RULE = defineStateRule({
  ...VT_DATA,
  parameters: VT_PARAMETERS,
  calculate(params, input, trace) {
    const { certificate } = input;
    const { status } = certificate;
    const isFederal = status === 'federal';
    const isMarried = isFederal
      ? input.federalFilingStatus === 'married-joint'
      : status === 'married';
    const allowances = isFederal ? input.federalAllowances : certificate.allowances;
    const table = isMarried ? params.marriedTable : params.singleTable;
    if (isFederal)
      trace?.push(
        note(
          `${PREFIX}.federal-w4`,
          `No W-4VT on file: federal W-4 status ${input.federalFilingStatus} (${isMarried ? 'married' : 'single'} table) and its allowances`,
          PUBLICATION,
        ),
        count(`${PREFIX}.allowances-claimed`, 'Allowances', allowances, PUBLICATION),
      );
    const regular = calculateFormulaWithholding(
      {
        prefix: PREFIX,
        citation: table.citation,
        basis: 'annual',
        subtractions: [
          buildCountStep('allowances', 'Allowances', allowances, params.allowanceValue),
        ],
        computeTax: buildTableTax(
          () => `Annual tax, ${isMarried ? 'married' : 'single'} table`,
          table,
        ),
        rounding: 'cent',
      },
      { wages: input.wages, periodsPerYear: input.periodsPerYear },
      trace,
    );

    let supplemental = 0;
    if (input.supplementalWages > 0) {
      const federalOnSupplemental = multiplyRate(
        input.supplementalWages,
        params.federalSupplementalRate.value,
      );
      supplemental = multiplyRate(federalOnSupplemental, params.supplementalShareOfFederal.value);
      trace?.push(
        money(
          `${PREFIX}.supplemental`,
          `Supplemental wages: ${formatPercentExact(params.supplementalShareOfFederal.value)} of the federal ${formatPercentExact(params.federalSupplementalRate.value)} withholding on ${formatUsd(input.supplementalWages)} (${formatUsd(federalOnSupplemental)})`,
          supplemental,
          `${params.supplementalShareOfFederal.citation}; ${params.federalSupplementalRate.citation}`,
        ),
      );
    }

    const federalExtra = input.federalW4?.extraWithholding ?? 0;
    const additional = withholdAdditionalAmount(
      PREFIX,
      isFederal
        ? {
            amount: multiplyRate(federalExtra, params.extraShareOfFederal.value),
            label: () =>
              `Additional withholding: ${formatPercentExact(params.extraShareOfFederal.value)} of the federal W-4 extra ${formatUsd(federalExtra)}`,
            citation: params.extraShareOfFederal.citation,
          }
        : {
            amount: certificate.additionalWithholding,
            label: 'Additional withholding (W-4VT)',
            citation: PUBLICATION,
          },
      trace,
    );
    return [{ programId: 'vt-income-tax', amount: regular + supplemental + additional }];
  },
});
