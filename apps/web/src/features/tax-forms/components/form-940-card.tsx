import { Fragment } from 'react';
import { resolveFormLayouts, type Form940LineKey } from '@paylab/tax-engine/forms';
import { formatCurrency, formatDate, formatRatePercent } from '../../../lib/format';
import { TaxFormCard } from './tax-form-card';
import { useForm940 } from '../api/tax-form-queries';
import { YearDownloads } from './download-button';
import { FormTableHead, type FormTableColumn } from './form-table-head';
import { describeLine4Boxes } from '../lib/form-940-line4';

const AMOUNT_LINES = [
  'line3',
  'line4',
  'line5',
  'line6',
  'line7',
  'line8',
  'line9',
  'line10',
  'line11',
  'line12',
  'line13',
  'line14',
  'line15',
  'line16a',
  'line16b',
  'line16c',
  'line16d',
  'line17',
] as const;
const BOLD_LINES = new Set<string>(['line8', 'line12', 'line14', 'line17']);

const FORM_940_COLUMNS: readonly FormTableColumn[] = [
  { label: 'Line', className: 'w-12' },
  { label: 'Description' },
  { label: 'Amount', isAmount: true },
];
const SCHEDULE_A_COLUMNS: readonly FormTableColumn[] = [
  { label: 'State' },
  { label: 'FUTA wages', isAmount: true },
  { label: 'Rate', isAmount: true },
  { label: 'Reduction', isAmount: true },
];

/** The number and words of each line as the year's Form 940 prints them. */
function describeForm940Lines(year: number) {
  const layout = resolveFormLayouts(year).form940;
  const byKey = new Map(layout.lines.map((line) => [line.key, line]));
  return (key: Form940LineKey) => byKey.get(key) ?? { number: key.replace('line', ''), text: '' };
}

/** Form 940 for the year: FUTA on each employee's first $7,000, with Schedule A's credit reduction. */
export function Form940Card({ year }: { year: number }) {
  const form = useForm940(year);
  const data = form.data;
  const lineOf = describeForm940Lines(year);
  return (
    <TaxFormCard
      title={`Form 940 annual FUTA return, ${year}`}
      description={
        data
          ? `Due ${formatDate(data.dueDate)} · ${data.employeeCount} employee${data.employeeCount === 1 ? '' : 's'} paid`
          : 'Federal unemployment tax for the year.'
      }
      actions={data ? <YearDownloads form="form-940" year={year} /> : null}
      query={form}
      skeletonClassName="h-40"
      errorMessage="Could not load Form 940."
      empty={
        <p className="text-sm text-muted-foreground">
          No payroll was paid in {year}: there is no Form 940.
        </p>
      }
    >
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <table className="w-full text-sm">
            <caption className="sr-only">Form 940 lines for {year}</caption>
            <FormTableHead columns={FORM_940_COLUMNS} />
            <tbody className="divide-y divide-border">
              <tr>
                <th scope="row" className="p-1.5 text-left">
                  {lineOf('line1a').number} / {lineOf('line1b').number}
                </th>
                <td className="p-1.5">State where state unemployment tax was paid</td>
                <td className="p-1.5 text-right">
                  {data.lines.line1a ?? 'Multi-state (Schedule A)'}
                </td>
              </tr>
              <tr>
                <th scope="row" className="p-1.5 text-left">
                  {lineOf('line2').number}
                </th>
                <td className="p-1.5">{lineOf('line2').text}</td>
                <td className="p-1.5 text-right">{data.lines.line2 ? 'Yes' : 'No'}</td>
              </tr>
              {AMOUNT_LINES.map((key) => (
                <Fragment key={key}>
                  <tr className={BOLD_LINES.has(key) ? 'font-semibold' : undefined}>
                    <th scope="row" className="p-1.5 text-left">
                      {lineOf(key).number}
                    </th>
                    <td className="p-1.5">{lineOf(key).text}</td>
                    <td className="p-1.5 text-right tabular-nums">
                      {formatCurrency(data.lines[key])}
                    </td>
                  </tr>
                  {key === 'line4' ? (
                    <tr>
                      <th scope="row" className="p-1.5 text-left">
                        4a–4e
                      </th>
                      <td className="p-1.5">Kinds of exempt payment</td>
                      <td className="p-1.5 text-right">{describeLine4Boxes(data.line4Boxes)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
          <div>
            <h3 className="mb-2 text-sm font-semibold">Schedule A: credit reduction by state</h3>
            <table className="w-full text-sm">
              <caption className="sr-only">Schedule A for {year}</caption>
              <FormTableHead columns={SCHEDULE_A_COLUMNS} />
              <tbody className="divide-y divide-border">
                {data.scheduleA.map((line) => (
                  <tr key={line.state}>
                    <th scope="row" className="p-1.5 text-left">
                      {line.state}
                    </th>
                    <td className="p-1.5 text-right tabular-nums">
                      {formatCurrency(line.futaWages)}
                    </td>
                    <td className="p-1.5 text-right tabular-nums">
                      {formatRatePercent(line.reductionRate)}
                    </td>
                    <td className="p-1.5 text-right tabular-nums">
                      {formatCurrency(line.creditReduction)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-xs text-muted-foreground">
              PayLab records no FUTA deposits, so line 13 is zero and line 14 shows the whole year’s
              FUTA tax.
            </p>
          </div>
        </div>
      )}
    </TaxFormCard>
  );
}
