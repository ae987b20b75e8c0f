import { formatPercent, formatUsd } from '@paylab/shared/money';

import { percent } from '../../parameters/parameter';
import { money, note } from '../../trace';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import { withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const AZ_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  electionRates: read.list(read.rate),
  defaultRate: read.rate,
});

const PREFIX = 'state.az';
const PERCENTAGES = ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'] as const;

export const AZ_RULE = defineStateRule({
  ...AZ_DATA,
  calculate(params, input, trace, warnings) {
    const { certificate } = input;
    const method = params.withholdingMethod.citation;
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
        citation: method,
      },
      trace,
    );
    if (rate === 0)
      trace?.push(note(`${PREFIX}.zero`, 'Zero percentage elected on Form A-4', method));
    return [{ programId: 'az-income-tax', amount: tax + additional }];
  },
});
