/**
 * Throughput of the tax engine on a realistic pay-run mix, one core, no trace, parameters resolved
 * once per pay date (as a pay run does). Compared with a bare loop doing only the federal bracket
 * arithmetic on the same wages, so the ratio shows what validation, FICA, state rules and result
 * building cost on top; then the same mix with three elections each (issue 29: a 401(k), a medical
 * premium and an HSA). Timed as a bundle by scripts/bench-tax-engine.ts (ADR 0053).
 */
import { US_STATES } from '@paylab/shared/constants';
import { divideRounded, type Cents } from '@paylab/shared/money';
import {
  calculatePaycheck,
  calculatePaycheckWith,
  FILING_STATUSES,
  PAY_PERIODS_PER_YEAR,
  resolveTaxYearParameters,
  type PayFrequency,
  type PaycheckInput,
  type TaxYearParameters,
} from '@paylab/tax-engine';

const EMPLOYEES = 10_000;
// Both modelled years: a pay run resolves its year's parameters once, whatever the year.
const PAY_DATES = ['2025-03-14', '2025-11-21', '2026-06-12'];
const MEASURE_MS = 2_000;

/** mulberry32: a fixed seed keeps every run on the same mix. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[0]![0];
}

function wholeCents(random: () => number, min: Cents, max: Cents): Cents {
  return min + Math.floor(random() * (max - min + 1));
}

function buildPayRun(payDate: string, random: () => number): PaycheckInput[] {
  const periodIndex = Number(payDate.slice(5, 7)) - 1;
  return Array.from({ length: EMPLOYEES }, (): PaycheckInput => {
    const payFrequency = pick<PayFrequency>(random, [
      ['bi-weekly', 50],
      ['weekly', 20],
      ['semi-monthly', 20],
      ['monthly', 10],
    ]);
    const periods = PAY_PERIODS_PER_YEAR[payFrequency];
    const annualSalary = pick(random, [
      [wholeCents(random, 2_500_000, 8_000_000), 60],
      [wholeCents(random, 8_000_000, 20_000_000), 30],
      [wholeCents(random, 20_000_000, 60_000_000), 10],
    ]);
    const grossPay = divideRounded(annualSalary, periods);
    const periodsSoFar = Math.floor((periods * periodIndex) / 12);
    const hasModernW4 = random() < 0.7;
    return {
      ruleSet: random() < 0.9 ? 'official-2025' : 'spec-simplified-2025',
      payDate,
      payFrequency,
      grossPay,
      supplementalPay: random() < 0.1 ? wholeCents(random, 50_000, 2_000_000) : 0,
      annualSalary,
      filingStatus: FILING_STATUSES[Math.floor(random() * FILING_STATUSES.length)]!,
      allowances: hasModernW4 ? 0 : Math.floor(random() * 4),
      stateAllowances: Math.floor(random() * 4),
      additionalWithholding: random() < 0.1 ? 2_500 : 0,
      state: US_STATES[Math.floor(random() * US_STATES.length)]![0],
      w4: hasModernW4
        ? {
            step2Checkbox: random() < 0.15,
            dependentsAmount: random() < 0.3 ? 200_000 * (1 + Math.floor(random() * 3)) : 0,
            otherIncome: random() < 0.1 ? 500_000 : 0,
            deductions: random() < 0.1 ? 300_000 : 0,
            extraWithholding: random() < 0.1 ? 5_000 : 0,
          }
        : undefined,
      ytd: { grossPay: grossPay * periodsSoFar, supplementalPay: 0 },
      sutaRate: 34_000,
    };
  });
}

/** Runs `pass` repeatedly for about MEASURE_MS and returns items per second. */
function measure(
  itemsPerPass: number,
  pass: () => number,
): { perSecond: number; checksum: number } {
  for (let warmup = 0; warmup < 3; warmup += 1) pass();
  let checksum = 0;
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    checksum += pass();
    passes += 1;
    elapsed = performance.now() - start;
  }
  return { perSecond: (passes * itemsPerPass * 1_000) / elapsed, checksum };
}

