import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
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
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { TaxYearSelect } from '../../../components/tax-year-select';
import { useDefaultTaxYear, useTaxYearChoice, useTaxYearDate } from '../../../hooks/use-tax-year';
import { useTaxYears } from '../../../api/get-tax-years';
import {
  CONFIDENCE_LABELS,
  getStateCompliancePage,
  type CertificateFieldRow,
  type StateCompliancePage as StatePage,
  type ValueLine,
} from '../lib/state-compliance';
import { Citation, CitedList } from './cited-list';
import { StatePicker } from './state-picker';

const CONFIDENCE_BADGES: Record<StatePage['confidence'], 'success' | 'warning' | 'danger'> = {
  official: 'success',
  secondary: 'warning',
  uncertain: 'danger',
};

/** A select's options fold away past a handful (Indiana's WH-4 offers 93 counties). */
const OPTIONS_SHOWN_OPEN = 6;

function AllowedValues({ field }: { field: CertificateFieldRow }) {
  if (typeof field.allowed === 'string') return <>{field.allowed}</>;
  const list = (
    <ul className="list-disc pl-5">
      {field.allowed.map((option) => (
        <li key={option}>{option}</li>
      ))}
    </ul>
  );
  if (field.allowed.length <= OPTIONS_SHOWN_OPEN) return list;
  return (
    <details>
      <summary className="cursor-pointer select-none">
        One of {field.allowed.length} choices
      </summary>
      {list}
    </details>
  );
}

/**
 * The rule's values: a short one beside its label, a long one a line per band or entry under a
 * disclosure, and one the page cannot put in words as its citation states it.
 */
function ValueList({ lines }: { lines: readonly ValueLine[] }) {
  return (
    <ul className="grid gap-3">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm text-muted-foreground">{line.label}</span>
            {line.value === null ? null : (
              <span className="font-medium tabular-nums">{line.value}</span>
            )}
          </div>
          {line.changesOn ? (
            <p className="text-xs text-warning">
              A new value takes over on {formatDate(line.changesOn)}.
            </p>
          ) : null}
          {line.rows ? (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer select-none">Show all {line.rows.length}</summary>
              <ul className="mt-1 grid gap-1 pl-4 tabular-nums">
                {line.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {line.value === null ? (
            <p className="mt-1 text-sm">{line.citation}</p>
          ) : (
            <Citation text={line.citation} />
          )}
        </li>
      ))}
    </ul>
  );
}

function BackLink({ year }: { year?: number | null }) {
  return (
    <Link
      to={year ? `/compliance?year=${year}` : '/compliance'}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Tax Compliance Center
    </Link>
  );
}

function UnknownState({ code }: { code: string }) {
  return (
    <div className="grid gap-4">
      <BackLink />
      <PageHeader
        title="State not found"
        subtitle={`PayLab has no state “${code.toUpperCase()}”. Choose one of the 50 states or DC.`}
      />
      <StatePicker />
    </div>
  );
}

/**
 * "Carried forward from 2025": the state has no values of the chosen year in PayLab, so its
 * paychecks of that year apply the earlier ones shown on the page, and say so (ADR 0046).
 */
function CarriedForwardNote({ code, year, name }: { code: string; year: number; name: string }) {
  const taxYears = useTaxYears();
  const coverage = taxYears.data?.years
    .find((entry) => entry.year === year)
    ?.states.find((state) => state.code === code);
  if (coverage?.status !== 'carried-forward') return null;
  return (
    <p
      role="note"
      className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      data-testid="carried-forward-note"
    >
      <strong>Carried forward from {coverage.valuesYear}.</strong> PayLab holds no {year} values for{' '}
      {name} yet: a paycheck dated in {year} applies the {coverage.valuesYear} values below and says
      so in its warnings.
    </p>
  );
}

/**
 * A work state's Compliance page (issue 28, section 3), generated from its rule in the state
 * registry: values are those in force on today's date of the chosen tax year (`initialYear`: a
 * link's ?year=).
 */
