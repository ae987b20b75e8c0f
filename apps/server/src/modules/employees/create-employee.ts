import { employees, type Database, isUniqueViolation } from '@paylab/db';
import {
  AppError,
  type CreateEmployeeInput,
  type Employee,
  type SessionUser,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { insertStateCertificate } from '../state-certificates/create-state-certificate';
import { getEmployeeById } from './get-employee';

export interface CreateEmployeeOptions {
  actor: SessionUser;
  input: CreateEmployeeInput;
}

export function toEmployeeValues(input: Omit<CreateEmployeeInput, 'stateCertificate'>) {
  return {
    employeeId: input.employeeId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    department: input.department,
    position: input.position ?? null,
    payType: input.payType,
    // Only the pay type's own amount is kept (the schema's checkPayAmounts).
    annualSalary: input.payType === 'salaried' ? (input.annualSalary ?? null) : null,
    hourlyRate: input.payType === 'hourly' ? (input.hourlyRate ?? null) : null,
    overtimeExempt: input.overtimeExempt,
    payFrequency: input.payFrequency,
    filingStatus: input.filingStatus,
    allowances: input.allowances,
    additionalWithholding: input.additionalWithholding,
    state: input.state,
    stateAllowances: input.stateAllowances,
    isActive: input.isActive,
    hireDate: input.hireDate,
    // Left out of an update, the stored date of birth stays (the employee form may not show it).
    ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth }),
  };
}

/** The employee ID is the human key on stubs and W-2s: a second one answers 409. */
export function toDuplicateEmployeeIdError(
  error: unknown,
  employeeId: string,
): AppError | undefined {
  if (isUniqueViolation(error, 'employee_id')) {
    const message = `An employee with ID ${employeeId} already exists`;
    return new AppError('CONFLICT', message, { employeeId: message });
  }
  return undefined;
}

export async function createEmployee(
  db: Database,
  { actor, input }: CreateEmployeeOptions,
): Promise<Employee> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values(toEmployeeValues(input))
        .returning({ id: employees.id });
      // A certificate given at hiring is the employee's first, in force from the hire date.
      if (input.stateCertificate) {
        await insertStateCertificate(tx, actor, {
          employeeId: row!.id,
          state: input.state,
          effectiveDate: input.hireDate,
          values: input.stateCertificate,
        });
      }
      const employee = await getEmployeeById(tx, row!.id);
      await writeAuditLog(tx, {
        actor,
        action: 'create',
        entity: 'employee',
        entityId: employee.id,
        after: employee,
      });
      return employee;
    });
  } catch (error) {
    throw toDuplicateEmployeeIdError(error, input.employeeId) ?? error;
  }
}
