import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createEmployeeInputSchema,
  type CreateEmployeeInput,
  type Employee,
  type EmployeeFormValues,
} from '@paylab/shared';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';
import { DEFAULT_WORK_STATE } from '@paylab/shared/constants';
import { ApiError } from '../../../lib/api-client';
import {
  FILING_STATUS_OPTIONS,
  OVERTIME_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_TYPE_OPTIONS,
} from './employee-options';
import { showServerFieldErrors } from '../../../lib/show-server-field-errors';
import { SelectField } from '../../../components/select-field';
import { US_STATE_OPTIONS } from '../../../lib/us-state-options';
import { FormActions } from '../../../components/form-actions';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { StateCertificateFields } from './state-certificate-fields';

export interface EmployeeFormProps {
  employee?: Employee;
  isPending: boolean;
  onSubmit(values: CreateEmployeeInput): Promise<void>;
  onCancel(): void;
  /** Shown above the buttons: the refusal of a save made from a stale version, with its reload. */
  notice?: ReactNode;
  /** Put focus on the first field once mounted: the form was just reloaded. */
  shouldFocusFirstField?: boolean;
}

const resolveEmployee = zodResolver(createEmployeeInputSchema);

type EmployeeFieldSpec = RegisteredFieldSpec<EmployeeFormValues>;

// The form's text inputs in screen order, between the selects that stand among them.
const IDENTITY_FIELDS: readonly EmployeeFieldSpec[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'off' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'off' },
  { name: 'employeeId', label: 'Employee ID', hint: 'For example EMP-004', autoComplete: 'off' },
  { name: 'email', label: 'Email', hint: 'Optional', inputMode: 'email', autoComplete: 'off' },
  { name: 'department', label: 'Department' },
  { name: 'position', label: 'Position', hint: 'Optional' },
];
const HOURLY_PAY_FIELDS: readonly EmployeeFieldSpec[] = [
  {
    name: 'hourlyRate',
    label: 'Hourly Rate',
    hint: 'Dollars an hour',
    inputMode: 'decimal',
    placeholder: 'e.g. 25.50',
  },
];
const SALARIED_PAY_FIELDS: readonly EmployeeFieldSpec[] = [
  { name: 'annualSalary', label: 'Annual Salary', inputMode: 'decimal', placeholder: 'e.g. 65000' },
];
const HIRE_DATE_FIELDS: readonly EmployeeFieldSpec[] = [
  { name: 'hireDate', label: 'Hire Date', type: 'date' },
];
const FEDERAL_WITHHOLDING_FIELDS: readonly EmployeeFieldSpec[] = [
  {
    name: 'allowances',
    label: 'Allowances',
    hint: 'Federal, from a 2019-or-earlier W-4',
    inputMode: 'numeric',
  },
  {
    name: 'additionalWithholding',
    label: 'Additional Withholding',
    hint: 'Extra federal amount per pay period',
    inputMode: 'decimal',
  },
];
const STATE_AND_BIRTH_FIELDS: readonly EmployeeFieldSpec[] = [
  { name: 'stateAllowances', label: 'State Allowances', inputMode: 'numeric' },
  {
    name: 'dateOfBirth',
    label: 'Date of Birth',
    hint: 'Optional; decides catch-up contributions at 50+',
    type: 'date',
  },
];

/** The form's values without the amount of the pay type not chosen, which stays typed but unsent. */
export function withoutOtherPayAmount(values: EmployeeFormValues): EmployeeFormValues {
  const { annualSalary, hourlyRate, ...rest } = values;
  return values.payType === 'hourly' ? { ...rest, hourlyRate } : { ...rest, annualSalary };
}

/** A blank date of birth is none on file (null), which also clears one an edit removes. */
export function withBlankBirthDateAsNull(values: EmployeeFormValues): EmployeeFormValues {
  const dateOfBirth = typeof values.dateOfBirth === 'string' ? values.dateOfBirth.trim() : '';
  return { ...values, dateOfBirth: dateOfBirth || null };
}

