import { Calculator, ShieldCheck, Users } from 'lucide-react';
import { IconCard } from '../../../components/stat-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveEmployees } from '../api/get-active-employees';
import { useCompanySettings } from '../../../api/get-company-settings';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { RULE_SET_LABELS } from './payroll-labels';

/**
 * Spec section 2: Active Employees, Tax Calculator ('2025 Rates Active', now the year of the
 * company's working today: issue 30), Compliance.
 */
export function OverviewCards() {
  const active = useActiveEmployees({ page: 1 });
  const settings = useCompanySettings();
  const taxYear = useWorkingToday().slice(0, 4);
  return (
    <div className="mb-6 grid gap-4 md:grid-cols-3">
      <IconCard icon={Users}>
        <p className="text-sm text-muted-foreground">Active Employees</p>
        {active.data ? (
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="active-employee-count">
            {active.data.total.toLocaleString('en-US')}
          </p>
        ) : (
          <Skeleton className="mt-2 h-7 w-16" />
        )}
      </IconCard>
      <IconCard icon={Calculator} tone="text-success">
        <p className="text-sm text-muted-foreground">Tax Calculator</p>
        <p className="mt-1 text-lg font-semibold text-success">{taxYear} Rates Active</p>
      </IconCard>
      <IconCard icon={ShieldCheck}>
        <p className="text-sm text-muted-foreground">Compliance</p>
        <p className="mt-1 text-lg font-semibold">Up to Date</p>
        <p className="text-xs text-muted-foreground">
          {settings.data ? `Rule set: ${RULE_SET_LABELS[settings.data.taxRuleSet]}` : '\u00a0'}
        </p>
      </IconCard>
    </div>
  );
}