const random = createRandom(2025);
const runs = PAY_DATES.map((payDate) => ({ payDate, inputs: buildPayRun(payDate, random) }));
const totalPaychecks = runs.length * EMPLOYEES;

/** Every paycheck of `payRuns` priced as a pay run prices it: the parameters resolved once per pay date. */
function priceRuns(
  payRuns: readonly { payDate: string; inputs: readonly PaycheckInput[] }[],
): Cents {
  let sum = 0;
  for (const { payDate, inputs } of payRuns) {
    const params: TaxYearParameters = resolveTaxYearParameters(payDate);
    for (const input of inputs) sum += calculatePaycheckWith(params, input).netPay;
  }
  return sum;
}

const engine = measure(totalPaychecks, () => priceRuns(runs));

/** Only Worksheet 1A's bracket arithmetic: annualize, find the row, tax the excess, divide back. */
const params = resolveTaxYearParameters(PAY_DATES[0]!);
const singleRows = params.federal.standardTables.value['single-or-married-separate'].rows;
const thresholds = singleRows.map((row) => row.atLeast);
const baseTaxes = singleRows.map((row) => row.baseTax);
const rates = singleRows.map((row) => row.rate);
const bare = measure(totalPaychecks, () => {
  let sum = 0;
  for (const { inputs } of runs) {
    for (const input of inputs) {
      const periods = PAY_PERIODS_PER_YEAR[input.payFrequency];
      const annual = Math.max(0, input.grossPay * periods - 860_000);
      let index = thresholds.length - 1;
      while (index > 0 && annual < thresholds[index]!) index -= 1;
      sum += divideRounded(
        baseTaxes[index]! * 1_000_000 + rates[index]! * (annual - thresholds[index]!),
        1_000_000 * periods,
      );
    }
  }
  return sum;
});

/** Every paycheck with three elections and their year-to-date amounts, none cut by a limit. */
const runsWithElections = runs.map(({ payDate, inputs }) => ({
  payDate,
  inputs: inputs.map((input): PaycheckInput => ({
    ...input,
    deductions: [
      { type: 'traditional-401k', amount: Math.round(input.grossPay / 20) },
      { type: 'section-125-medical', amount: 8_000 },
      { type: 'hsa', amount: 10_000 },
    ],
    hsaCoverage: 'family',
    dateOfBirth: '1972-05-01',
    ytd: {
      ...input.ytd,
      deductions: {
        'traditional-401k': Math.round(input.ytd.grossPay / 20),
        'section-125-medical': 40_000,
        hsa: 50_000,
      },
    },
  })),
}));
const withElections = measure(totalPaychecks, () => priceRuns(runsWithElections));

const traced = measure(EMPLOYEES, () => {
  let sum = 0;
  for (const input of runs[0]!.inputs)
    sum += calculatePaycheck(input, { trace: true }).trace.length;
  return sum;
});

const format = (value: number): string => Math.round(value).toLocaleString('en-US');
console.log(
  `mix: ${format(totalPaychecks)} paychecks over ${runs.length} pay dates (90% official-2025, 10% spec-simplified-2025; work states spread evenly over all 51 jurisdictions; 2025 and 2026 pay dates; 70% 2020+ W-4)`,
);
console.log(
  `tax-engine: ${format(engine.perSecond)} paychecks/s (bare bracket loop ${format(bare.perSecond)}/s, ratio ${(bare.perSecond / engine.perSecond).toFixed(1)}x)`,
);
console.log(
  `with three elections: ${format(withElections.perSecond)} paychecks/s (401(k), medical premium, HSA)`,
);
console.log(
  `with trace: ${format(traced.perSecond)} paychecks/s (calculatePaycheck, options.trace = true)`,
);
console.log(`target >= 800,000 paychecks/s: ${engine.perSecond >= 800_000 ? 'met' : 'NOT met'}`);
// Printing the checksums keeps the loops observable, so the JIT cannot drop them.
console.log(
  `checksums: ${engine.checksum} ${bare.checksum} ${withElections.checksum} ${traced.checksum}`,
);