export function StateCompliancePage({
  code,
  initialYear,
}: {
  code: string;
  initialYear?: number | null;
}) {
  const taxYear = useTaxYearChoice('rates', initialYear);
  const date = useTaxYearDate(taxYear.year);
  const defaultYear = useDefaultTaxYear('rates');
  const linkYear = taxYear.year === defaultYear ? null : taxYear.year;
  const page = getStateCompliancePage(code, date);
  if (!page) return <UnknownState code={code} />;
  return (
    <div>
      <div className="mb-3">
        <BackLink year={linkYear} />
      </div>
      <PageHeader
        title={`${page.name} (${page.code})`}
        subtitle={`What PayLab withholds for a ${page.name} work state, and what it does not`}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <TaxYearSelect {...taxYear} />
            <StatePicker key={page.code} current={page.code} year={linkYear} />
          </div>
        }
      />
      <CarriedForwardNote code={page.code} year={taxYear.year} name={page.name} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Publication and method</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="text-sm text-muted-foreground">Publication and edition</dt>
              <dd className="font-medium">{page.publication}</dd>
              <dt className="text-sm text-muted-foreground">Method</dt>
              <dd>{page.method}</dd>
              <dt className="text-sm text-muted-foreground">Wage income tax</dt>
              <dd>{page.hasWageIncomeTax ? 'Yes' : 'No: the state does not tax wages'}</dd>
              <dt className="text-sm text-muted-foreground">Confidence</dt>
              <dd>
                <Badge variant={CONFIDENCE_BADGES[page.confidence]}>
                  {CONFIDENCE_LABELS[page.confidence]}
                </Badge>{' '}
                <span className="text-sm">{page.confidenceNote}</span>
              </dd>
            </dl>
          </CardContent>
        </Card>

        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>What is withheld</CardTitle>
            <CardDescription>
              Each line a paycheck carries for {page.name}, printed on the pay stub with its year to
              date, and where the year&rsquo;s amount goes on the W-2.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {page.programs.length ? (
              <Table aria-label={`${page.name} withholding lines`}>
                <thead>
                  <tr>
                    <Th>Line</Th>
                    <Th>Kind</Th>
                    <Th>On the W-2</Th>
                  </tr>
                </thead>
                <tbody>
                  {page.programs.map((program) => (
                    <tr key={program.id}>
                      <Td className="font-medium">{program.label}</Td>
                      <Td>{program.kind}</Td>
                      <Td>{program.w2}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">
                Nothing: {page.name} has no wage income tax and no employee-paid program PayLab
                withholds.
              </p>
            )}
            {page.requirements.length ? (
              <section aria-labelledby="state-requirements">
                <h3 id="state-requirements" className="mb-2 font-semibold">
                  Requirements
                </h3>
                <CitedList lines={page.requirements} />
              </section>
            ) : null}
          </CardContent>
        </Card>

        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Rates and wage bases in force</CardTitle>
            <CardDescription>
              Every value of the {page.name} rule on {formatDate(page.date)}, with the publication
              it comes from.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {page.values.length ? (
              <ValueList lines={page.values} />
            ) : (
              <p className="text-sm text-muted-foreground">The rule has no values of its own.</p>
            )}
          </CardContent>
        </Card>

        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Certificate: {page.certificate.form}</CardTitle>
            <CardDescription>
              The fields of the employee&rsquo;s own withholding form, as the employee page takes
              them, and what applies when none is on file.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {page.certificate.fields.length ? (
              <Table aria-label={`${page.certificate.form} fields`}>
                <thead>
                  <tr>
                    <Th>Field</Th>
                    <Th>Takes</Th>
                    <Th>With none on file</Th>
                  </tr>
                </thead>
                <tbody>
                  {page.certificate.fields.map((field) => (
                    <tr key={field.key}>
                      <Td className="align-top">
                        <span className="font-medium">{field.label}</span>
                        {field.help ? (
                          <span className="block text-xs text-muted-foreground">{field.help}</span>
                        ) : null}
                      </Td>
                      <Td className="align-top">
                        <AllowedValues field={field} />
                      </Td>
                      <Td className="align-top">{field.defaultValue}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">
                {page.name} has no withholding certificate of its own.
              </p>
            )}
            {page.certificate.defaultsCitation ? (
              <Citation text={page.certificate.defaultsCitation} />
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Not modelled</CardTitle>
            <CardDescription>What PayLab does not compute for {page.name}.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc pl-5 text-sm">
              {page.notModelled.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Uncertainties</CardTitle>
            <CardDescription>
              Values not yet confirmed in {page.name}&rsquo;s own publication.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {page.uncertainties.length ? (
              <ul className="list-disc pl-5 text-sm">
                {page.uncertainties.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">None.</p>
            )}
          </CardContent>
        </Card>

        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Employer filings and unemployment</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <CitedList lines={[...page.employerLines, ...page.filings]} />
            {page.resources.length ? (
              <ul className="grid gap-3 md:grid-cols-2">
                {page.resources.map((link) => (
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
            ) : null}
          </CardContent>
        </Card>
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
