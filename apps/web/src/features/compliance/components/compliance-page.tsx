import type { TaxYearCoverageWire } from '@paylab/shared';
import { formatUsd } from '@paylab/shared/money';
import { QueryState } from '../../../components/query-state';
import { SkeletonList } from '../../../components/skeleton-list';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useDefaultTaxYear, useTaxYearChoice, useTaxYearDate } from '../../../hooks/use-tax-year';
import { useTaxYears } from '../../../api/get-tax-years';
import { useQuarterlyFilings } from '../api/get-quarterly-filings';
import { Citation, CitedList } from './cited-list';
import { ResourceLinkList } from './resource-link-list';
import { StateLinkList, StatePicker } from './state-picker';
import {
  getDeadlineItems,
  getDeadlineTaxYears,
  getFederalRateReference,
  getYearUpdates,
  listCarriedForward,
  RESOURCE_LINKS,
  type DeadlineItem,
  type DeadlineStatus,
  type QuarterlyFiling,
} from '../lib/compliance-content';

const STATUS_BADGES: Record<
  DeadlineStatus,
  { label: string; variant: 'muted' | 'warning' | 'success' | 'danger' | 'outline' }
> = {
  upcoming: { label: 'Upcoming', variant: 'muted' },
  current: { label: 'Current', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  overdue: { label: 'Overdue', variant: 'danger' },
  passed: { label: 'Date passed', variant: 'outline' },
  'no-payroll': { label: 'No payroll', variant: 'outline' },
};

/** The filing record's line under a 941 deadline: filed when, or why there is none. */
function FilingNote({ item }: { item: DeadlineItem }) {
  if (item.quarter === undefined) return null;
  if (item.status === 'no-payroll') {
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        No paychecks are dated in this quarter, so Tax Forms holds no return for it. Once a first
        941 is filed, the IRS expects one every quarter, even with no wages (Instructions for Form
        941, &ldquo;Who Must File Form 941?&rdquo;).
      </p>
    );
  }
  if (item.filedDate) {
    return (
      <p className="mt-2 text-sm text-success">
        Marked filed on Tax Forms on {formatDate(item.filedDate)}.
      </p>
    );
  }
  if (item.filedDate === null && item.status === 'current') {
    return <p className="mt-2 text-sm text-muted-foreground">Not yet marked filed on Tax Forms.</p>;
  }
  return null;
}

/** A late 941: the failure-to-file estimate, and what it is taken on. */
function PenaltyNote({ item }: { item: DeadlineItem }) {
  const penalty = item.penalty;
  if (!penalty) return null;
  const months = `${penalty.monthsLate} month${penalty.monthsLate === 1 ? '' : 's'}`;
  return (
    <div
      className="mt-2 rounded-md border border-danger/40 bg-danger-soft p-2 text-sm"
      data-testid={`penalty-${item.id}`}
    >
      <p className="font-semibold text-danger">
        {item.filedDate ? 'Filed late' : 'Late'}: estimated failure-to-file penalty{' '}
        {formatUsd(penalty.amount)}
      </p>
      <p className="mt-1">
        5% of the {formatUsd(penalty.balanceDue)} balance due (Form 941 line 14) for each month or
        part of a month late ({months}
        {item.filedDate ? '' : ' so far'}), at most 25% (IRC &sect; 6651(a)(1)).{' '}
        {penalty.deposits !== 0
          ? `Deposits of ${formatUsd(penalty.deposits)} (line 13) are taken off.`
          : item.filedDate
            ? 'No deposits were entered when it was marked filed, so this is taken on the quarter’s whole tax liability (line 12): it overstates the penalty if you deposited on time.'
            : 'PayLab records deposits only when a return is marked filed, so until then this is taken on the quarter’s whole tax liability (line 12): it overstates the penalty if you deposited on time.'}
      </p>
    </div>
  );
}

