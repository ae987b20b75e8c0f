import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { EducationalDisclaimer } from '../../../components/educational-disclaimer';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/section-card';
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
} from '../lib/state-compliance';
import { Citation, CitedList } from './cited-list';
import { ResourceLinkList } from './resource-link-list';
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
        <SectionCard title="Publication and method" className="xl:col-span-2">
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
        </SectionCard>

        <SectionCard
          title="What is withheld"
          description={
            <>
              Each line a paycheck carries for {page.name}, printed on the pay stub with its year to
              date, and where the year&rsquo;s amount goes on the W-2.
            </>
          }
          className="xl:col-span-2"
          contentClassName="grid gap-6"
        >
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
        </SectionCard>

        <SectionCard
          title="Rates and wage bases in force"
          description={
            <>
              Every value of the {page.name} rule on {formatDate(page.date)}, with the publication
              it comes from.
            </>
          }
          className="xl:col-span-2"
        >
          {page.values.length ? (
            <CitedList lines={page.values} />
          ) : (
            <p className="text-sm text-muted-foreground">The rule has no values of its own.</p>
          )}
        </SectionCard>

        <SectionCard
          title={`Certificate: ${page.certificate.form}`}
          description={
            <>
              The fields of the employee&rsquo;s own withholding form, as the employee page takes
              them, and what applies when none is on file.
            </>
          }
          className="xl:col-span-2"
        >
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
        </SectionCard>

        <SectionCard
          title="Not modelled"
          description={`What PayLab does not compute for ${page.name}.`}
        >
          <ul className="list-disc pl-5 text-sm">
            {page.notModelled.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard
          title="Uncertainties"
          description={<>Values not yet confirmed in {page.name}&rsquo;s own publication.</>}
        >
          {page.uncertainties.length ? (
            <ul className="list-disc pl-5 text-sm">
              {page.uncertainties.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">None.</p>
          )}
        </SectionCard>

        <SectionCard
          title="Employer filings and unemployment"
          className="xl:col-span-2"
          contentClassName="grid gap-6"
        >
          <CitedList lines={[...page.employerLines, ...page.filings]} />
          {page.resources.length ? (
            <ResourceLinkList links={page.resources} className="grid gap-3 md:grid-cols-2" />
          ) : null}
        </SectionCard>
      </div>
      <EducationalDisclaimer />
    </div>
  );
}
