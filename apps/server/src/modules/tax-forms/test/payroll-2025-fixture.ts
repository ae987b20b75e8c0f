import type { Database } from '@paylab/db';
import {
  insertEmployee,
  insertPaychecks,
  monthlyPaycheck,
  type TestPaycheck,
} from './payroll-year-builder';

/*
 * A year of monthly payroll, 2025, every figure typed by hand:
 *
 * A  EMP-T01 Ana Cruz (CA), 8,000.00 a month, Jan-Dec. SS 6.2% = 496.00, Medicare 1.45% = 116.00,
 *    FIT 900.00 + 25.00 extra, CA PIT 400.00, SDI 1.2% = 96.00; deductions 2,033.00, net 5,967.00.
 *    Plus a 1,000.00 bonus for December paid 2026-01-09 (a 2026 wage by pay date).
 * B  EMP-T02 Ben "Benny" O'Neil, Jr. (NY), 16,000.00 a month: above the 176,100 SS wage base.
 *    SS 992.00 in months 1-11 (cumulative 176,000), month 12 6.2% x 176,100 - 10,912.00 = 6.20.
 *    Medicare 232.00; FIT 3,000.00; NY PIT 900.00; DBL 2.60 (monthly cap); PFL 0.388% = 62.08 in
 *    months 1-5, 44.13 in month 6 (cap 354.53 - 310.40), then 0.
 * C  EMP-T03 Cal Diaz (TX), 25,000.00 a month: above the 200,000 Additional Medicare threshold.
 *    SS 1,550.00 in months 1-7 (cumulative 175,000), month 8 10,918.20 - 10,850.00 = 68.20, then 0.
 *    Medicare 362.50; Additional Medicare 0.9% x 25,000 = 225.00 in months 9-12 (cumulative passes
 *    200,000 at the end of month 8); FIT 6,000.00.
 * D  EMP-T04 Dee Evans (CA), hired July, 1,234.57 a month Jul-Dec, FICA rounded on the running year:
 *    SS 76.54, 76.55, 76.54, 76.54, 76.55, 76.54; Medicare 17.90, 17.90, 17.90, 17.91, 17.90, 17.90;
 *    FIT 50.00, CA PIT 10.00, SDI 14.81.
 */
export interface Payroll2025 {
  ana: string;
  ben: string;
  cal: string;
  dee: string;
}

const months = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

export async function insertPayroll2025(db: Database): Promise<Payroll2025> {
  const ana = await insertEmployee(db, {
    employeeId: 'EMP-T01',
    firstName: 'Ana',
    lastName: 'Cruz',
    department: 'Engineering',
    state: 'CA',
    annualSalary: '96000.00',
  });
  const ben = await insertEmployee(db, {
    employeeId: 'EMP-T02',
    firstName: 'Ben "Benny"',
    lastName: "O'Neil, Jr.",
    department: 'Sales, East',
    state: 'NY',
    annualSalary: '192000.00',
  });
  const cal = await insertEmployee(db, {
    employeeId: 'EMP-T03',
    firstName: 'Cal',
    lastName: 'Diaz',
    department: 'Operations',
    state: 'TX',
    annualSalary: '300000.00',
  });
  const dee = await insertEmployee(db, {
    employeeId: 'EMP-T04',
    firstName: 'Dee',
    lastName: 'Evans',
    department: 'Engineering',
    state: 'CA',
    annualSalary: '14814.84',
  });

  await insertPaychecks(db, ana, [
    ...months(1, 12).map((month) =>
      monthlyPaycheck(month, {
        state: 'CA',
        grossPay: '8000.00',
        federalIncomeTax: '900.00',
        additionalWithholding: '25.00',
        socialSecurityTax: '496.00',
        medicareTax: '116.00',
        stateIncomeTax: '400.00',
        stateDisabilityTax: '96.00',
        sutaTax: month === 1 ? '238.00' : '0',
        futaTax: month === 1 ? '42.00' : '0',
        totalDeductions: '2033.00',
        netPay: '5967.00',
      }),
    ),
    {
      payPeriodStart: '2025-12-31',
      payPeriodEnd: '2025-12-31',
      payDate: '2026-01-09',
      state: 'CA',
      grossPay: '0',
      supplementalPay: '1000.00',
      federalIncomeTax: '220.00',
      socialSecurityTax: '62.00',
      medicareTax: '14.50',
      stateDisabilityTax: '12.00',
      totalDeductions: '308.50',
      netPay: '691.50',
    },
  ]);

  const benPfl = (month: number) => (month <= 5 ? '62.08' : month === 6 ? '44.13' : '0');
  const benDeductions = [
    '5188.68',
    '5188.68',
    '5188.68',
    '5188.68',
    '5188.68',
    '5170.73',
    '5126.60',
    '5126.60',
    '5126.60',
    '5126.60',
    '5126.60',
    '4140.80',
  ];
  const benNet = [
    '10811.32',
    '10811.32',
    '10811.32',
    '10811.32',
    '10811.32',
    '10829.27',
    '10873.40',
    '10873.40',
    '10873.40',
    '10873.40',
    '10873.40',
    '11859.20',
  ];
  await insertPaychecks(
    db,
    ben,
    months(1, 12).map((month) =>
      monthlyPaycheck(month, {
        state: 'NY',
        grossPay: '16000.00',
        federalIncomeTax: '3000.00',
        socialSecurityTax: month === 12 ? '6.20' : '992.00',
        medicareTax: '232.00',
        stateIncomeTax: '900.00',
        stateDisabilityTax: '2.60',
        statePaidFamilyLeave: benPfl(month),
        sutaTax: month === 1 ? '238.00' : '0',
        totalDeductions: benDeductions[month - 1]!,
        netPay: benNet[month - 1]!,
      }),
    ),
  );

  await insertPaychecks(
    db,
    cal,
    months(1, 12).map((month) => {
      const socialSecurityTax = month <= 7 ? '1550.00' : month === 8 ? '68.20' : '0';
      const additionalMedicareTax = month >= 9 ? '225.00' : '0';
      const [totalDeductions, netPay] =
        month <= 7
          ? ['7912.50', '17087.50']
          : month === 8
            ? ['6430.70', '18569.30']
            : ['6587.50', '18412.50'];
      return monthlyPaycheck(month, {
        state: 'TX',
        grossPay: '25000.00',
        federalIncomeTax: '6000.00',
        socialSecurityTax,
        medicareTax: '362.50',
        additionalMedicareTax,
        sutaTax: month === 1 ? '238.00' : '0',
        totalDeductions,
        netPay,
      });
    }),
  );

  const deeSocialSecurity = ['76.54', '76.55', '76.54', '76.54', '76.55', '76.54'];
  const deeMedicare = ['17.90', '17.90', '17.90', '17.91', '17.90', '17.90'];
  const deeDeductions = ['169.25', '169.26', '169.25', '169.26', '169.26', '169.25'];
  const deeNet = ['1065.32', '1065.31', '1065.32', '1065.31', '1065.31', '1065.32'];
  const deePaychecks: TestPaycheck[] = months(7, 12).map((month, index) =>
    monthlyPaycheck(month, {
      state: 'CA',
      grossPay: '1234.57',
      federalIncomeTax: '50.00',
      socialSecurityTax: deeSocialSecurity[index]!,
      medicareTax: deeMedicare[index]!,
      stateIncomeTax: '10.00',
      stateDisabilityTax: '14.81',
      totalDeductions: deeDeductions[index]!,
      netPay: deeNet[index]!,
    }),
  );
  await insertPaychecks(db, dee, deePaychecks);
  return { ana, ben, cal, dee };
}
