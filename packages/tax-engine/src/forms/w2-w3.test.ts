import { describe, expect, test } from 'vitest';

import type { Cents } from '@paylab/shared/money';

import {
  buildW2,
  buildW3,
  resolveFormParameters,
  type W2Input,
  type W2StateLine,
  type W2StateTotals,
} from './index';

const parameters = resolveFormParameters(2025);

function makeW2Input(overrides: Partial<W2Input>): W2Input {
  return {
    taxYear: 2025,
    controlNumber: '2025-EMP-000',
    grossCompensation: 0,
    federalIncomeTaxWithheld: 0,
    additionalWithholding: 0,
    socialSecurityTaxWithheld: 0,
    medicareTaxWithheld: 0,
    additionalMedicareTaxWithheld: 0,
    states: [],
    ...overrides,
  };
}

/**
 * A state's year as the pay records total it: wages and each program's lines; its income tax,
 * as the record's stateIncomeTax holds it, is the sum of the income-tax lines, county ones too.
 */
function taxedIn(
  state: string,
  wages: Cents,
  lines: Readonly<Record<string, Cents>> = {},
  localityName?: string | null,
): W2StateTotals {
  const entries = Object.entries(lines).map(([programId, amount]) => ({ programId, amount }));
  const incomeTax = entries
    .filter(({ programId }) => programId.endsWith('-income-tax'))
    .reduce((sum, { amount }) => sum + amount, 0);
  return {
    state,
    wages,
    incomeTax,
    lines: entries,
    ...(localityName !== undefined && { localityName }),
  };
}

/** The W-2 line of boxes 15-20 a state with no local tax fills. */
function stateLine(
  state: string,
  stateWages: Cents,
  stateIncomeTax: Cents,
  local: Pick<W2StateLine, 'localWages' | 'localIncomeTax' | 'localityName'> = {
    localWages: 0,
    localIncomeTax: 0,
    localityName: null,
  },
): W2StateLine {
  return { state, stateWages, stateIncomeTax, ...local };
}

// California: 95,000 salary + 5,000 bonus. SS 6.2% x 100,000 = 6,200.00; Medicare 1.45% x 100,000
// = 1,450.00; CA SDI 1.2% x 100,000 = 1,200.00 (no wage ceiling since 2024).
const CALIFORNIA = makeW2Input({
  controlNumber: '2025-EMP-001',
  grossCompensation: 10_000_000,
  federalIncomeTaxWithheld: 1_200_000,
  additionalWithholding: 26_000,
  socialSecurityTaxWithheld: 620_000,
  medicareTaxWithheld: 145_000,
  states: [taxedIn('CA', 10_000_000, { 'ca-income-tax': 500_000, 'ca-sdi': 120_000 })],
});

// New York, above the SS wage base: 180,000. SS 6.2% x 176,100 = 10,918.20; Medicare 1.45% x
// 180,000 = 2,610.00; DBL 1.20 x 26 bi-weekly periods = 31.20; PFL capped at 354.53.
const NEW_YORK = makeW2Input({
  controlNumber: '2025-EMP-002',
  grossCompensation: 18_000_000,
  federalIncomeTaxWithheld: 3_000_000,
  socialSecurityTaxWithheld: 1_091_820,
  medicareTaxWithheld: 261_000,
  states: [
    taxedIn('NY', 18_000_000, { 'ny-income-tax': 1_000_000, 'ny-dbl': 3_120, 'ny-pfl': 35_453 }),
  ],
});

// Texas, above the Additional Medicare threshold: 250,000. Medicare 1.45% x 250,000 = 3,625.00;
// Additional Medicare 0.9% x (250,000 - 200,000) = 450.00; box 6 = 4,075.00.
const TEXAS = makeW2Input({
  controlNumber: '2025-EMP-003',
  grossCompensation: 25_000_000,
  federalIncomeTaxWithheld: 5_500_000,
  socialSecurityTaxWithheld: 1_091_820,
  medicareTaxWithheld: 362_500,
  additionalMedicareTaxWithheld: 45_000,
  states: [taxedIn('TX', 25_000_000)],
});

