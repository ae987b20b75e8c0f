import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { bracket, type MarginalBracket } from '../../parameters/schedules';

/** Form CT-W4 withholding codes that carry a calculation (E withholds nothing). */
export type CtTableCode = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * One row of a TPG-211 table read by annual gross wages: `value` applies when wages are more than
 * `over` (the first row applies from zero). Cents for amounts; parts per million for Table E decimals.
 */
export interface CtStepRow {
  readonly over: Cents;
  readonly value: number;
}

const RULES = 'TPG-211, Withholding Calculation Rules (2025, unchanged from 2024)';

/** `count` rows from `start`, every `step`, each `increment` above the one before (after `base`). */
function steps(
  start: number,
  step: number,
  increment: number,
  count: number,
  base = 0,
): CtStepRow[] {
  return Array.from({ length: count }, (_, index) => ({
    over: usd(start + step * index),
    value: usd(base + increment * (index + 1)),
  }));
}

/** Table A: the full exemption up to `fullTo`, then $1,000 less for each $1,000 of wages above. */
function exemptions(full: number, fullTo: number): CtStepRow[] {
  const rows: CtStepRow[] = [{ over: 0, value: usd(full) }];
  for (let index = 0; index < full / 1_000; index += 1) {
    rows.push({ over: usd(fullTo + 1_000 * index), value: usd(full - 1_000 * (index + 1)) });
  }
  return rows;
}

/** Table E rows as printed: [more than, decimal]. */
function credits(rows: readonly (readonly [number, string])[]): CtStepRow[] {
  return rows.map(([over, decimal]) => ({ over: usd(over), value: percent(decimal) }));
}

const NONE: CtStepRow[] = [{ over: 0, value: 0 }];

const SINGLE_BRACKETS: MarginalBracket[] = [
  bracket('2', 10_000),
  bracket('4.5', 50_000),
  bracket('5.5', 100_000),
  bracket('6', 200_000),
  bracket('6.5', 250_000),
  bracket('6.9', 500_000),
  bracket('6.99', null),
];

const SINGLE_RECAPTURE: CtStepRow[] = [
  { over: 0, value: 0 },
  ...steps(105_000, 5_000, 25, 10),
  ...steps(200_000, 5_000, 90, 30, 250),
  ...steps(500_000, 5_000, 50, 9, 2_950),
];

