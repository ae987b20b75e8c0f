import { describe, expect, test } from 'vitest';

import { calculatePaycheck, type PaycheckInput } from '../src/index';
import { EMPTY_W4, makeInput } from './support/make-input';

function traceOf(overrides: Partial<PaycheckInput>) {
  return calculatePaycheck(makeInput(overrides), { trace: true }).trace;
}

function stepsOf(overrides: Partial<PaycheckInput>): string[] {
  return traceOf(overrides).map((step) => step.step);
}

function labelOf(overrides: Partial<PaycheckInput>, step: string): string {
  const found = traceOf(overrides).find((candidate) => candidate.step === step);
  if (!found) throw new Error(`no trace step ${step}`);
  return found.label;
}

/** The label of `step` for a 10,000.00 paycheck after `ytdGrossPay` of wages earlier this year. */
function labelAfter(ytdGrossPay: number, step: string): string {
  return labelOf({ grossPay: 1_000_000, ytd: { grossPay: ytdGrossPay, supplementalPay: 0 } }, step);
}

// Both worksheets share lines 1a-1c and everything from Step 2 on; only the rest of Step 1 differs.
const WORKSHEET_STEPS_2_TO_4 = [
  '2a',
  '2b',
  '2c',
  '2d',
  '2e',
  '2f',
  '2g',
  '2h',
  '3a',
  '3b',
  '3c',
  '4a',
  '4b',
];
const WORKSHEET_2020 = [
  '1a',
  '1b',
  '1c',
  '1d',
  '1e',
  '1f',
  '1g',
  '1h',
  '1i',
  ...WORKSHEET_STEPS_2_TO_4,
];
const WORKSHEET_2019 = ['1a', '1b', '1c', '1j', '1k', '1l', ...WORKSHEET_STEPS_2_TO_4];

