import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { BenefitElectionInput, BenefitPlan, Employee } from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS, HSA_COVERAGE_LABELS } from '@paylab/shared/labels';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { RegisteredFields, type RegisteredFieldSpec } from '../../../components/registered-fields';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { formatDate } from '../../../lib/format';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useCreateBenefitElection } from '../api/create-benefit-election';
import {
  createElectionResolver,
  describeElectionAmount,
  toElectionFormFields,
  type BenefitElectionFormFields,
} from './benefit-elections';

const HSA_COVERAGE_OPTIONS = [
  { value: '', label: 'Choose coverage' },
  ...Object.entries(HSA_COVERAGE_LABELS).map(([value, label]) => ({ value, label })),
];

type ElectionFieldSpec = RegisteredFieldSpec<BenefitElectionFormFields>;

const EFFECTIVE_DATE_FIELDS: readonly ElectionFieldSpec[] = [
  {
    name: 'effectiveDate',
    label: 'Effective date',
    hint: 'Payroll deducts it from paychecks paid on or after this day',
    type: 'date',
  },
];
/** The contribution as the chosen basis takes it. */
const PERCENT_OF_PAY_FIELDS: readonly ElectionFieldSpec[] = [
  {
    name: 'percentOfPay',
    label: 'Percent of pay (%)',
    hint: "Of each paycheck's gross pay; cut to the year's limit if it would pass it",
    inputMode: 'decimal',
    autoComplete: 'off',
  },
];
const AMOUNT_PER_PERIOD_FIELDS: readonly ElectionFieldSpec[] = [
  {
    name: 'amountPerPeriod',
    label: 'Amount per pay period ($)',
    hint: "Cut to the year's limit if it would pass it",
    inputMode: 'decimal',
    autoComplete: 'off',
  },
];

const BASIS_OPTIONS = [
  { value: 'amount', label: 'Amount per pay period' },
  { value: 'percent', label: 'Percent of pay' },
] as const;

function ElectionForm({
  employee,
  plans,
  onDone,
}: {
  employee: Employee;
  /** The active plans, which alone take new elections. */
  plans: readonly BenefitPlan[];
  onDone(): void;
}) {
  const today = useWorkingToday();
  const create = useCreateBenefitElection(employee.id);
  const resolver = useMemo(
    () => createElectionResolver((planId) => plans.find((plan) => plan.id === planId)),
    [plans],
  );
  const form = useForm<BenefitElectionFormFields, unknown, BenefitElectionInput>({
    resolver,
    defaultValues: toElectionFormFields(today),
  });
  const { errors } = form.formState;
  const [planId, basis] = useWatch({ control: form.control, name: ['planId', 'basis'] });
  const plan = plans.find((candidate) => candidate.id === planId);
  const planOptions = [
    { value: '', label: 'Choose a plan' },
    ...plans.map((option) => ({
      value: option.id,
      label: `${option.name} – ${DEDUCTION_TYPE_LABELS[option.type]}`,
    })),
  ];

  const submit = form.handleSubmit(async (input) => {
    try {
      const recorded = await create.mutateAsync(input);
      showSuccessToast(
        'Benefit election recorded',
        `${recorded.planName}: ${describeElectionAmount(recorded)} for ${employee.firstName} ${employee.lastName} from ${formatDate(recorded.effectiveDate)}.`,
      );
      onDone();
    } catch (error) {
      showSubmitErrors(form.setError, 'Failed to record benefit election', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add election">
      <SelectField
        label="Plan"
        error={errors.planId?.message}
        {...form.register('planId')}
        options={planOptions}
      />
      <RegisteredFields form={form} fields={EFFECTIVE_DATE_FIELDS} />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Contribution</legend>
        <div className="flex flex-wrap gap-2">
          {BASIS_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                value={option.value}
                className="size-4 accent-primary"
                {...form.register('basis')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <RegisteredFields
        form={form}
        fields={basis === 'percent' ? PERCENT_OF_PAY_FIELDS : AMOUNT_PER_PERIOD_FIELDS}
      />
      {plan?.type === 'hsa' ? (
        <SelectField
          label="HSA coverage"
          error={errors.hsaCoverage?.message}
          hint="The health plan's coverage sets the year's HSA limit"
          {...form.register('hsaCoverage')}
          options={HSA_COVERAGE_OPTIONS}
        />
      ) : null}
      <FormActions onCancel={onDone} isPending={create.isPending} pendingLabel="Recording...">
        Add election
      </FormActions>
    </form>
  );
}

export interface BenefitElectionDialogProps {
  employee: Employee;
  plans: readonly BenefitPlan[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A new election of one of the company's active plans, dated like a W-4. */
export function BenefitElectionDialog({
  employee,
  plans,
  open,
  onOpenChange,
}: BenefitElectionDialogProps) {
  const activePlans = plans.filter((plan) => plan.isActive);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Add election"
          description={`${employee.firstName} ${employee.lastName}: a plan and what to put into it each paycheck.`}
          initialFocus="first-field"
        >
          {activePlans.length > 0 ? (
            <ElectionForm
              employee={employee}
              plans={activePlans}
              onDone={() => onOpenChange(false)}
            />
          ) : (
            <p className="text-sm">
              The company has no active benefit plans.{' '}
              <Link className="text-primary underline" to="/settings?tab=benefits">
                Add one in Settings → Benefits
              </Link>
              .
            </p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