export const CT_PARAMETERS = {
  exemptions: defineParameter<Readonly<Record<CtTableCode, readonly CtStepRow[]>>>(
    'us.states.ct.table-a',
    'Table A: personal exemption by withholding code and annual gross wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${RULES}, Table A - Personal Exemptions`,
        value: {
          A: exemptions(12_000, 24_000),
          B: exemptions(19_000, 38_000),
          C: exemptions(24_000, 48_000),
          D: NONE,
          F: exemptions(15_000, 30_000),
        },
      },
    ],
  ),
  brackets: defineParameter<Readonly<Record<CtTableCode, readonly MarginalBracket[]>>>(
    'us.states.ct.table-b',
    'Table B: initial tax on taxable income by withholding code',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${RULES}, Table B - Initial Tax Calculation; Conn. Gen. Stat. § 12-700`,
        value: {
          A: SINGLE_BRACKETS,
          D: SINGLE_BRACKETS,
          F: SINGLE_BRACKETS,
          B: [
            bracket('2', 16_000),
            bracket('4.5', 80_000),
            bracket('5.5', 160_000),
            bracket('6', 320_000),
            bracket('6.5', 400_000),
            bracket('6.9', 800_000),
            bracket('6.99', null),
          ],
          C: [
            bracket('2', 20_000),
            bracket('4.5', 100_000),
            bracket('5.5', 200_000),
            bracket('6', 400_000),
            bracket('6.5', 500_000),
            bracket('6.9', 1_000_000),
            bracket('6.99', null),
          ],
        },
      },
    ],
  ),
  addBack: defineParameter<Readonly<Record<CtTableCode, readonly CtStepRow[]>>>(
    'us.states.ct.table-c',
    'Table C: phase-out add-back of the 2% rate by annual gross wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${RULES}, Table C - 2% Tax Rate Phase-Out Add-Back`,
        value: {
          A: [{ over: 0, value: 0 }, ...steps(50_250, 2_500, 25, 10)],
          D: [{ over: 0, value: 0 }, ...steps(50_250, 2_500, 25, 10)],
          B: [{ over: 0, value: 0 }, ...steps(78_500, 4_000, 40, 10)],
          C: [{ over: 0, value: 0 }, ...steps(100_500, 5_000, 50, 10)],
          F: [{ over: 0, value: 0 }, ...steps(56_500, 5_000, 25, 10)],
        },
      },
    ],
  ),
  recapture: defineParameter<Readonly<Record<CtTableCode, readonly CtStepRow[]>>>(
    'us.states.ct.table-d',
    'Table D: tax recapture by annual gross wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${RULES}, Table D - Tax Recapture`,
        value: {
          A: SINGLE_RECAPTURE,
          D: SINGLE_RECAPTURE,
          F: SINGLE_RECAPTURE,
          B: [
            { over: 0, value: 0 },
            ...steps(168_000, 8_000, 40, 10),
            ...steps(320_000, 8_000, 140, 30, 400),
            ...steps(800_000, 8_000, 80, 9, 4_600),
          ],
          C: [
            { over: 0, value: 0 },
            ...steps(210_000, 10_000, 50, 10),
            ...steps(400_000, 10_000, 180, 30, 500),
            ...steps(1_000_000, 10_000, 100, 9, 5_900),
          ],
        },
      },
    ],
  ),
  personalCredit: defineParameter<Readonly<Record<CtTableCode, readonly CtStepRow[]>>>(
    'us.states.ct.table-e',
    'Table E: personal tax credit decimal by annual gross wages (the tax is multiplied by 1 less it)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${RULES}, Table E - Personal Tax Credits`,
        value: {
          A: credits([
            [0, '75'],
            [15_000, '70'],
            [15_500, '65'],
            [16_000, '60'],
            [16_500, '55'],
            [17_000, '50'],
            [17_500, '45'],
            [18_000, '40'],
            [18_500, '35'],
            [20_000, '30'],
            [20_500, '25'],
            [21_000, '20'],
            [21_500, '15'],
            [25_000, '14'],
            [25_500, '13'],
            [26_000, '12'],
            [26_500, '11'],
            [27_000, '10'],
            [48_000, '9'],
            [48_500, '8'],
            [49_000, '7'],
            [49_500, '6'],
            [50_000, '5'],
            [50_500, '4'],
            [51_000, '3'],
            [51_500, '2'],
            [52_000, '1'],
            [52_500, '0'],
          ]),
          B: credits([
            [0, '75'],
            [24_000, '70'],
            [24_500, '65'],
            [25_000, '60'],
            [25_500, '55'],
            [26_000, '50'],
            [26_500, '45'],
            [27_000, '40'],
            [27_500, '35'],
            [34_000, '30'],
            [34_500, '25'],
            [35_000, '20'],
            [35_500, '15'],
            [44_000, '14'],
            [44_500, '13'],
            [45_000, '12'],
            [45_500, '11'],
            [46_000, '10'],
            [74_000, '9'],
            [74_500, '8'],
            [75_000, '7'],
            [75_500, '6'],
            [76_000, '5'],
            [76_500, '4'],
            [77_000, '3'],
            [77_500, '2'],
            [78_000, '1'],
            [78_500, '0'],
          ]),
          C: credits([
            [0, '75'],
            [30_000, '70'],
            [30_500, '65'],
            [31_000, '60'],
            [31_500, '55'],
            [32_000, '50'],
            [32_500, '45'],
            [33_000, '40'],
            [33_500, '35'],
            [40_000, '30'],
            [40_500, '25'],
            [41_000, '20'],
            [41_500, '15'],
            [50_000, '14'],
            [50_500, '13'],
            [51_000, '12'],
            [51_500, '11'],
            [52_000, '10'],
            [96_000, '9'],
            [96_500, '8'],
            [97_000, '7'],
            [97_500, '6'],
            [98_000, '5'],
            [98_500, '4'],
            [99_000, '3'],
            [99_500, '2'],
            [100_000, '1'],
            [100_500, '0'],
          ]),
          D: NONE,
          F: credits([
            [0, '75'],
            [18_800, '70'],
            [19_300, '65'],
            [19_800, '60'],
            [20_300, '55'],
            [20_800, '50'],
            [21_300, '45'],
            [21_800, '40'],
            [22_300, '35'],
            [25_000, '30'],
            [25_500, '25'],
            [26_000, '20'],
            [26_500, '15'],
            [31_300, '14'],
            [31_800, '13'],
            [32_300, '12'],
            [32_800, '11'],
            [33_300, '10'],
            [60_000, '9'],
            [60_500, '8'],
            [61_000, '7'],
            [61_500, '6'],
            [62_000, '5'],
            [62_500, '4'],
            [63_000, '3'],
            [63_500, '2'],
            [64_000, '1'],
            [64_500, '0'],
          ]),
        },
      },
    ],
  ),
  noCertificateRate: defineParameter(
    'us.states.ct.no-certificate-rate',
    'Flat rate, without exemption, when the employee has not given a completed CT-W4',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Circular CT, Connecticut Employer’s Tax Guide (2025): 6.99% without allowance for exemption',
        value: percent('6.99'),
      },
    ],
  ),
  paidLeaveRate: defineParameter(
    'us.states.ct.paid-leave.rate',
    'CT Paid Leave employee contribution rate',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'CT Paid Leave Authority, 2025 contribution rate: 0.5% (Board vote of 12 September 2024)',
        value: percent('0.5'),
      },
    ],
  ),
  paidLeaveWageBase: defineParameter(
    'us.states.ct.paid-leave.wage-base',
    'Yearly wages on which CT Paid Leave contributions are due (the Social Security contribution limit)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation:
          'CT Paid Leave Authority, contributions: up to the Social Security contribution limit, $176,100 for 2025',
        value: usd(176_100),
      },
    ],
  ),
} as const;
