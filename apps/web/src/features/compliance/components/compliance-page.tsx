import type { ComplianceItemStatus } from '@paylab/tax-engine/forms';
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
import {
  COMPLIANCE_TAX_YEAR,
  getDeadlineItems,
  getFederalRateReference,
  getStateRequirements,
  getYearUpdates,
  RESOURCE_LINKS,
  type CitedLine,
} from '../lib/compliance-content';

const STATUS_BADGES: Record<
  ComplianceItemStatus,
  { label: string; variant: 'muted' | 'warning' | 'success' | 'danger' }
> = {
  upcoming: { label: 'Upcoming', variant: 'muted' },
  current: { label: 'Current', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  overdue: { label: 'Overdue', variant: 'danger' },
};

function Citation({ text }: { text: string }) {
  return (
    <details className="mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none">Source</summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

function CitedList({ lines }: { lines: CitedLine[] }) {
  return (
    <ul className="grid gap-3">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm text-muted-foreground">{line.label}</span>
            <span className="font-medium tabular-nums">{line.value}</span>
          </div>
          <Citation text={line.citation} />
        </li>
      ))}
    </ul>
  );
}

/** Tax Compliance Center (spec section 2) on `today`, a YYYY-MM-DD date in the viewer's calendar. */
export function CompliancePage({ today }: { today: string }) {
  const deadlines = getDeadlineItems(today);
  return (
    <div>
      <PageHeader
        title="Tax Compliance Center"
        subtitle={`Filing deadlines, state requirements and the ${COMPLIANCE_TAX_YEAR} rates PayLab calculates with`}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Federal Filing Deadlines</CardTitle>
            <CardDescription>
              Deadlines of the last three months and the year ahead, as of {formatDate(today)}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 md:grid-cols-2">
              {deadlines.map((item) => (
                <li
                  key={item.id}
                  className="rounded-md border border-border p-3"
                  data-testid={`deadline-${item.id}`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">{item.title}</p>
                      <p className="text-sm text-muted-foreground">
                        Due {formatDate(item.dueDate)}
                      </p>
                    </div>
                    <Badge variant={STATUS_BADGES[item.status].variant}>
                      {STATUS_BADGES[item.status].label}
                    </Badge>
                  </div>
                  <p className="mt-2 text-sm">{item.description}</p>
                  <Citation text={item.citation} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Federal Rate Reference, {COMPLIANCE_TAX_YEAR}</CardTitle>
            <CardDescription>The values every paycheck and form in PayLab uses.</CardDescription>
          </CardHeader>
          <CardContent>
            <CitedList lines={getFederalRateReference()} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{COMPLIANCE_TAX_YEAR} Updates</CardTitle>
          </CardHeader>
          <CardContent>
            <CitedList lines={getYearUpdates()} />
          </CardContent>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>State Requirements</CardTitle>
            <CardDescription>The work states PayLab models.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            {getStateRequirements().map((requirement) => (
              <section key={requirement.state} aria-labelledby={`state-${requirement.state}`}>
                <h3 id={`state-${requirement.state}`} className="mb-2 font-semibold">
                  {requirement.name} ({requirement.state})
                </h3>
                <CitedList lines={requirement.lines} />
              </section>
            ))}
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
