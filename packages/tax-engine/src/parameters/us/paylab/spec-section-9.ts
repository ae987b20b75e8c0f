import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameter';
import { bracket, type MarginalBracket } from '../../schedules';

/**
 * The product spec's simplified tax model (rule set spec-simplified-2025), kept exactly as the
 * spec states it so its numbers can be reproduced beside the official ones. Where it departs
 * from the law (e.g. its married-joint 32% bracket ends at 487,450, Rev. Proc. 2024-40 says
 * 501,050; its CA thresholds are the 2022 FTB ones), that is the spec's model, not a typo here.
 */
const SPEC = 'PayLab product spec section 9, "Payroll tax"';

export type SpecFederalSchedule = 'single' | 'married-joint';

export const SPEC_FEDERAL_BRACKETS = defineParameter<
  Readonly<Record<SpecFederalSchedule, readonly MarginalBracket[]>>
>(
  'paylab.spec.federal.brackets',
  'Spec federal brackets (married-joint table for married-joint, single table for every other status)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'rate-schedule/year',
      citation: `${SPEC}: "Federal brackets, single" and "Federal brackets, married-joint"`,
      value: {
        single: [
          bracket('10', 11_925),
          bracket('12', 48_475),
          bracket('22', 103_350),
          bracket('24', 197_300),
          bracket('32', 365_600),
          bracket('35', 731_200),
          bracket('37', null),
        ],
        'married-joint': [
          bracket('10', 23_850),
          bracket('12', 96_950),
          bracket('22', 206_700),
          bracket('24', 394_600),
          bracket('32', 487_450),
          bracket('35', 731_200),
          bracket('37', null),
        ],
      },
    },
  ],
);

export const SPEC_FEDERAL_STANDARD_DEDUCTION = defineParameter<
  Readonly<Record<SpecFederalSchedule, Cents>>
>(
  'paylab.spec.federal.standard-deduction',
  'Spec standard deduction (married-joint 30,000; every other status 15,000)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${SPEC}: "standard deduction (15000 single, 30000 married-joint)"; the spec leaves married-separate and head-of-household open, PayLab gives them 15,000`,
      value: { single: usd(15_000), 'married-joint': usd(30_000) },
    },
  ],
);

export const SPEC_FEDERAL_ALLOWANCE = defineParameter(
  'paylab.spec.federal.allowance',
  'Spec deduction per federal allowance',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${SPEC}: "5000 per allowance"`,
      value: usd(5_000),
    },
  ],
);

export const SPEC_CA_BRACKETS = defineParameter<readonly MarginalBracket[]>(
  'paylab.spec.ca.brackets',
  'Spec California brackets, one schedule for every status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'rate-schedule/year',
      citation: `${SPEC}: "CA has 9 brackets from 1% to 12.3% (thresholds 10099, 23942, 37788, 52455, 66295, 338639, 406364, 677278)" (FTB 2022 single thresholds, except 677,278, the 2022 joint one)`,
      value: [
        bracket('1', 10_099),
        bracket('2', 23_942),
        bracket('4', 37_788),
        bracket('6', 52_455),
        bracket('8', 66_295),
        bracket('9.3', 338_639),
        bracket('10.3', 406_364),
        bracket('11.3', 677_278),
        bracket('12.3', null),
      ],
    },
  ],
);

export const SPEC_CA_ALLOWANCE = defineParameter(
  'paylab.spec.ca.allowance',
  'Spec deduction per California state allowance',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${SPEC}: "a 3000 deduction per state allowance"`,
      value: usd(3_000),
    },
  ],
);

export const SPEC_CA_DISABILITY_RATE = defineParameter(
  'paylab.spec.ca.disability-rate',
  'Spec California disability rate on gross pay',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${SPEC}: "a 0.9% disability tax on gross pay" (the 2023 SDI rate; 2025 is 1.2%)`,
      value: percent('0.9'),
    },
  ],
);

export const SPEC_NY_INCOME_TAX_RATE = defineParameter(
  'paylab.spec.ny.income-tax-rate',
  'Spec New York flat income tax rate on gross pay',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${SPEC}: "NY flat 8%"`,
      value: percent('8'),
    },
  ],
);

export const SPEC_NY_DISABILITY_RATE = defineParameter(
  'paylab.spec.ny.disability-rate',
  'Spec New York disability rate on gross pay, no cap',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${SPEC}: "NY flat 8% (disability rate 0.5%)"`,
      value: percent('0.5'),
    },
  ],
);

/** The states the spec names with a 0% rate, as opposed to its "other states 0" (which warns). */
export const SPEC_STATES_WITHOUT_INCOME_TAX = defineParameter<readonly string[]>(
  'paylab.spec.states-without-income-tax',
  'States the spec taxes at 0%',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'state-codes',
      citation: `${SPEC}: "TX and FL 0%"`,
      value: ['TX', 'FL'],
    },
  ],
);

export const SPEC_SUPPLEMENTAL_RATES = defineParameter<{
  readonly flatRate: number;
  readonly mandatoryRate: number;
  readonly mandatoryThreshold: Cents;
}>('paylab.spec.supplemental', 'Spec bonus withholding', [
  {
    effectiveFrom: '2025-01-01',
    unit: 'ppm',
    citation: `${SPEC}: "Bonuses: flat 22% up to $1M, 37% above"`,
    value: {
      flatRate: percent('22'),
      mandatoryRate: percent('37'),
      mandatoryThreshold: usd(1_000_000),
    },
  },
]);