// New Jersey, 10,000.00 a month for the year (120,000). Rates and bases from states/nj/state.json
// (2025): UI 0.3825% + WF/SWF 0.0425% = 0.425% on wages up to 43,300 = 184.025, rounded on the
// year to date = 184.03; TDI 0.23% x 120,000 = 276.00 and FLI 0.33% x 120,000 = 396.00, both
// under the 165,400 base.
const NEW_JERSEY = makeW2Input({
  controlNumber: '2025-EMP-004',
  grossCompensation: 12_000_000,
  federalIncomeTaxWithheld: 1_400_000,
  socialSecurityTaxWithheld: 744_000,
  medicareTaxWithheld: 174_000,
  states: [
    taxedIn('NJ', 12_000_000, {
      'nj-income-tax': 400_000,
      'nj-ui-wf': 18_403,
      'nj-tdi': 27_600,
      'nj-fli': 39_600,
    }),
  ],
});

// Maryland, Howard County, 5,000.00 a month paid January to March (15,000), MW507 single with 1
// exemption (Employer Withholding Guide, percentage formula, before July 2025): annual 60,000 less
// the standard deduction (15% = 9,000, at most 2,700) less 3,200 = 54,100 taxable. State 4.75% =
// 2,569.75 / 12 = 214.15 a month, 642.45 for three; Howard 3.20% = 1,731.20 / 12 = 144.27 a
// month, 432.81 for three. The record's stateIncomeTax holds both: 1,075.26.
const MARYLAND = makeW2Input({
  controlNumber: '2025-EMP-005',
  grossCompensation: 1_500_000,
  federalIncomeTaxWithheld: 150_000,
  socialSecurityTaxWithheld: 93_000,
  medicareTaxWithheld: 21_750,
  states: [
    taxedIn(
      'MD',
      1_500_000,
      { 'md-income-tax': 64_245, 'md-local-income-tax': 43_281 },
      'Howard County',
    ),
  ],
});