function DeadlineList({ today, filings }: { today: string; filings: readonly QuarterlyFiling[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {getDeadlineItems(today, filings).map((item) => (
        <li
          key={item.id}
          className="rounded-md border border-border p-3"
          data-testid={`deadline-${item.id}`}
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="font-medium">{item.title}</p>
              <p className="text-sm text-muted-foreground">Due {formatDate(item.dueDate)}</p>
            </div>
            <Badge variant={STATUS_BADGES[item.status].variant}>
              {STATUS_BADGES[item.status].label}
            </Badge>
          </div>
          <p className="mt-2 text-sm">{item.description}</p>
          <FilingNote item={item} />
          <PenaltyNote item={item} />
          <Citation text={item.citation} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The jurisdictions that carry an earlier year's values into the chosen one (GET /api/tax/years),
 * or nothing while that answer is out or when every jurisdiction has the year's own values.
 */
function CarriedForwardCard({
  year,
  coverage,
}: {
  year: number;
  coverage: TaxYearCoverageWire | undefined;
}) {
  const carried = coverage ? listCarriedForward(coverage) : [];
  if (carried.length === 0) return null;
  const fromYears = [...new Set(carried.map((entry) => entry.valuesYear))].join(' and ');
  return (
    <SectionCard
      title={`Carried forward from ${fromYears}`}
      description={`PayLab holds no ${year} values for these yet. A paycheck dated in ${year} applies their latest earlier values, shown on their pages, and says so in its warnings.`}
      className="xl:col-span-2"
      data-testid="carried-forward"
    >
      <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {carried.map((entry) => (
          <li key={entry.name}>
            {entry.name} <span className="text-muted-foreground">({entry.valuesYear} values)</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/**
 * Tax Compliance Center (spec section 2) on `today`, a YYYY-MM-DD date in the viewer's calendar:
 * the deadlines around today, and the rates, updates and state pages of the chosen tax year
 * (`initialYear`: a link's ?year=).
 */
export function CompliancePage({
  today,
  initialYear,
}: {
  today: string;
  initialYear?: number | null;
}) {
  const filings = useQuarterlyFilings(getDeadlineTaxYears(today));
  const taxYear = useTaxYearChoice('rates', initialYear);
  const year = taxYear.year;
  const date = useTaxYearDate(year);
  const taxYears = useTaxYears();
  const coverage = taxYears.data?.years.find((entry) => entry.year === year);
  // Links to the state pages carry a year chosen here, so they open on the same values.
  const defaultYear = useDefaultTaxYear('rates');
  const linkYear = year === defaultYear ? null : year;
  return (
    <div>
      <PageHeader
        title="Tax Compliance Center"
        subtitle={`Filing deadlines, state requirements and the ${year} rates PayLab calculates with`}
        actions={<TaxYearSelect {...taxYear} />}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard
          title="Federal Filing Deadlines"
          description={
            <>
              Deadlines of the last three months and the year ahead, as of {formatDate(today)}. A
              Form 941 is completed once it is marked filed on Tax Forms.
            </>
          }
          className="xl:col-span-2"
        >
          <QueryState
            query={filings}
            loading={
              <SkeletonList count={4} className="grid gap-3 md:grid-cols-2" itemClassName="h-28" />
            }
            errorMessage="The 941 filing records could not be loaded from Tax Forms."
          >
            {(data) => <DeadlineList today={today} filings={data} />}
          </QueryState>
        </SectionCard>
        <SectionCard
          title={`Federal Rate Reference, ${year}`}
          description={`The values every paycheck and form in PayLab dated in ${year} uses.`}
        >
          <CitedList lines={getFederalRateReference(date)} />
        </SectionCard>
        <SectionCard title={`${year} Updates`}>
          <CitedList lines={getYearUpdates(date, coverage)} />
        </SectionCard>
        <CarriedForwardCard year={year} coverage={coverage} />
        <SectionCard
          title="State Requirements"
          description="A page per work state, from the rules every paycheck, stub and W-2 uses: its publication, method, programs with their rates and wage bases, certificate, what is not modelled and how sure the figures are."
          className="xl:col-span-2"
          contentClassName="grid gap-4"
        >
          <StatePicker year={linkYear} />
          <StateLinkList year={linkYear} coverage={coverage} />
        </SectionCard>
        <SectionCard title="Resources" className="xl:col-span-2">
          <ResourceLinkList
            links={RESOURCE_LINKS}
            className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
          />
        </SectionCard>
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
