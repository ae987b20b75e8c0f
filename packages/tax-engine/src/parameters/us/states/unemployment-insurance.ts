/*
 * 2026 value: the spec's 7,000 is still California's UI taxable wage limit for 2026, as two public
 * 2026 payroll engines read EDD's 2026 rates page; the page itself was not opened.
 */
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
    {
      effectiveFrom: '2026-01-01',
      value: usd(7_000),
      unit: 'cents/year',
      citation:
        'PayLab product spec section 9: "State unemployment wage base 7000"; EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2026): UI taxable wage limit $7,000 per employee per year',
    },
  ],
);