describe('Form W-2 boxes', () => {
  test('California employee below every cap', () => {
    const form = buildW2(CALIFORNIA, parameters);
    expect(form).toMatchObject({
      controlNumber: '2025-EMP-001',
      box1WagesTipsOtherCompensation: 10_000_000,
      // 12,000.00 withheld + 260.00 extra (W-4 Step 4(c)) = 12,260.00
      box2FederalIncomeTaxWithheld: 1_226_000,
      box3SocialSecurityWages: 10_000_000,
      box4SocialSecurityTaxWithheld: 620_000,
      box5MedicareWagesAndTips: 10_000_000,
      box6MedicareTaxWithheld: 145_000,
      box7SocialSecurityTips: 0,
      box8AllocatedTips: 0,
      box10DependentCareBenefits: 0,
      box11NonqualifiedPlans: 0,
      box12: [],
      box13: { statutoryEmployee: false, retirementPlan: false, thirdPartySickPay: false },
      box14: [{ label: 'CASDI', amount: 120_000 }],
      stateLines: [stateLine('CA', 10_000_000, 500_000)],
    });
  });

  test('New York employee above the social security wage base: box 3 stops at 176,100, box 5 does not', () => {
    const form = buildW2(NEW_YORK, parameters);
    expect(form.box1WagesTipsOtherCompensation).toBe(18_000_000);
    expect(form.box3SocialSecurityWages).toBe(17_610_000);
    expect(form.box4SocialSecurityTaxWithheld).toBe(1_091_820);
    expect(form.box5MedicareWagesAndTips).toBe(18_000_000);
    expect(form.box6MedicareTaxWithheld).toBe(261_000);
    expect(form.box14).toEqual([
      { label: 'NYSDI', amount: 3_120 },
      { label: 'NYPFL', amount: 35_453 },
    ]);
    expect(form.stateLines).toEqual([stateLine('NY', 18_000_000, 1_000_000)]);
  });

  test('Texas employee above the Additional Medicare threshold: box 6 includes it, no state line', () => {
    const form = buildW2(TEXAS, parameters);
    expect(form.box3SocialSecurityWages).toBe(17_610_000);
    expect(form.box5MedicareWagesAndTips).toBe(25_000_000);
    expect(form.box6MedicareTaxWithheld).toBe(407_500);
    expect(form.box14).toEqual([]);
    expect(form.stateLines).toEqual([]);
  });

  test('New Jersey employee: box 14 holds UI/WF/SWF, TDI and FLI under their own names', () => {
    const form = buildW2(NEW_JERSEY, parameters);
    expect(form.box14).toEqual([
      { label: 'NJUI/WF/SWF', amount: 18_403 },
      { label: 'NJSDI', amount: 27_600 },
      { label: 'NJFLI', amount: 39_600 },
    ]);
    expect(form.stateLines).toEqual([stateLine('NJ', 12_000_000, 400_000)]);
  });

  test('Maryland employee: the county tax leaves box 17 for boxes 18-20, on the same line', () => {
    const form = buildW2(MARYLAND, parameters);
    expect(form.box14).toEqual([]);
    expect(form.stateLines).toEqual([
      // 1,075.26 - 432.81 = 642.45
      stateLine('MD', 1_500_000, 64_245, {
        localWages: 1_500_000,
        localIncomeTax: 43_281,
        localityName: 'Howard County',
      }),
    ]);
  });

  test('New York City resident: the city tax leaves box 17 for boxes 18-20, named New York City', () => {
    // IT-2104 single, 1 allowance, New York City resident with 1 line 2 allowance, 1,500.00 a week
    // for 4 weeks (6,000.00): state 70.45 and city 52.81 a week (ny/cases.json, "New York City
    // resident, single, weekly, 1 allowance each"), 281.80 and 211.24 for four; DBL 0.60 x 4 = 2.40;
    // PFL 5.82 x 4 = 23.28. The record's stateIncomeTax holds both: 493.04.
    const form = buildW2(
      makeW2Input({
        grossCompensation: 600_000,
        states: [
          {
            state: 'NY',
            wages: 600_000,
            incomeTax: 49_304,
            localityName: 'New York City',
            lines: [
              { programId: 'ny-income-tax', amount: 28_180 },
              { programId: 'ny-nyc-income-tax', amount: 21_124 },
              { programId: 'ny-yonkers-income-tax', amount: 0 },
              { programId: 'ny-dbl', amount: 240 },
              { programId: 'ny-pfl', amount: 2_328 },
            ],
          },
        ],
      }),
      parameters,
    );
    expect(form.box14).toEqual([
      { label: 'NYSDI', amount: 240 },
      { label: 'NYPFL', amount: 2_328 },
    ]);
    expect(form.stateLines).toEqual([
      {
        state: 'NY',
        stateWages: 600_000,
        // 493.04 - 211.24 = 281.80
        stateIncomeTax: 28_180,
        localWages: 600_000,
        localIncomeTax: 21_124,
        localityName: 'New York City',
      },
    ]);
  });

  test('a local tax with no locality named on file reads as its program; a zero one fills nothing', () => {
    const unnamed = buildW2(
      makeW2Input({
        grossCompensation: 1_500_000,
        states: [{ ...MARYLAND.states[0]!, localityName: null }],
      }),
      parameters,
    );
    expect(unnamed.stateLines[0]!.localityName).toBe('MD county income tax');
    // Indiana with no county on January 1: the county line is 0, so boxes 18-20 stay empty.
    const noCounty = buildW2(
      makeW2Input({
        grossCompensation: 1_500_000,
        states: [
          taxedIn(
            'IN',
            1_500_000,
            { 'in-income-tax': 45_000, 'in-county-tax': 0 },
            'No Indiana county on January 1',
          ),
        ],
      }),
      parameters,
    );
    expect(noCounty.stateLines).toEqual([stateLine('IN', 1_500_000, 45_000)]);
  });

  test('section 125 deductions leave the local wages as they leave the state wages', () => {
    // 15,000 wages less 600 section 125: boxes 16 and 18 = 14,400.
    const form = buildW2({ ...MARYLAND, section125Deductions: 60_000 }, parameters);
    expect(form.stateLines[0]).toMatchObject({ stateWages: 1_440_000, localWages: 1_440_000 });
  });

  test('pre-tax deductions: 401(k) leaves box 1 only, section 125 leaves boxes 1, 3, 5 and 16', () => {
    // 60,000 gross, 3,000 401(k) (code D), 1,200 section 125:
    // box 1 = 60,000 - 3,000 - 1,200 = 55,800; boxes 3 and 5 = 60,000 - 1,200 = 58,800; CA wages 58,800.
    const form = buildW2(
      makeW2Input({
        grossCompensation: 6_000_000,
        section125Deductions: 120_000,
        box12: [
          { code: 'DD', amount: 540_000 },
          { code: 'D', amount: 300_000 },
        ],
        states: [taxedIn('CA', 6_000_000, { 'ca-income-tax': 0 })],
      }),
      parameters,
    );
    expect(form.box1WagesTipsOtherCompensation).toBe(5_580_000);
    expect(form.box3SocialSecurityWages).toBe(5_880_000);
    expect(form.box5MedicareWagesAndTips).toBe(5_880_000);
    expect(form.box12).toEqual([
      { code: 'D', amount: 300_000 },
      { code: 'DD', amount: 540_000 },
    ]);
    expect(form.box13.retirementPlan).toBe(true);
    expect(form.stateLines[0]!.stateWages).toBe(5_880_000);
  });

  test('tips share the wage base: boxes 3 + 7 never exceed 176,100', () => {
    // 175,000 wages and 3,000 tips: box 7 = 3,000, box 3 = 176,100 - 3,000 = 173,100; box 5 = 178,000.
    const form = buildW2(
      makeW2Input({ grossCompensation: 17_500_000, socialSecurityTips: 300_000 }),
      parameters,
    );
    expect(form.box7SocialSecurityTips).toBe(300_000);
    expect(form.box3SocialSecurityWages).toBe(17_310_000);
    expect(form.box5MedicareWagesAndTips).toBe(17_800_000);
  });

  test('an employee who moved keeps a line per taxing state and warns past two', () => {
    const form = buildW2(
      makeW2Input({
        grossCompensation: 3_000_000,
        states: [
          taxedIn('CA', 1_000_000, { 'ca-income-tax': 10_000, 'ca-sdi': 12_000 }),
          taxedIn('TX', 500_000),
          taxedIn('NY', 1_000_000, { 'ny-income-tax': 20_000, 'ny-dbl': 600, 'ny-pfl': 3_880 }),
          taxedIn('OR', 500_000),
        ],
      }),
      parameters,
    );
    expect(form.stateLines.map((line) => line.state)).toEqual(['CA', 'NY', 'OR']);
    expect(form.warnings).toContainEqual(expect.stringMatching(/additional W-2/));
  });

  test('refuses negative amounts and sends box 12 entries past the fourth to another W-2', () => {
    expect(() => buildW2(makeW2Input({ grossCompensation: -1 }), parameters)).toThrow(
      /grossCompensation/,
    );
    const five = (['DD', 'C', 'W', 'E', 'D'] as const).map((code) => ({ code, amount: 100 }));
    const form = buildW2(makeW2Input({ grossCompensation: 100_000, box12: five }), parameters);
    expect(form.box12.map((entry) => entry.code)).toEqual(['C', 'D', 'E', 'W', 'DD']);
    expect(form.warnings).toContainEqual(expect.stringMatching(/after the fourth.*additional W-2/));
  });
});

