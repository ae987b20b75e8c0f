import { formatPercentExact, formatUsd, multiplyRate } from '@paylab/shared/money';

import { count, money, note } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  calculateFormulaWithholding,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { VT_PARAMETERS } from './parameters';

const PREFIX = 'state.vt';
const PUBLICATION = '2025 Income Tax Withholding Instructions, Tables, and Charts (GB-1210)';

export const VT_RULE = defineStateRule({
  code: 'VT',
  name: 'Vermont',
  hasWageIncomeTax: true,
  parameters: VT_PARAMETERS,
  programs: [incomeTaxProgram('vt', 'Vermont income tax')],
  certificate: {
    form: 'Form W-4VT',
    fields: [
      field.filingStatus(
        'Filing status',
        [
          { value: 'single', label: 'Single or head of household' },
          { value: 'married', label: 'Married or civil union' },
          {
            value: 'married-withhold-single',
            label: 'Married, but withhold at the higher single rate',
          },
          { value: 'federal', label: 'No W-4VT on file: use the federal W-4' },
        ],
        { key: 'status' },
      ),
      field.allowances('Withholding allowances'),
      field.additionalAmount('Additional withholding per pay period'),
    ],
    defaults: { status: 'federal', allowances: 0, additionalWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: $5,300 per allowance subtracts; single or married schedule, 0% then 3.35% to 8.75%; divided back per period to the cent; bonuses at 30% of the federal withholding on them',
    notModelled: [
      'Child Care Contribution: the optional employee share (up to 0.11% of wages from 1 July 2025) is not withheld',
      'Credits for tax paid to another state (Vermont has no reciprocity agreements)',
      'The 37% federal rate on supplemental wages above $1 million (the Vermont share uses the 22% flat rate)',
    ],
    confidence: 'secondary',
    uncertainties: [
      'Allowance $5,300 and both 2025 schedules: read in two agreeing payroll product transcriptions, not in GB-1210 itself',
      'Supplemental 30% of federal and the no-W-4VT rules: read in a summary of the instructions and a vendor transcription (secondary)',
    ],
  },
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
          `Annual tax, ${isMarried ? 'married' : 'single'} table`,
          table.value,
          table.citation,
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
            label: `Additional withholding: ${formatPercentExact(params.extraShareOfFederal.value)} of the federal W-4 extra ${formatUsd(federalExtra)}`,
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
