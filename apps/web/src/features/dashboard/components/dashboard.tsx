import {
  Activity,
  BadgeCheck,
  DollarSign,
  FileBarChart,
  Landmark,
  Play,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { getMonthName } from '@paylab/shared/dates';
import { formatPercent, formatUsd } from '@paylab/shared/money';
import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';
import {
  resolveIncomeTaxRateSchedules,
  resolvePayrollTaxRates,
  type DisplayBracket,
} from '@paylab/tax-engine';
import { FORM_941_GUIDELINES_URL } from '../../../components/educational-banner';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { NewTabLink } from '../../../components/new-tab-link';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonList } from '../../../components/skeleton-list';
import { StatCardGrid } from '../../../components/stat-card';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { SectionCard } from '../../../components/section-card';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useDefaultTaxYear, useTaxYearChoice, useTaxYearDate } from '../../../hooks/use-tax-year';

/** Whole dollars for constants such as the wage base: 17_610_000 cents → "$176,100". */
function formatWholeDollars(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, '');
}

/** "$11,925 – $48,475", or "$626,350+" for the open-ended top bracket (spec section 2). */
function formatBracketRange(bracket: DisplayBracket): string {
  return bracket.to === null
    ? `${formatWholeDollars(bracket.from)}+`
    : `${formatWholeDollars(bracket.from)} – ${formatWholeDollars(bracket.to)}`;
}

/** Spec section 2: while metrics load, a title bar and four placeholder cards. */
function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard">
      <Skeleton className="mb-6 h-10 w-80" />
      <SkeletonList
        count={4}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        itemClassName="h-28"
      />
    </div>
  );
}

/** The month's payroll totals by pay date (ADR 0034), each on its own card under the month it covers. */
const MONTHLY_AMOUNT_CARDS = [
  {
    label: 'Monthly Gross Pay',
    amount: 'monthlyGross',
    icon: DollarSign,
    testId: 'metric-monthly-gross',
  },
  {
    label: 'Federal Taxes Withheld',
    amount: 'federalTaxes',
    icon: Landmark,
    testId: 'metric-federal-taxes',
  },
  { label: 'Net Pay Distributed', amount: 'netPay', icon: Wallet, testId: 'metric-net-pay' },
] as const;

const RECENT_ACTIVITY = [
  { title: 'System initialized', detail: 'Ready for payroll processing' },
  { title: 'Sample employees loaded', detail: '3 employees ready for processing' },
  {
    title: `${MODELLED_TAX_YEARS.join(' and ')} tax rates loaded`,
    detail: 'Federal and state calculations ready',
  },
];

/** Spec section 2's static status, naming the company's current tax year as the header does. */
function listComplianceStatus(currentYear: number) {
  return [
    { label: 'Tax Calculations', status: 'Up to Date', variant: 'success' as const },
    { label: `${currentYear} Tax Year`, status: 'Active', variant: 'default' as const },
    { label: 'W-2 Forms', status: 'Due Jan 31', variant: 'warning' as const },
  ];
}

/** The payroll dashboard (spec section 2). */
export function Dashboard() {
  const metrics = useDashboardMetrics();
  const currentYear = useDefaultTaxYear('records');
  const taxYear = useTaxYearChoice('rates');
  const yearDate = useTaxYearDate(taxYear.year);
  if (metrics.isPending) return <DashboardSkeleton />;

  const data = metrics.data;
  const [year, month] = (data?.month ?? '').split('-');
  const monthLabel = year && month ? `${getMonthName(Number(month))} ${year}` : 'This month';
  const schedules = resolveIncomeTaxRateSchedules(yearDate);
  const brackets = schedules.brackets.value.single.slice(0, 4);
  const rates = resolvePayrollTaxRates(yearDate);

  return (
    <div>
      <PageHeader
        title="Payroll Dashboard"
        subtitle="Manage payroll operations and tax compliance for your organization"
      />
      {metrics.isError ? (
        <p role="alert" className="mb-4 text-danger">
          {getErrorMessage(metrics.error, 'The dashboard figures could not be loaded.')}
        </p>
      ) : null}
      <StatCardGrid
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        cards={[
          {
            label: 'Total Employees',
            value: data?.totalEmployees ?? 0,
            detail: `${(data?.activeEmployees ?? 0).toLocaleString('en-US')} active`,
            icon: Users,
            testId: 'metric-total-employees',
          },
          ...MONTHLY_AMOUNT_CARDS.map(({ amount, ...card }) => ({
            ...card,
            value: formatCurrency(data?.[amount]),
            detail: `${monthLabel} · by pay date`,
          })),
        ]}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <SectionCard title="Quick Actions" contentClassName="grid gap-2">
          <Button asChild>
            <Link to="/payroll">
              <Play aria-hidden="true" /> Run Payroll
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/employees">
              <UserPlus aria-hidden="true" /> Add New Employee
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/reports">
              <FileBarChart aria-hidden="true" /> Generate Reports
            </Link>
          </Button>
        </SectionCard>

        <SectionCard title="Recent Activity">
          <ul className="grid gap-3">
            {RECENT_ACTIVITY.map((item) => (
              <li key={item.title} className="flex gap-3">
                <Activity className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <div>
                  <p className="text-sm font-medium">{item.title}</p>
                  <p className="text-xs text-muted-foreground">{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title="Compliance Status" contentClassName="grid gap-3">
          <dl className="grid gap-2">
            {listComplianceStatus(currentYear).map((item) => (
              <div key={item.label} className="flex items-center justify-between gap-3 text-sm">
                <dt>{item.label}</dt>
                <dd>
                  <Badge variant={item.variant}>{item.status}</Badge>
                </dd>
              </div>
            ))}
          </dl>
          <NewTabLink
            href={FORM_941_GUIDELINES_URL}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
            iconClassName="size-3"
          >
            Form 941 guidelines{' '}
          </NewTabLink>
        </SectionCard>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <SectionCard
          title={`${taxYear.year} Federal Tax Brackets (Single Filers)`}
          description={`Annual taxable income, ${schedules.brackets.citation}`}
          actions={<TaxYearSelect {...taxYear} fieldClassName="w-28" />}
        >
          <ul className="grid gap-2" aria-label={`${taxYear.year} single filer brackets`}>
            {brackets.map((bracket) => (
              <li
                key={bracket.from}
                className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2 text-sm"
              >
                <span className="font-semibold tabular-nums">{formatPercent(bracket.rate)}</span>
                <span className="tabular-nums">{formatBracketRange(bracket)}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard
          title={
            <>
              <BadgeCheck className="size-4 text-primary" aria-hidden="true" />{' '}
              {`${taxYear.year} Key Changes`}
            </>
          }
          titleProps={{ className: 'flex items-center gap-2' }}
        >
          <ul className="grid list-disc gap-2 pl-5 text-sm" data-testid="dashboard-tax-note">
            <li>
              The Social Security wage base rose to{' '}
              {formatWholeDollars(rates.socialSecurityWageBase.value)}.
            </li>
            <li>
              Additional Medicare tax of{' '}
              {formatPercent(rates.additionalMedicareRate.value).replace(/0%$/, '%')} applies to
              wages above {formatWholeDollars(rates.additionalMedicareThreshold.value)} a year.
            </li>
            <li>
              Bonuses are taxed at a flat{' '}
              {formatPercent(rates.supplementalFlatRate.value).replace(/\.00%$/, '%')} up to $1M and{' '}
              {formatPercent(rates.supplementalMandatoryRate.value).replace(/\.00%$/, '%')} above
              $1M.
            </li>
          </ul>
        </SectionCard>
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
