import { defineParameter, usd } from '../../parameter';

/**
 * One taxable wage base for every state: the spec fixes 7,000, which is right for CA (and FL) but
 * not everywhere (TX is believed to be 9,000, unverified). A per-state map replaces this value
 * when a state's own base is modelled.
 */
export const SUTA_WAGE_BASE = defineParameter(
  'us.states.unemployment-insurance.wage-base',
  'State unemployment insurance taxable wages per employee per calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(7_000),
      unit: 'cents/year',
      citation:
        'PayLab product spec section 9: "State unemployment wage base 7000"; EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2025): UI taxable wage limit $7,000 per employee per year',
    },
  ],
);
