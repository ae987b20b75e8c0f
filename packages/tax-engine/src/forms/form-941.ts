import { divideRounded, multiplyRate, PPM, sumCents, type Cents } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';
import { getForm941DueDate, type Quarter } from './filing-calendar';
import type { FormParameters } from './form-parameters';

/*
 * Form 941 for 2025 (Rev. March 2025), Part 1 lines 1-15, over one quarter's payroll counted by pay
 * date. Line texts and multipliers: the 2025 form; line 7: IRS Instructions for Form 941, "Line 7.
 * Current quarter's adjustment for fractions of cents" (forms-2025.md section 4).
 */

/** One employee's wages in the quarter, with what was paid earlier in the year for the annual caps. */
export interface Form941EmployeeQuarter {
  /** Social security and Medicare wages paid earlier in the calendar year. */
  wagesBeforeQuarter: Cents;
  /** Social security and Medicare wages paid in the quarter. */
  wagesInQuarter: Cents;
  /** Federal income tax wages in the quarter (W-2 box 1 definition); defaults to wagesInQuarter. */
  incomeTaxWagesInQuarter?: Cents;
  /** Medicare wages earlier in the year and in the quarter; default to the social security wages. */
  medicareWagesBeforeQuarter?: Cents;
  medicareWagesInQuarter?: Cents;
  socialSecurityTipsBeforeQuarter?: Cents;
  socialSecurityTipsInQuarter?: Cents;
}

export interface Form941Input {
  taxYear: number;
  quarter: Quarter;
  /** Line 1: employees paid for the pay period including the 12th of the quarter's last month. */
  employeesPaidForTwelfth: number;
  employees: readonly Form941EmployeeQuarter[];
  /** Line 3: all federal income tax withheld in the quarter, the extra W-4 amounts included. */
  federalIncomeTaxWithheld: Cents;
  /** Employee social security, Medicare and Additional Medicare actually withheld, rounded per paycheck. */
  employeeSocialSecurityWithheld: Cents;
  employeeMedicareWithheld: Cents;
  employeeAdditionalMedicareWithheld: Cents;
  /** Line 5f: section 3121(q) notice and demand. */
  section3121qTax?: Cents;
  /** Line 8 (negative: third-party sick pay). */
  sickPayAdjustment?: Cents;
  /** Line 9 (negative: uncollected tax on tips and group-term life). */
  tipsAndGroupTermLifeAdjustment?: Cents;
  /** Line 11: qualified small business payroll tax credit (Form 8974). */
  researchCredit?: Cents;
  /** Line 13: deposits for the quarter. */
  totalDeposits: Cents;
}

export interface Form941Column {
  column1: Cents;
  column2: Cents;
}

export interface Form941Lines {
  line1: number;
  line2: Cents;
  line3: Cents;
  line4: boolean;
  line5a: Form941Column;
  line5b: Form941Column;
  line5c: Form941Column;
  line5d: Form941Column;
  line5e: Cents;
  line5f: Cents;
  line6: Cents;
  line7: Cents;
  line8: Cents;
  line9: Cents;
  line10: Cents;
  line11: Cents;
  line12: Cents;
  line13: Cents;
  line14: Cents;
  line15: Cents;
}

export interface Form941 {
  taxYear: number;
  quarter: Quarter;
  dueDate: string;
  lines: Form941Lines;
  /** The employee share the line 5 columns imply; line 7 is what was withheld minus this. */
  employeeShareOfLine5: Cents;
  warnings: string[];
}

/** A yearly band's share that falls in this quarter: min(after, cap) - min(before, cap). */
function bandInQuarter(before: Cents, during: Cents, floor: Cents, cap: Cents | null): Cents {
  const clamp = (amount: Cents) => {
    const above = Math.max(0, amount - floor);
    return cap === null ? above : Math.min(above, cap - floor);
  };
  return clamp(before + during) - clamp(before);
}