describe('Form W-2 for 2026: the new box 12 codes and box 14 split (issue 30)', () => {
  const parameters2026 = resolveFormParameters(2026);

  test('reports qualified overtime under code TT: the half of time-and-a-half', () => {
    // 20.00 an hour, 60 overtime hours in the year at 30.00 = 1,800.00 of time-and-a-half pay; the
    // premium above the regular rate is 60 x 10.00 = 600.00 = 1,800.00 / 3.
    const form = buildW2(
      makeW2Input({
        taxYear: 2026,
        grossCompensation: 4_340_000,
        overtimePay: 180_000,
        box12: [{ code: 'DD', amount: 540_000 }],
      }),
      parameters2026,
    );
    expect(form.box12).toEqual([
      { code: 'DD', amount: 540_000 },
      { code: 'TT', amount: 60_000 },
    ]);
    // Qualified overtime stays in box 1: the deduction is the employee's, on Schedule 1-A.
    expect(form.box1WagesTipsOtherCompensation).toBe(4_340_000);
  });

  test('rounds the premium to the cent once over the year', () => {
    // 1,000.01 / 3 = 333.336..., so 333.34.
    const form = buildW2(
      makeW2Input({ taxYear: 2026, grossCompensation: 1_000_001, overtimePay: 100_001 }),
      parameters2026,
    );
    expect(form.box12).toEqual([{ code: 'TT', amount: 33_334 }]);
  });

  test('the 2025 form has no code TT: the same overtime leaves box 12 empty', () => {
    const form = buildW2(
      makeW2Input({ grossCompensation: 4_340_000, overtimePay: 180_000 }),
      parameters,
    );
    expect(form.box12).toEqual([]);
    expect(() =>
      buildW2(
        makeW2Input({ grossCompensation: 100_000, box12: [{ code: 'TT', amount: 100 }] }),
        parameters,
      ),
    ).toThrow(/code TT is not on this year's Form W-2/);
  });

  test("each year's layout: box 14 or 14a and 14b, and the codes the instructions list", () => {
    expect(parameters.layouts.w2).toMatchObject({
      otherBox: { box: '14', caption: 'Other' },
      tippedOccupationBox: null,
    });
    expect(parameters.layouts.w2.box12Codes).not.toContain('TT');
    expect(parameters2026.layouts.w2).toMatchObject({
      otherBox: { box: '14a', caption: 'Other' },
      tippedOccupationBox: { box: '14b', caption: 'Treasury tipped occupation code' },
    });
    expect(parameters2026.layouts.w2.box12Codes.slice(-4)).toEqual(['II', 'TA', 'TP', 'TT']);
    // A year without a layout of its own prints the latest one.
    expect(resolveFormParameters(2027).layouts.w2).toBe(parameters2026.layouts.w2);
  });

  test('state programs stay in box 14a under their own names', () => {
    const form = buildW2({ ...CALIFORNIA, taxYear: 2026 }, parameters2026);
    expect(form.box14).toEqual([{ label: 'CASDI', amount: 120_000 }]);
  });
});

describe('Form W-3 totals', () => {
  test('sums each box over the W-2s and marks several states with X', () => {
    const w3 = buildW3(
      2025,
      [CALIFORNIA, NEW_YORK, TEXAS].map((input) => buildW2(input, parameters)),
    );
    expect(w3).toMatchObject({
      boxCTotalW2Forms: 3,
      // 100,000 + 180,000 + 250,000
      box1WagesTipsOtherCompensation: 53_000_000,
      // 12,260.00 + 30,000.00 + 55,000.00
      box2FederalIncomeTaxWithheld: 9_726_000,
      // 100,000 + 176,100 + 176,100
      box3SocialSecurityWages: 45_220_000,
      // 6,200.00 + 10,918.20 + 10,918.20
      box4SocialSecurityTaxWithheld: 2_803_640,
      box5MedicareWagesAndTips: 53_000_000,
      // 1,450.00 + 2,610.00 + 4,075.00
      box6MedicareTaxWithheld: 813_500,
      box7SocialSecurityTips: 0,
      box12aDeferredCompensation: 0,
      box15State: 'X',
      // CA 100,000 + NY 180,000 (Texas has no line)
      box16StateWages: 28_000_000,
      // 5,000.00 + 10,000.00
      box17StateIncomeTax: 1_500_000,
    });
  });

  test('boxes 16-19 total the W-2 lines, the county tax in 19 and not in 17', () => {
    const w3 = buildW3(
      2025,
      [NEW_JERSEY, MARYLAND].map((input) => buildW2(input, parameters)),
    );
    expect(w3).toMatchObject({
      box15State: 'X',
      // 120,000.00 + 15,000.00
      box16StateWages: 13_500_000,
      // 4,000.00 + 642.45
      box17StateIncomeTax: 464_245,
      // Maryland's line only
      box18LocalWages: 1_500_000,
      box19LocalIncomeTax: 43_281,
    });
  });

  test('one state is named; no W-2s means no W-3', () => {
    expect(buildW3(2025, [buildW2(CALIFORNIA, parameters)])?.box15State).toBe('CA');
    expect(buildW3(2025, [])).toBeNull();
  });
});