describe('calculatePaycheck trace', () => {
  test('is empty unless asked for, and asking does not change any amount', () => {
    const input = makeInput({
      grossPay: 412_345,
      supplementalPay: 50_000,
      state: 'NY',
      stateAllowances: 1,
      w4: EMPTY_W4,
      ytd: { grossPay: 17_000_000, supplementalPay: 0 },
    });
    const plain = calculatePaycheck(input);
    const traced = calculatePaycheck(input, { trace: true });
    expect(plain.trace).toEqual([]);
    expect({ ...traced, trace: [] }).toEqual(plain);
    expect(traced.trace.length).toBeGreaterThan(30);
  });

  test.each([
    { w4: '2020+', input: { grossPay: 300_000, w4: EMPTY_W4 }, worksheet: WORKSHEET_2020 },
    {
      w4: '2019-or-earlier',
      input: { grossPay: 300_000, allowances: 2 },
      worksheet: WORKSHEET_2019,
    },
  ])('lists every Worksheet 1A line in order for a $w4 W-4', ({ input, worksheet }) => {
    const lines = stepsOf(input)
      .filter((step) => step.startsWith('federal.worksheet-1a.'))
      .map((step) => step.replace('federal.worksheet-1a.', ''));
    expect(lines).toEqual(worksheet);
  });

  test('shows the worksheet amounts of the first hand-worked case', () => {
    // Federal cases, first row: 1c 78,000; 1g 8,600; 1i 69,400; 2b 54,875; 2e 14,525; 2g 8,774.00; 3c 337.46
    const amounts = Object.fromEntries(
      traceOf({ grossPay: 300_000, w4: EMPTY_W4 }).map((step) => [step.step, step.amount]),
    );
    expect(amounts).toMatchObject({
      'federal.worksheet-1a.1c': 7_800_000,
      'federal.worksheet-1a.1g': 860_000,
      'federal.worksheet-1a.1i': 6_940_000,
      'federal.worksheet-1a.2b': 5_487_500,
      'federal.worksheet-1a.2d': 220_000,
      'federal.worksheet-1a.2e': 1_452_500,
      'federal.worksheet-1a.2g': 877_400,
      'federal.worksheet-1a.3c': 33_746,
    });
  });

  test('every step has a label and a citation, and amounts are whole numbers', () => {
    const trace = traceOf({
      grossPay: 300_000,
      supplementalPay: 10_000,
      state: 'CA',
      stateAllowances: 1,
      w4: { ...EMPTY_W4, step2Checkbox: true },
    });
    for (const step of trace) {
      expect(step.label.length, step.step).toBeGreaterThan(3);
      expect(step.citation.length, step.step).toBeGreaterThan(10);
      expect(Number.isSafeInteger(step.amount), step.step).toBe(true);
    }
  });

  test('says when the social security wage base binds', () => {
    expect(labelAfter(17_000_000, 'fica.social-security.wage-base')).toBe(
      'Social security wage base $176,100.00 reached this period: only $6,100.00 of $10,000.00 is taxable',
    );
    expect(labelAfter(18_000_000, 'fica.social-security.wage-base')).toMatch(/already reached/);
  });

  test('says when the Additional Medicare threshold is crossed', () => {
    expect(labelAfter(19_500_000, 'fica.additional-medicare.threshold')).toBe(
      "Year-to-date wages pass the $200,000.00 threshold this period: $5,000.00 of this period's wages are above it",
    );
  });

  test('says when the FUTA and SUTA wage bases bind', () => {
    const overrides = { grossPay: 300_000, ytd: { grossPay: 500_000, supplementalPay: 0 } };
    expect(labelOf(overrides, 'employer.futa.wage-base')).toMatch(
      /FUTA wage base \$7,000\.00 reached: \$2,000\.00/,
    );
    expect(labelOf(overrides, 'employer.suta.wage-base')).toMatch(
      /State unemployment wage base \$7,000\.00 reached: \$2,000\.00/,
    );
  });

  test('names each rate as its parameter holds it, with every digit', () => {
    expect(labelOf({}, 'fica.social-security.employee')).toMatch(
      /^Social security tax withheld, 6\.2% of /,
    );
    expect(labelOf({}, 'fica.medicare.employee')).toBe(
      'Medicare tax withheld, 1.45% of all wages (no wage base)',
    );
    expect(labelOf({}, 'employer.social-security')).toBe('Employer social security, 6.2% match');
    expect(
      labelOf(
        { ytd: { grossPay: 19_500_000, supplementalPay: 0 } },
        'fica.additional-medicare.employee',
      ),
    ).toMatch(/, 0\.9% of wages above the threshold/);
    expect(labelOf({ state: 'CA' }, 'state.ca.sdi')).toMatch(/, 1\.2% of all wages/);
    expect(labelOf({ state: 'NY' }, 'state.ny.pfl')).toMatch(/, 0\.388% of this period's wages/);
  });

  test('says when the NY DBL and PFL caps bind', () => {
    expect(labelOf({ state: 'NY', grossPay: 300_000 }, 'state.ny.dbl.cap')).toBe(
      'DBL cap binds: 0.5% of wages is $15.00, the bi-weekly maximum is $1.20',
    );
    expect(
      labelOf(
        { state: 'NY', grossPay: 500_000, ytd: { grossPay: 9_000_000, supplementalPay: 0 } },
        'state.ny.pfl.cap',
      ),
    ).toMatch(/PFL annual maximum \$354\.53 reached this period: contribution limited to \$5\.33/);
  });

  test('says when supplemental wages pass $1M', () => {
    expect(
      labelOf(
        { supplementalPay: 30_000_000, ytd: { grossPay: 0, supplementalPay: 80_000_000 } },
        'federal.supplemental.threshold',
      ),
    ).toMatch(/\$100,000\.00 of this payment is withheld at 37\.00%/);
  });

  test('says when the California low income exemption applies', () => {
    expect(labelOf({ state: 'CA', grossPay: 70_000 }, 'state.ca.method-b.table-1')).toMatch(
      /at or below the low income exemption \$706\.00/,
    );
  });

  // The formula's citation is the state's dated method, so each year's paycheck names its edition.
  test.each([
    ['NC', '2025-06-13', 'NC-30 (2025), Annualized Wages Method'],
    [
      'NC',
      '2026-06-12',
      'NC-30, Income Tax Withholding Tables and Instructions for Employers (2026), Annualized Wages Method',
    ],
    ['IA', '2025-06-13', 'Iowa Withholding Formula for wages paid beginning January 1, 2025'],
    ['IA', '2026-06-12', 'Iowa Withholding Formula for wages paid beginning January 1, 2026'],
  ])('a %s paycheck paid on %s cites its formula steps to %s', (state, payDate, edition) => {
    const formula = ['wages', 'taxable', 'withheld'].map(
      (step) => `state.${state.toLowerCase()}.${step}`,
    );
    const cited = traceOf({ state, payDate, grossPay: 300_000 })
      .filter(({ step }) => formula.includes(step))
      .map(({ step, citation }) => [step, citation]);
    expect(cited).toEqual(formula.map((step) => [step, edition]));
  });

  test('ends with totals and employer taxes', () => {
    const steps = stepsOf({ grossPay: 300_000 });
    expect(steps.indexOf('totals.net-pay')).toBeGreaterThan(
      steps.indexOf('fica.medicare.employee'),
    );
    expect(steps.slice(-4)).toEqual([
      'employer.social-security',
      'employer.medicare',
      'employer.futa',
      'employer.suta',
    ]);
  });
});
