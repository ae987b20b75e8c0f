import type { Form940 } from '@paylab/shared';
import { resolveFormLayouts, type Form940LineKey, type ReturnLine } from '@paylab/tax-engine/forms';
import { formatCurrency, formatDate, formatRatePercent } from '../../../lib/format';
import { TaxFormCard } from './tax-form-card';
import { useForm940 } from '../api/tax-form-queries';
import { YearDownloads } from './download-button';
import { FormTableHead, type FormTableColumn } from './form-table-head';
import { ReturnLineWords } from './return-line-words';
import { describeLine4Boxes } from '../lib/form-940-line4';

const BOLD_LINES = new Set<Form940LineKey>(['line8', 'line12', 'line14', 'line17']);

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

type Lines = Form940['lines'];

/** What a line of Part 2 onward holds on screen: an amount, or Yes/No for line 2's box. */
function formatEntry(lines: Lines, key: Exclude<Form940LineKey, 'line1a' | 'line1b'>): string {
  const value = lines[key];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return formatCurrency(value);
}

/**
 * One printed line of the year's Form 940: lines 1a and 1b share a row (the one state, or several),
 * line 4 is followed by its boxes, and a line PayLab leaves blank says why.
 */
function LineRows({
  line,
  line1b,
  data,
}: {
  line: ReturnLine<Form940LineKey>;
  line1b: ReturnLine<Form940LineKey> | undefined;
  data: Form940;
}) {
  const { key } = line;
  if (key === 'line1b') return null;
  if (key === 'line1a') {
    return (
      <tr>
        <th scope="row" className="p-1.5 text-left">
          {line.number} / {line1b?.number}
        </th>
        <td className="p-1.5">State where state unemployment tax was paid</td>
        <td className="p-1.5 text-right">{data.lines.line1a ?? 'Multi-state (Schedule A)'}</td>
      </tr>
    );
  }
  return (
    <>
      <tr className={key && BOLD_LINES.has(key) ? 'font-semibold' : undefined}>
        <ReturnLineWords line={line} />
        <td className="p-1.5 text-right tabular-nums">
          {key ? formatEntry(data.lines, key) : <span className="sr-only">Left blank</span>}
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
    </>
  );
}

/** Form 940 for the year: FUTA on each employee's first $7,000, with Schedule A's credit reduction. */
export function Form940Card({ year }: { year: number }) {
  const form = useForm940(year);
  const data = form.data;
  const layout = resolveFormLayouts(year).form940;
  const line1b = layout.lines.find((line) => line.key === 'line1b');
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
            <caption className="sr-only">
              {layout.edition} lines for {year}
            </caption>
            <FormTableHead columns={FORM_940_COLUMNS} />
            <tbody className="divide-y divide-border">
              {layout.lines.map((line) => (
                <LineRows key={line.number} line={line} line1b={line1b} data={data} />
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
              Laid out as {layout.edition}. PayLab records no FUTA deposits, so line 13 is zero and
              line 14 shows the whole year’s FUTA tax.
            </p>
          </div>
        </div>
      )}
    </TaxFormCard>
  );
}
