import { describe, expect, test } from 'vitest';

import { buildW2, buildW3, resolveFormParameters, type W2Input } from './index';

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

// California: 95,000 salary + 5,000 bonus. SS 6.2% x 100,000 = 6,200.00; Medicare 1.45% x 100,000
// = 1,450.00; CA SDI 1.2% x 100,000 = 1,200.00 (no wage ceiling since 2024).
const CALIFORNIA = makeW2Input({
  controlNumber: '2025-EMP-001',
  grossCompensation: 10_000_000,
  federalIncomeTaxWithheld: 1_200_000,
  additionalWithholding: 26_000,
  socialSecurityTaxWithheld: 620_000,
  medicareTaxWithheld: 145_000,
  states: [
    {
      state: 'CA',
      wages: 10_000_000,
      incomeTax: 500_000,
      lines: [
        { programId: 'ca-income-tax', amount: 500_000 },
        { programId: 'ca-sdi', amount: 120_000 },
      ],
    },
  ],
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
    {
      state: 'NY',
      wages: 18_000_000,
      incomeTax: 1_000_000,
      lines: [
        { programId: 'ny-income-tax', amount: 1_000_000 },
        { programId: 'ny-dbl', amount: 3_120 },
        { programId: 'ny-pfl', amount: 35_453 },
      ],
    },
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
  states: [{ state: 'TX', wages: 25_000_000, incomeTax: 0, lines: [] }],
});

// New Jersey, 10,000.00 a month for the year (120,000). Rates and bases from states/nj/parameters.ts
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
    {
      state: 'NJ',
      wages: 12_000_000,
      incomeTax: 400_000,
      lines: [
        { programId: 'nj-income-tax', amount: 400_000 },
        { programId: 'nj-ui-wf', amount: 18_403 },
        { programId: 'nj-tdi', amount: 27_600 },
        { programId: 'nj-fli', amount: 39_600 },
      ],
    },
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
    {
      state: 'MD',
      wages: 1_500_000,
      incomeTax: 107_526,
      localityName: 'Howard County',
      lines: [
        { programId: 'md-income-tax', amount: 64_245 },
        { programId: 'md-local-income-tax', amount: 43_281 },
      ],
    },
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
      stateLines: [
        {
          state: 'CA',
          stateWages: 10_000_000,
          stateIncomeTax: 500_000,
          localWages: 0,
          localIncomeTax: 0,
          localityName: null,
        },
      ],
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
    expect(form.stateLines).toEqual([
      {
        state: 'NY',
        stateWages: 18_000_000,
        stateIncomeTax: 1_000_000,
        localWages: 0,
        localIncomeTax: 0,
        localityName: null,
      },
    ]);
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
    expect(form.stateLines).toEqual([
      {
        state: 'NJ',
        stateWages: 12_000_000,
        stateIncomeTax: 400_000,
        localWages: 0,
        localIncomeTax: 0,
        localityName: null,
      },
    ]);
  });

  test('Maryland employee: the county tax leaves box 17 for boxes 18-20, on the same line', () => {
    const form = buildW2(MARYLAND, parameters);
    expect(form.box14).toEqual([]);
    expect(form.stateLines).toEqual([
      {
        state: 'MD',
        stateWages: 1_500_000,
        // 1,075.26 - 432.81 = 642.45
        stateIncomeTax: 64_245,
        localWages: 1_500_000,
        localIncomeTax: 43_281,
        localityName: 'Howard County',
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
          {
            state: 'IN',
            wages: 1_500_000,
            incomeTax: 45_000,
            localityName: 'No Indiana county on January 1',
            lines: [
              { programId: 'in-income-tax', amount: 45_000 },
              { programId: 'in-county-tax', amount: 0 },
            ],
          },
        ],
      }),
      parameters,
    );
    expect(noCounty.stateLines).toEqual([
      {
        state: 'IN',
        stateWages: 1_500_000,
        stateIncomeTax: 45_000,
        localWages: 0,
        localIncomeTax: 0,
        localityName: null,
      },
    ]);
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
        states: [
          {
            state: 'CA',
            wages: 6_000_000,
            incomeTax: 0,
            lines: [{ programId: 'ca-income-tax', amount: 0 }],
          },
        ],
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
          {
            state: 'CA',
            wages: 1_000_000,
            incomeTax: 10_000,
            lines: [
              { programId: 'ca-income-tax', amount: 10_000 },
              { programId: 'ca-sdi', amount: 12_000 },
            ],
          },
          { state: 'TX', wages: 500_000, incomeTax: 0, lines: [] },
          {
            state: 'NY',
            wages: 1_000_000,
            incomeTax: 20_000,
            lines: [
              { programId: 'ny-income-tax', amount: 20_000 },
              { programId: 'ny-dbl', amount: 600 },
              { programId: 'ny-pfl', amount: 3_880 },
            ],
          },
          { state: 'OR', wages: 500_000, incomeTax: 0, lines: [] },
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
