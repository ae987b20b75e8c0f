import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createEmployeeInputSchema,
  type CreateEmployeeInput,
  type Employee,
  type EmployeeFormValues,
} from '@paylab/shared';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
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
        <Field label="First Name" error={message('firstName')}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label="Last Name" error={message('lastName')}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
        <Field label="Employee ID" error={message('employeeId')} hint="For example EMP-004">
          <Input autoComplete="off" {...form.register('employeeId')} />
        </Field>
        <Field label="Email" error={message('email')} hint="Optional">
          <Input inputMode="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="Department" error={message('department')}>
          <Input {...form.register('department')} />
        </Field>
        <Field label="Position" error={message('position')} hint="Optional">
          <Input {...form.register('position')} />
        </Field>
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
        {isHourly ? (
          <Field label="Hourly Rate" error={message('hourlyRate')} hint="Dollars an hour">
            <Input inputMode="decimal" placeholder="e.g. 25.50" {...form.register('hourlyRate')} />
          </Field>
        ) : (
          <Field label="Annual Salary" error={message('annualSalary')}>
            <Input
              inputMode="decimal"
              placeholder="e.g. 65000"
              {...form.register('annualSalary')}
            />
          </Field>
        )}
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
        <Field label="Hire Date" error={message('hireDate')}>
          <Input type="date" {...form.register('hireDate')} />
        </Field>
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
        <Field
          label="Allowances"
          error={message('allowances')}
          hint="Federal, from a 2019-or-earlier W-4"
        >
          <Input inputMode="numeric" {...form.register('allowances')} />
        </Field>
        <Field
          label="Additional Withholding"
          error={message('additionalWithholding')}
          hint="Extra federal amount per pay period"
        >
          <Input inputMode="decimal" {...form.register('additionalWithholding')} />
        </Field>
        <SelectField
          label="State"
          error={message('state')}
          {...form.register('state')}
          options={US_STATE_OPTIONS}
        />
        <Field label="State Allowances" error={message('stateAllowances')}>
          <Input inputMode="numeric" {...form.register('stateAllowances')} />
        </Field>
        <Field
          label="Date of Birth"
          error={message('dateOfBirth')}
          hint="Optional; decides catch-up contributions at 50+"
        >
          <Input type="date" {...form.register('dateOfBirth')} />
        </Field>
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
