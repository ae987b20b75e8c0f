import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PAYROLL_CALENDAR_LABELS,
  PAYROLL_CALENDARS,
  type CompanySettings,
  type SessionUser,
  updateCompanySettingsInputSchema,
} from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import {
  useUpdateCompanySettings,
  type CompanySettingsFormValues,
} from '../api/update-company-settings';
import { showSubmitErrors } from '../../../lib/show-server-field-errors';
import { SelectField } from '../../../components/select-field';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { RULE_SET_IDS } from '@paylab/shared/constants';
import { RULE_SET_DESCRIPTIONS, RULE_SET_LABELS } from '@paylab/shared/labels';
import { SectionCard } from '../../../components/section-card';

const TAX_RULE_SET_OPTIONS = RULE_SET_IDS.map((value) => ({
  value,
  label: `${RULE_SET_LABELS[value]} (${RULE_SET_DESCRIPTIONS[value]})`,
}));

const PAYROLL_CALENDAR_OPTIONS = PAYROLL_CALENDARS.map((calendar) => ({
  value: calendar,
  label: PAYROLL_CALENDAR_LABELS[calendar],
}));

type CompanySettingsOutput = z.output<typeof updateCompanySettingsInputSchema>;

/** The editable fields: the federal unemployment rate is set by law, so the form never sends it. */
function toFormValues({
  federalUnemploymentRate: _setByLaw,
  ...editable
}: CompanySettings): CompanySettingsFormValues {
  return editable;
}

export function CompanySettingsForm({
  settings,
  user,
}: {
  settings: CompanySettings;
  user: SessionUser;
}) {
  const update = useUpdateCompanySettings();
  const canEdit = can(user.role, 'write:company-settings');
  const form = useForm<CompanySettingsFormValues, unknown, CompanySettingsOutput>({
    resolver: zodResolver(updateCompanySettingsInputSchema),
    defaultValues: toFormValues(settings),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        showSuccessToast('Settings saved', 'Company settings updated successfully');
      },
      onError: (error) => showSubmitErrors(form.setError, 'Failed to save settings', error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
      <fieldset disabled={!canEdit} className="grid gap-6">
        <SectionCard
          title="Company"
          description="Shown on pay stubs, W-2s and invoices."
          contentClassName="grid gap-4"
        >
          <Field label="Company name" error={errors.companyName?.message}>
            <Input {...form.register('companyName')} />
          </Field>
          <Field label="Company address" error={errors.companyAddress?.message}>
            <Textarea rows={2} {...form.register('companyAddress')} />
          </Field>
          <Field
            label="EIN"
            error={errors.ein?.message}
            hint="Employer Identification Number, e.g. 12-3456789"
          >
            <Input placeholder="12-3456789" {...form.register('ein')} />
          </Field>
        </SectionCard>
        <SectionCard
          title="Payroll"
          description="Unemployment rates and the tax rule set used when payroll is processed."
          contentClassName="grid gap-4 sm:grid-cols-2"
        >
          <Field
            label="State unemployment rate"
            error={errors.stateUnemploymentRate?.message}
            hint="Default 0.0340"
          >
            <Input inputMode="decimal" {...form.register('stateUnemploymentRate')} />
          </Field>
          <Field
            label="Federal unemployment rate"
            error={errors.federalUnemploymentRate?.message}
            hint="Set by law: 6.0% less the 5.4% state credit (IRC 3301, 3302); Form 940 adds any credit reduction"
          >
            <Input readOnly value={settings.federalUnemploymentRate} className="bg-muted" />
          </Field>
          <SelectField
            label="Tax rule set"
            error={errors.taxRuleSet?.message}
            {...form.register('taxRuleSet')}
            options={TAX_RULE_SET_OPTIONS}
          />
          <SelectField
            label="Payroll calendar"
            error={errors.payrollCalendar?.message}
            hint="In a practice year every default date (pay periods, pay dates, reports, deadlines) falls inside that year"
            {...form.register('payrollCalendar')}
            options={PAYROLL_CALENDAR_OPTIONS}
          />
          <Field
            label="Pay schedule anchor date"
            error={errors.payScheduleAnchorDate?.message}
            hint="Weekly and bi-weekly periods start from this date"
          >
            <Input type="date" {...form.register('payScheduleAnchorDate')} />
          </Field>
        </SectionCard>
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only admins can change company settings.</p>
      )}
    </form>
  );
}
