import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { money, note } from '../../trace';
import {
  calculateFormulaWithholding,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import { additionalAmountField, exemptField } from '../shared/certificate-fields';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { KY_PARAMETERS } from './parameters';

const PREFIX = 'state.ky';
const METHOD = 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)';
const SUPPLEMENTAL_RULE = '103 KAR 18:070, Section 3 (supplemental wages added to regular wages)';

export interface KyCertificate {
  readonly isExempt: boolean;
  readonly additionalWithholding: Cents;
}

// Form K-4 carries no allowances; without one the formula applies as printed.
const KY_DEFAULTS: KyCertificate = { isExempt: false, additionalWithholding: 0 };

function buildFormula(params: ResolvedGroup<typeof KY_PARAMETERS>): WithholdingFormula {
  const { standardDeduction, rate } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: 'Standard deduction',
        amount: standardDeduction.value,
        citation: standardDeduction.citation,
      },
    ],
    computeTax: (taxable) => ({
      label: `${formatPercent(rate.value)} of taxable income`,
      amount: applyFlatRate(taxable, rate.value),
      citation: rate.citation,
    }),
    credits: [],
    rounding: 'cent',
  };
}

export const KY_RULE = defineStateRule({
  code: 'KY',
  name: 'Kentucky',
  hasWageIncomeTax: true,
  parameters: KY_PARAMETERS,
  programs: [incomeTaxProgram('ky', 'KY income tax')],
  certificate: {
    form: 'K-4',
    fields: [
      exemptField('Exempt (no tax liability, Fort Campbell, military spouse or reciprocal state)'),
      additionalAmountField('Additional amount each pay'),
    ],
    defaults: KY_DEFAULTS,
  },
  compliance: {
    publication: 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)',
    method:
      'Annualised: wages x pay periods, less the $3,270 standard deduction, at 4%, divided back per period; filing status is not used.',
    notModelled: [
      'City and county occupational license taxes are not modelled.',
      'Reciprocity (Illinois, Indiana, Michigan, Ohio, Virginia, West Virginia, Wisconsin residents) is not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  calculate(params, input, trace) {
    const { certificate, periodsPerYear } = input;
    if (certificate.isExempt) {
      trace?.push(
        note(`${PREFIX}.exempt`, 'K-4 claims exemption: no Kentucky withholding', METHOD),
      );
      return [{ programId: 'ky-income-tax', amount: 0 }];
    }
    const formula = buildFormula(params);
    const regular = calculateFormulaWithholding(
      formula,
      { wages: input.wages, periodsPerYear },
      trace,
    );
    let amount = regular;
    if (input.supplementalWages > 0) {
      const combined = calculateFormulaWithholding(
        formula,
        { wages: input.wages + input.supplementalWages, periodsPerYear },
        undefined,
      );
      trace?.push(
        money(
          `${PREFIX}.supplemental`,
          `Withholding on supplemental wages (${formatUsd(input.supplementalWages)}): the formula on regular plus supplemental wages, less the withholding on regular wages`,
          combined - regular,
          SUPPLEMENTAL_RULE,
        ),
      );
      amount = combined;
    }
    if (certificate.additionalWithholding > 0) {
      trace?.push(
        money(
          `${PREFIX}.additional`,
          'K-4: additional amount each pay',
          certificate.additionalWithholding,
          'Form K-4 (2025)',
        ),
      );
      amount += certificate.additionalWithholding;
    }
    return [{ programId: 'ky-income-tax', amount }];
  },
});