/** Line 2: wages, tips and other compensation. */
export function line2Wages(input: Form941Input): Cents {
  return sumCents(
    input.employees.map((employee) => employee.incomeTaxWagesInQuarter ?? employee.wagesInQuarter),
  );
}

/** Line 5a column 1: taxable social security wages, each employee's year capped at the wage base. */
export function line5aColumn1(input: Form941Input, parameters: FormParameters): Cents {
  const base = parameters.socialSecurityWageBase.value;
  return sumCents(
    input.employees.map((employee) =>
      bandInQuarter(employee.wagesBeforeQuarter, employee.wagesInQuarter, 0, base),
    ),
  );
}

/** Line 5b column 1: taxable social security tips, within what the wages left of the wage base. */
export function line5bColumn1(input: Form941Input, parameters: FormParameters): Cents {
  const base = parameters.socialSecurityWageBase.value;
  return sumCents(
    input.employees.map((employee) => {
      const wagesAfter = employee.wagesBeforeQuarter + employee.wagesInQuarter;
      const tipsBefore = employee.socialSecurityTipsBeforeQuarter ?? 0;
      return bandInQuarter(
        wagesAfter + tipsBefore,
        employee.socialSecurityTipsInQuarter ?? 0,
        0,
        base,
      );
    }),
  );
}

/** Line 5c column 1: Medicare wages and tips, no cap. */
export function line5cColumn1(input: Form941Input): Cents {
  return sumCents(
    input.employees.map(
      (employee) =>
        (employee.medicareWagesInQuarter ?? employee.wagesInQuarter) +
        (employee.socialSecurityTipsInQuarter ?? 0),
    ),
  );
}

/** Line 5d column 1: each employee's wages above the Additional Medicare threshold, paid this quarter. */
export function line5dColumn1(input: Form941Input, parameters: FormParameters): Cents {
  const threshold = parameters.additionalMedicareThreshold.value;
  return sumCents(
    input.employees.map((employee) => {
      const before =
        (employee.medicareWagesBeforeQuarter ?? employee.wagesBeforeQuarter) +
        (employee.socialSecurityTipsBeforeQuarter ?? 0);
      return bandInQuarter(
        before,
        (employee.medicareWagesInQuarter ?? employee.wagesInQuarter) +
          (employee.socialSecurityTipsInQuarter ?? 0),
        threshold,
        null,
      );
    }),
  );
}

/** Line 5a/5b column 2: column 1 x 0.124 (employee and employer social security). */
export function socialSecurityColumn2(column1: Cents, parameters: FormParameters): Cents {
  return multiplyRate(
    column1,
    parameters.socialSecurityEmployeeRate.value + parameters.socialSecurityEmployerRate.value,
  );
}

/** Line 5c column 2: column 1 x 0.029 (employee and employer Medicare). */
export function medicareColumn2(column1: Cents, parameters: FormParameters): Cents {
  return multiplyRate(
    column1,
    parameters.medicareEmployeeRate.value + parameters.medicareEmployerRate.value,
  );
}

/** Line 5d column 2: column 1 x 0.009 (employee only). */
export function additionalMedicareColumn2(column1: Cents, parameters: FormParameters): Cents {
  return multiplyRate(column1, parameters.additionalMedicareRate.value);
}

/**
 * The employee share line 5 implies: 0.062 x (5a + 5b) + 0.0145 x 5c + 0.009 x 5d, summed exactly and
 * rounded once (forms-2025, line 7), so that line 7 carries every fraction of a cent the paychecks
 * rounded away and line 10 equals the tax the paychecks recorded.
 */
export function employeeShareOfLine5(
  lines: Pick<Form941Lines, 'line5a' | 'line5b' | 'line5c' | 'line5d'>,
  parameters: FormParameters,
): Cents {
  const centPpm =
    (lines.line5a.column1 + lines.line5b.column1) * parameters.socialSecurityEmployeeRate.value +
    lines.line5c.column1 * parameters.medicareEmployeeRate.value +
    lines.line5d.column1 * parameters.additionalMedicareRate.value;
  return divideRounded(centPpm, PPM);
}

