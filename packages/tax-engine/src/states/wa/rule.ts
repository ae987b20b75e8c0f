import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { money, note } from '../../trace';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdContribution } from '../shared/withhold-contribution';
import { defineStateRule } from '../state-rule';
import { calculateSharedPremium } from './calculate-shared-premium';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.wa';
const PUBLICATION =
  'Washington Employment Security Department: Paid Family and Medical Leave 2025 premiums; WA Cares Fund premiums';

const WA_DATA = defineStateData(data, {
  pfmlTotalRate: read.rate,
  pfmlEmployeeShare: read.rate,
  pfmlWageBase: read.cents,
  waCaresRate: read.rate,
});

export const WA_RULE = defineStateRule({
  ...WA_DATA,
  describePrograms(params) {
    return {
      'wa-pfml': { wageBase: params.pfmlWageBase },
      'wa-cares': { rate: params.waCaresRate, wageBase: null },
    };
  },
  calculate(params, input, trace) {
    const wages = input.wages + input.supplementalWages;
    const pfml = calculateSharedPremium({
      rate: params.pfmlTotalRate.value,
      share: params.pfmlEmployeeShare.value,
      wagesBefore: input.wagesBefore,
      wagesThisPeriod: wages,
      wageBase: params.pfmlWageBase.value,
    });
    trace?.push(
      money(
        `${PREFIX}.pfml`,
        `Paid Leave: ${formatPercentExact(params.pfmlEmployeeShare.value)} of the ${formatPercentExact(params.pfmlTotalRate.value)} premium on ${formatUsd(pfml.taxableWages)} (wages up to ${formatUsd(params.pfmlWageBase.value)} a year)`,
        pfml.tax,
        `${params.pfmlTotalRate.citation}; ${params.pfmlEmployeeShare.citation}; ${params.pfmlWageBase.citation}`,
      ),
    );

    let waCares = 0;
    if (input.certificate.isWaCaresExempt) {
      trace?.push(
        note(
          `${PREFIX}.wa-cares`,
          'WA Cares: exemption approval letter on file, no premium',
          PUBLICATION,
        ),
      );
    } else {
      waCares = withholdContribution(
        {
          step: `${PREFIX}.wa-cares`,
          label: 'WA Cares',
          rate: params.waCaresRate,
          wageBase: null,
        },
        input,
        trace,
      );
    }
    return [
      { programId: 'wa-pfml', amount: pfml.tax },
      { programId: 'wa-cares', amount: waCares },
    ];
  },
});
