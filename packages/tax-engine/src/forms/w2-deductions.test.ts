import { describe, expect, test } from 'vitest';

import { buildForm940, buildForm941, buildW2, resolveFormParameters } from './index';
import { summarizeW2Deductions } from './w2-deductions';

const parameters = resolveFormParameters(2025);

describe('deductions on Form W-2 (General Instructions for Forms W-2 and W-3, box 10, 12 and 13)', () => {
  test('deferrals report the employee share only; W and DD both shares; box 10 both shares', () => {
    // D: 3,600.00 deferred, the 2,880.00 match reported nowhere. W: 1,200.00 + 600.00 = 1,800.00.
    // DD: medical 1,800.00 + 5,400.00 = 7,200.00; dental is optional and left off. Box 10: 4,800.00.
    const boxes = summarizeW2Deductions(
      [
        { type: 'section-125-medical', employeeAmount: 180_000, employerAmount: 540_000 },
        { type: 'traditional-401k', employeeAmount: 360_000, employerAmount: 288_000 },
        { type: 'hsa', employeeAmount: 120_000, employerAmount: 60_000 },
        { type: 'section-125-dental', employeeAmount: 30_000, employerAmount: 0 },
        { type: 'dependent-care-fsa', employeeAmount: 480_000, employerAmount: 0 },
        { type: 'after-tax', employeeAmount: 24_000, employerAmount: 0 },
      ],
      '2025-12-31',
    );
    expect(boxes).toEqual({
      box10DependentCareBenefits: 480_000,
      box12: [
        { code: 'D', amount: 360_000 },
        { code: 'W', amount: 180_000 },
        { code: 'DD', amount: 720_000 },
      ],
      isRetirementPlanParticipant: true,
    });
  });

  test('box 13: an employer-only contribution marks a participant, a 457(b) deferral does not', () => {
    expect(
      summarizeW2Deductions(
        [{ type: 'traditional-401k', employeeAmount: 0, employerAmount: 50_000 }],
        '2025-12-31',
      ).isRetirementPlanParticipant,
    ).toBe(true);
    const governmental = summarizeW2Deductions(
      [{ type: 'governmental-457b', employeeAmount: 100_000, employerAmount: 0 }],
      '2025-12-31',
    );
    expect(governmental.box12).toEqual([{ code: 'G', amount: 100_000 }]);
    expect(governmental.isRetirementPlanParticipant).toBe(false);
    const form = buildW2(
      {
        taxYear: 2025,
        controlNumber: '2025-EMP-457',
        grossCompensation: 6_000_000,
        federalIncomeTaxWithheld: 0,
        additionalWithholding: 0,
        socialSecurityTaxWithheld: 0,
        medicareTaxWithheld: 0,
        additionalMedicareTaxWithheld: 0,
        box12: governmental.box12,
        states: [],
      },
      parameters,
    );
    expect(form.box13.retirementPlan).toBe(false);
  });

  test('no deductions: nothing on boxes 10, 12 or 13', () => {
    expect(summarizeW2Deductions([], '2024-12-31')).toEqual({
      box10DependentCareBenefits: 0,
      box12: [],
      isRetirementPlanParticipant: false,
    });
  });

  test('stored bases: boxes 1, 3, 5 and 16 are the year sums of the paychecks', () => {
    // Gross 72,000.00; bases as stored: income tax 61,800.00, FICA 65,400.00, PA 65,400.00.
    const form = buildW2(
      {
        taxYear: 2025,
        controlNumber: '2025-EMP-PA',
        grossCompensation: 7_200_000,
        federalIncomeTaxWages: 6_180_000,
        socialSecurityWages: 6_540_000,
        medicareWages: 6_540_000,
        federalIncomeTaxWithheld: 0,
        additionalWithholding: 0,
        socialSecurityTaxWithheld: 0,
        medicareTaxWithheld: 0,
        additionalMedicareTaxWithheld: 0,
        box12: [{ code: 'D', amount: 360_000 }],
        states: [
          { state: 'PA', wages: 7_200_000, taxableWages: 6_540_000, incomeTax: 0, lines: [] },
        ],
      },
      parameters,
    );
    expect(form).toMatchObject({
      box1WagesTipsOtherCompensation: 6_180_000,
      box3SocialSecurityWages: 6_540_000,
      box5MedicareWagesAndTips: 6_540_000,
      box13: { retirementPlan: true },
      stateLines: [{ state: 'PA', stateWages: 6_540_000 }],
    });
  });
});

describe('deductions on Forms 941 and 940', () => {
  test('941 line 2 takes income tax wages; 5a and 5c their own bases', () => {
    const form = buildForm941(
      {
        taxYear: 2025,
        quarter: 2,
        employeesPaidForTwelfth: 1,
        employees: [
          {
            wagesBeforeQuarter: 1_635_000,
            wagesInQuarter: 1_635_000,
            incomeTaxWagesInQuarter: 1_545_000,
            medicareWagesBeforeQuarter: 1_635_000,
            medicareWagesInQuarter: 1_635_000,
          },
        ],
        federalIncomeTaxWithheld: 0,
        employeeSocialSecurityWithheld: 101_370,
        employeeMedicareWithheld: 23_708,
        employeeAdditionalMedicareWithheld: 0,
        totalDeposits: 0,
      },
      parameters,
    );
    // 5a column 2: 16,350.00 x 12.4% = 2,027.40; 5c column 2: 16,350.00 x 2.9% = 474.15.
    expect(form.lines.line2).toBe(1_545_000);
    expect(form.lines.line5a).toEqual({ column1: 1_635_000, column2: 202_740 });
    expect(form.lines.line5c).toEqual({ column1: 1_635_000, column2: 47_415 });
  });

  test('940: exempt parts of each payment are line 4 and never use up the 7,000.00', () => {
    // Q1: paid 6,000.00 of which 1,000.00 exempt; Q2 the same. FUTA wages 5,000.00 in Q1 and
    // 2,000.00 in Q2 (the base 7,000.00 less 5,000.00). Line 4 2,000.00; line 5 12,000.00 -
    // 2,000.00 - 7,000.00 = 3,000.00; line 7 7,000.00; line 16a 5,000.00 x 0.6% = 30.00; 16b 12.00.
    const form = buildForm940(
      {
        taxYear: 2025,
        employees: [
          {
            payments: [
              { quarter: 1, state: 'TX', amount: 600_000, exemptAmount: 100_000 },
              { quarter: 2, state: 'TX', amount: 600_000, exemptAmount: 100_000 },
            ],
          },
        ],
        totalDeposits: 0,
        preTaxDeductionTypes: ['traditional-401k', 'hsa', 'dependent-care-fsa'],
      },
      parameters,
    );
    expect(form.lines).toMatchObject({
      line3: 1_200_000,
      line4: 200_000,
      line5: 300_000,
      line7: 700_000,
      line16a: 3_000,
      line16b: 1_200,
    });
    expect(form.line4Boxes).toEqual({
      line4a: true,
      line4b: false,
      line4c: false,
      line4d: true,
      line4e: false,
    });
  });
});