/** Spec section 5 defaults: bi-weekly, single, CA, hired today. */
export function toDefaultValues(employee: Employee | undefined, today: string): EmployeeFormValues {
  if (!employee) {
    return {
      employeeId: '',
      firstName: '',
      lastName: '',
      email: '',
      department: '',
      position: '',
      payType: 'salaried',
      annualSalary: '',
      hourlyRate: '',
      overtimeExempt: false,
      payFrequency: 'bi-weekly',
      filingStatus: 'single',
      allowances: '0',
      additionalWithholding: '0.00',
      state: DEFAULT_WORK_STATE,
      stateAllowances: '0',
      stateCertificate: null,
      isActive: true,
      hireDate: today,
      dateOfBirth: '',
    };
  }
  // Only the form's own fields: the schema is strict, so server-owned fields must not ride along.
  return {
    employeeId: employee.employeeId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email ?? '',
    department: employee.department,
    position: employee.position ?? '',
    payType: employee.payType,
    annualSalary: employee.annualSalary ?? '',
    hourlyRate: employee.hourlyRate ?? '',
    overtimeExempt: employee.overtimeExempt,
    payFrequency: employee.payFrequency,
    filingStatus: employee.filingStatus,
    allowances: String(employee.allowances),
    additionalWithholding: employee.additionalWithholding,
    state: employee.state,
    stateAllowances: String(employee.stateAllowances),
    // Certificates are dated records of their own (the certificate tab): an edit sends none.
    isActive: employee.isActive,
    hireDate: employee.hireDate,
    dateOfBirth: employee.dateOfBirth ?? '',
  };
}

/** The add/edit employee form: the same zod schema the API validates with. */
export function EmployeeForm({
  employee,
  isPending,
  onSubmit,
  onCancel,
  notice,
  shouldFocusFirstField = false,
}: EmployeeFormProps) {
  const today = useWorkingToday();
  const form = useForm<EmployeeFormValues, unknown, CreateEmployeeInput>({
    // The hidden pay type's amount is neither checked nor sent (ADR 0032).
    resolver: (values, context, options) =>
      resolveEmployee(withBlankBirthDateAsNull(withoutOtherPayAmount(values)), context, options),
    defaultValues: toDefaultValues(employee, today),
  });
  useEffect(() => {
    // A reload mounts a new form with this set, so the focus moves as that form mounts.
    if (shouldFocusFirstField) form.setFocus('firstName');
  }, [form, shouldFocusFirstField]);
  const { errors } = form.formState;
  const isHourly = useWatch({ control: form.control, name: 'payType' }) === 'hourly';
  const isExempt = useWatch({ control: form.control, name: 'overtimeExempt' }) === true;
  const message = (field: keyof EmployeeFormValues) => errors[field]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(form.setError, error);
      // The only conflict an employee save can meet is a taken employee ID.
      if (error instanceof ApiError && error.code === 'CONFLICT' && error.userMessage)
        form.setError('employeeId', { message: error.userMessage }, { shouldFocus: true });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={employee ? 'Edit employee' : 'Add employee'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields form={form} fields={IDENTITY_FIELDS} />
        <SelectField
          label="Pay Type"
          error={message('payType')}
          hint={
            isHourly
              ? 'Paid the rate × hours worked'
              : 'Paid salary / pay periods, whatever the hours'
          }
          {...form.register('payType')}
          options={PAY_TYPE_OPTIONS}
        />
        <RegisteredFields form={form} fields={isHourly ? HOURLY_PAY_FIELDS : SALARIED_PAY_FIELDS} />
        <SelectField
          label="Overtime (FLSA)"
          error={message('overtimeExempt')}
          hint="Non-exempt employees get 1.5x their regular rate over 40 hours a workweek"
          name="overtimeExempt"
          value={String(isExempt)}
          onChange={(event) =>
            form.setValue('overtimeExempt', event.target.value === 'true', { shouldDirty: true })
          }
          options={OVERTIME_OPTIONS}
        />
        <RegisteredFields form={form} fields={HIRE_DATE_FIELDS} />
        <SelectField
          label="Pay Frequency"
          error={message('payFrequency')}
          {...form.register('payFrequency')}
          options={PAY_FREQUENCY_OPTIONS}
        />
        <SelectField
          label="Filing Status"
          error={message('filingStatus')}
          {...form.register('filingStatus')}
          options={FILING_STATUS_OPTIONS}
        />
        <RegisteredFields form={form} fields={FEDERAL_WITHHOLDING_FIELDS} />
        <SelectField
          label="State"
          error={message('state')}
          {...form.register('state')}
          options={US_STATE_OPTIONS}
        />
        <RegisteredFields form={form} fields={STATE_AND_BIRTH_FIELDS} />
      </div>
      {employee ? null : <StateCertificateFields form={form} />}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('isActive')} />
        Active employee
      </label>
      {notice}
      <FormActions onCancel={onCancel} isPending={isPending}>
        {employee ? 'Update Employee' : 'Add Employee'}
      </FormActions>
    </form>
  );
}
