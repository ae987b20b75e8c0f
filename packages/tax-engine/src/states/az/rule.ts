import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { percent } from '../../parameters/parameter';
import { money, note } from '../../trace';
import * as field from '../shared/certificate-fields';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram, withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { AZ_PARAMETERS } from './parameters';

export type AzCertificate = {
  /** The elected percentage as printed on the form ("2.0"), or "default" when no A-4 is on file. */
  readonly percentage: string;
  readonly additionalWithholding: Cents;
};

const PREFIX = 'state.az';
const PUBLICATION = "Arizona Form A-4, Employee's Arizona Withholding Election (2025)";
const PERCENTAGES = ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'] as const;

export const AZ_RULE = defineStateRule<typeof AZ_PARAMETERS, AzCertificate>({
  code: 'AZ',
  name: 'Arizona',
  hasWageIncomeTax: true,
  parameters: AZ_PARAMETERS,
  programs: [incomeTaxProgram('az', 'Arizona income tax')],
  certificate: {
    form: 'Form A-4',
    fields: [
      {
        key: 'percentage',
        kind: 'select',
        label: 'Withholding percentage of gross taxable wages',
        options: [
          { value: 'default', label: 'No A-4 on file (2.0%)' },
          ...PERCENTAGES.map((value) => ({ value, label: `${value}%` })),
          { value: '0', label: '0% (box 2: no Arizona tax liability expected)' },
        ],
      },
      field.additionalAmount('Extra amount withheld each paycheck (box 1)'),
    ],
    defaults: { percentage: 'default', additionalWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      "Per period: the employee's elected percentage (0.5% to 3.5%, or 0) of gross taxable wages, 2.0% without an A-4, plus any extra amount.",
    notModelled: [
      'Reciprocity and credits for tax paid to another state (Forms WEC, A-4V)',
      'Arizona has no employee-paid state disability or family-leave contribution',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  calculate(params, input, trace, warnings) {
    const { certificate } = input;
    const isDefault = certificate.percentage === 'default';
    const isOffered = ['0', ...PERCENTAGES].includes(certificate.percentage);
    let rate = isOffered ? percent(certificate.percentage) : params.defaultRate.value;
    if (!isDefault && (!isOffered || !params.electionRates.value.includes(rate))) {
      warnings.push(
        `Arizona A-4 percentage ${certificate.percentage} is not one the form offers: withheld at the default ${formatPercent(params.defaultRate.value)}`,
      );
      rate = params.defaultRate.value;
    }
    // Supplemental wages are wages: the A-4 percentage applies to all gross taxable wages.
    const wages = input.wages + input.supplementalWages;
    const tax = applyFlatRate(wages, rate);
    trace?.push(
      money(
        `${PREFIX}.withheld`,
        `${formatPercent(rate)} of gross taxable wages ${formatUsd(wages)}${isDefault ? ' (no A-4 on file)' : ''}`,
        tax,
        isDefault ? params.defaultRate.citation : params.electionRates.citation,
      ),
    );
    const additional = withholdAdditionalAmount(
      PREFIX,
      {
        amount: certificate.additionalWithholding,
        label: 'Extra amount elected on Form A-4',
        citation: PUBLICATION,
      },
      trace,
    );
    if (rate === 0)
      trace?.push(note(`${PREFIX}.zero`, 'Zero percentage elected on Form A-4', PUBLICATION));
    return [{ programId: 'az-income-tax', amount: tax + additional }];
  },
});
