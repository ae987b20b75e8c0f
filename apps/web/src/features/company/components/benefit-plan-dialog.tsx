import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  hasEmployerAmount,
  isRetirementPlanType,
  MAX_MATCH_TIERS,
  type BenefitPlan,
  type BenefitPlanInput,
} from '@paylab/shared';
import { FormActions } from '../../../components/form-actions';
import { IconButton } from '../../../components/icon-button';
import { SelectField } from '../../../components/select-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { useCreateBenefitPlan } from '../api/create-benefit-plan';
import { useUpdateBenefitPlan } from '../api/update-benefit-plan';
import {
  resolveBenefitPlan,
  toPlanFormFields,
  type BenefitPlanFormFields,
} from './benefit-plan-form';
import { PLAN_TYPE_OPTION_GROUPS } from './plan-type-options';

/** A new tier starts as the most common one: the employer matches dollar for dollar. */
const NEW_TIER = { payRate: '', matchRate: '100' };

const PERCENT_INPUT_PROPS = { inputMode: 'decimal', autoComplete: 'off' } as const;

function EmployerMatchFields({
  form,
}: {
  form: UseFormReturn<BenefitPlanFormFields, unknown, BenefitPlanInput>;
}) {
  const tiers = useFieldArray({ control: form.control, name: 'employerMatch' });
  const matchErrors = form.formState.errors.employerMatch;
  const groupError = matchErrors?.message ?? matchErrors?.root?.message;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Employer match</legend>
      <p className="text-xs text-muted-foreground">
        Each tier matches a share of what the employee defers, up to a share of the paycheck&apos;s
        gross pay: 100% of the first 3% plus 50% of the next 2%.
      </p>
      {tiers.fields.map((tier, index) => {
        const number = index + 1;
        const errors = matchErrors?.[index];
        return (
          <div
            key={tier.id}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2"
          >
            <Field label={`Tier ${number}: match (%)`} error={errors?.matchRate?.message}>
              <Input
                {...PERCENT_INPUT_PROPS}
                {...form.register(`employerMatch.${index}.matchRate`)}
              />
            </Field>
            <Field
              label={`Tier ${number}: of the ${index === 0 ? 'first' : 'next'} (% of pay)`}
              error={errors?.payRate?.message}
            >
              <Input
                {...PERCENT_INPUT_PROPS}
                {...form.register(`employerMatch.${index}.payRate`)}
              />
            </Field>
            <IconButton
              tooltip="Remove tier"
              label={`Remove tier ${number}`}
              className="mt-6"
              onClick={() => tiers.remove(index)}
            >
              <Trash2 />
            </IconButton>
          </div>
        );
      })}
      {groupError ? (
        <p className="text-sm text-danger" role="alert">
          {groupError}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={tiers.fields.length >= MAX_MATCH_TIERS}
          onClick={() => tiers.append(NEW_TIER)}
        >
          <Plus aria-hidden="true" /> Add match tier
        </Button>
      </div>
    </fieldset>
  );
}

/** The form of a plan: its name and type, and the employer share of a kind that type has. */
function BenefitPlanForm({ plan, onDone }: { plan: BenefitPlan | null; onDone(): void }) {
  const create = useCreateBenefitPlan();
  const update = useUpdateBenefitPlan();
  const form = useForm<BenefitPlanFormFields, unknown, BenefitPlanInput>({
    resolver: resolveBenefitPlan,
    defaultValues: toPlanFormFields(plan),
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const activeHintId = useId();

  const submit = form.handleSubmit(async (input) => {
    try {
      if (plan) {
        await update.mutateAsync({ id: plan.id, input, version: plan.updatedAt });
        showSuccessToast('Benefit plan updated successfully', input.name);
      } else {
        await create.mutateAsync(input);
        showSuccessToast('Benefit plan created successfully', input.name);
      }
      onDone();
    } catch (error) {
      showSubmitErrors(
        form.setError,
        plan ? 'Failed to update benefit plan' : 'Failed to create benefit plan',
        error,
        'Please check the form and try again.',
      );
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={plan ? 'Edit benefit plan' : 'Add benefit plan'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Plan name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <SelectField
          label="Plan type"
          error={errors.type?.message}
          {...form.register('type')}
          groups={PLAN_TYPE_OPTION_GROUPS}
        />
      </div>
      {isRetirementPlanType(type) ? (
        <>
          <EmployerMatchFields form={form} />
          <Field
            label="Non-elective contribution (% of pay)"
            error={errors.employerNonElectiveRate?.message}
            hint="Paid whether or not the employee defers; blank for none"
          >
            <Input {...PERCENT_INPUT_PROPS} {...form.register('employerNonElectiveRate')} />
          </Field>
        </>
      ) : null}
      {hasEmployerAmount(type) ? (
        <Field
          label="Employer contribution per pay period ($)"
          error={errors.employerAmountPerPeriod?.message}
          hint={
            type === 'hsa'
              ? "Counts toward the year's HSA limit together with the employee's own; blank for none"
              : "The employer's share of the premium (W-2 box 12, code DD with the employee's); blank for none"
          }
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('employerAmountPerPeriod')}
          />
        </Field>
      ) : null}
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-primary"
            aria-describedby={activeHintId}
            {...form.register('isActive')}
          />
          Active
        </label>
        <p id={activeHintId} className="text-xs text-muted-foreground">
          An inactive plan keeps its elections but takes no new ones.
        </p>
      </div>
      <FormActions onCancel={onDone} isPending={create.isPending || update.isPending}>
        {plan ? 'Save plan' : 'Add plan'}
      </FormActions>
    </form>
  );
}

export interface BenefitPlanDialogProps {
  /** The plan to edit, or null to add one. */
  plan: BenefitPlan | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Add or edit one of the company's benefit plans (Settings → Benefits). */
export function BenefitPlanDialog({ plan, open, onOpenChange }: BenefitPlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={plan ? 'Edit benefit plan' : 'Add benefit plan'}
          description={plan ? plan.name : 'What the company offers, and what it adds.'}
          className="max-w-xl"
          initialFocus="first-field"
        >
          <BenefitPlanForm key={plan?.id ?? 'new'} plan={plan} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
