import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { money, note } from '../../trace';
import { withholdContribution } from '../shared/withhold-contribution';
import { defineStateRule } from '../state-rule';
import { calculateSharedPremium } from './calculate-shared-premium';
import { WA_PARAMETERS } from './parameters';

const PREFIX = 'state.wa';
const PUBLICATION =
  'Washington Employment Security Department: Paid Family and Medical Leave 2025 premiums; WA Cares Fund premiums';

export const WA_RULE = defineStateRule({
  code: 'WA',
  name: 'Washington',
  hasWageIncomeTax: false,
  parameters: WA_PARAMETERS,
  programs: [
    {
      id: 'wa-pfml',
      kind: 'family-leave',
      label: 'Washington Paid Family and Medical Leave',
      w2Box14Label: 'WA PFML',
    },
    {
      id: 'wa-cares',
      kind: 'long-term-care',
      label: 'WA Cares Fund',
      w2Box14Label: 'WA Cares',
    },
  ],
  certificate: {
    form: 'WA Cares exemption approval letter (Employment Security Department)',
    fields: [
      {
        key: 'isWaCaresExempt',
        kind: 'boolean',
        label: 'WA Cares exemption approval letter on file',
        help: 'An approved exemption is permanent; no WA Cares premium is withheld',
      },
    ],
    defaults: { isWaCaresExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'No wage income tax. Paid Leave: 71.52% of the 0.92% premium on wages up to $176,100; WA Cares: 0.58% of all wages',
    notModelled: [
      "Workers' compensation (L&I) hour-based employee share",
      'Approved voluntary Paid Leave plans, and an employer choosing to pay the employee share',
      'Tips, which Paid Leave premiums exclude: PayLab applies both premiums to all wages it is given',
    ],
    confidence: 'official',
    uncertainties: [],
  },
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
