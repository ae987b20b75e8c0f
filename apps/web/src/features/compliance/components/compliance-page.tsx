import type { TaxYearCoverageWire } from '@paylab/shared';
import { formatUsd } from '@paylab/shared/money';
import { QueryState } from '../../../components/query-state';
import { SkeletonList } from '../../../components/skeleton-list';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { NewTabLink } from '../../../components/new-tab-link';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useDefaultTaxYear, useTaxYearChoice, useTaxYearDate } from '../../../hooks/use-tax-year';
import { useTaxYears } from '../../../api/get-tax-years';
import { useQuarterlyFilings } from '../api/get-quarterly-filings';
import { Citation, CitedList } from './cited-list';
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
    <Card className="xl:col-span-2" data-testid="carried-forward">
      <CardHeader>
        <CardTitle>Carried forward from {fromYears}</CardTitle>
        <CardDescription>
          PayLab holds no {year} values for these yet. A paycheck dated in {year} applies their
          latest earlier values, shown on their pages, and says so in its warnings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {carried.map((entry) => (
            <li key={entry.name}>
              {entry.name}{' '}
              <span className="text-muted-foreground">({entry.valuesYear} values)</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
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
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Federal Filing Deadlines</CardTitle>
            <CardDescription>
              Deadlines of the last three months and the year ahead, as of {formatDate(today)}. A
              Form 941 is completed once it is marked filed on Tax Forms.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <QueryState
              query={filings}
              loading={
                <SkeletonList
                  count={4}
                  className="grid gap-3 md:grid-cols-2"
                  itemClassName="h-28"
                />
              }
              errorMessage="The 941 filing records could not be loaded from Tax Forms."
            >
              {(data) => <DeadlineList today={today} filings={data} />}
            </QueryState>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Federal Rate Reference, {year}</CardTitle>
            <CardDescription>
              The values every paycheck and form in PayLab dated in {year} uses.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CitedList lines={getFederalRateReference(date)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{year} Updates</CardTitle>
          </CardHeader>
          <CardContent>
            <CitedList lines={getYearUpdates(date, coverage)} />
          </CardContent>
        </Card>
        <CarriedForwardCard year={year} coverage={coverage} />
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>State Requirements</CardTitle>
            <CardDescription>
              A page per work state, from the rules every paycheck, stub and W-2 uses: its
              publication, method, programs with their rates and wage bases, certificate, what is
              not modelled and how sure the figures are.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <StatePicker year={linkYear} />
            <StateLinkList year={linkYear} coverage={coverage} />
          </CardContent>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Resources</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {RESOURCE_LINKS.map((link) => (
                <li key={link.href}>
                  <NewTabLink
                    href={link.href}
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    iconClassName="size-3.5"
                  >
                    {link.label}
                  </NewTabLink>
                  <p className="text-sm text-muted-foreground">{link.description}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