/**
 * Line 7: fractions of cents. The employee tax actually withheld, rounded paycheck by paycheck, less
 * the employee share the line 5 columns compute; only the employee share belongs here.
 */
export function line7FractionsOfCents(input: Form941Input, employeeShare: Cents): Cents {
  return (
    input.employeeSocialSecurityWithheld +
    input.employeeMedicareWithheld +
    input.employeeAdditionalMedicareWithheld -
    employeeShare
  );
}

function checkInput(input: Form941Input): void {
  if (!Number.isInteger(input.employeesPaidForTwelfth) || input.employeesPaidForTwelfth < 0)
    throw new TaxEngineInputError(
      'employeesPaidForTwelfth',
      'Line 1 must be a whole number of employees',
    );
  for (const field of [
    'federalIncomeTaxWithheld',
    'employeeSocialSecurityWithheld',
    'employeeMedicareWithheld',
    'employeeAdditionalMedicareWithheld',
    'totalDeposits',
  ] as const) {
    const amount = input[field];
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new TaxEngineInputError(field, `${field} must be a non-negative amount in cents`);
  }
  input.employees.forEach((employee, index) => {
    if (
      !Number.isSafeInteger(employee.wagesBeforeQuarter) ||
      employee.wagesBeforeQuarter < 0 ||
      !Number.isSafeInteger(employee.wagesInQuarter) ||
      employee.wagesInQuarter < 0
    ) {
      throw new TaxEngineInputError(
        `employees.${index}`,
        'Wages must be non-negative amounts in cents',
      );
    }
  });
}

/** Form 941 Part 1 for one quarter. */
export function buildForm941(input: Form941Input, parameters: FormParameters): Form941 {
  checkInput(input);
  const column1a = line5aColumn1(input, parameters);
  const column1b = line5bColumn1(input, parameters);
  const column1c = line5cColumn1(input);
  const column1d = line5dColumn1(input, parameters);
  const line5a = { column1: column1a, column2: socialSecurityColumn2(column1a, parameters) };
  const line5b = { column1: column1b, column2: socialSecurityColumn2(column1b, parameters) };
  const line5c = { column1: column1c, column2: medicareColumn2(column1c, parameters) };
  const line5d = { column1: column1d, column2: additionalMedicareColumn2(column1d, parameters) };
  const line5e = line5a.column2 + line5b.column2 + line5c.column2 + line5d.column2;
  const line5f = input.section3121qTax ?? 0;
  const line3 = input.federalIncomeTaxWithheld;
  const line6 = line3 + line5e + line5f;
  const employeeShare = employeeShareOfLine5({ line5a, line5b, line5c, line5d }, parameters);
  const line7 = line7FractionsOfCents(input, employeeShare);
  const line8 = input.sickPayAdjustment ?? 0;
  const line9 = input.tipsAndGroupTermLifeAdjustment ?? 0;
  const line10 = line6 + line7 + line8 + line9;
  const line11 = input.researchCredit ?? 0;
  const line12 = line10 - line11;
  const line13 = input.totalDeposits;
  const warnings = [...parameters.warnings];
  if (Math.abs(line7) > input.employees.length * 4) {
    warnings.push(
      'Line 7 is larger than rounding alone explains: some withholding differs from the statutory rates',
    );
  }
  return {
    taxYear: input.taxYear,
    quarter: input.quarter,
    dueDate: getForm941DueDate(input.taxYear, input.quarter),
    lines: {
      line1: input.employeesPaidForTwelfth,
      line2: line2Wages(input),
      line3,
      line4: column1a + column1b + column1c === 0,
      line5a,
      line5b,
      line5c,
      line5d,
      line5e,
      line5f,
      line6,
      line7,
      line8,
      line9,
      line10,
      line11,
      line12,
      line13,
      line14: Math.max(0, line12 - line13),
      line15: Math.max(0, line13 - line12),
    },
    employeeShareOfLine5: employeeShare,
    warnings,
  };
}
