import type { ReactNode } from 'react';
import type { QuarterlyTaxReport } from '@paylab/shared';
import { resolveFormLayouts, type Form941LineKey, type ReturnLine } from '@paylab/tax-engine/forms';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';
import { FormTableHead, type FormTableColumn } from './form-table-head';
import { ReturnLineWords } from './return-line-words';

const COLUMN_LINES = new Set<Form941LineKey>(['line5a', 'line5b', 'line5c', 'line5d']);
const BOLD_LINES = new Set<Form941LineKey>(['line10', 'line12', 'line14']);

const FORM_941_COLUMNS: readonly FormTableColumn[] = [
  { label: 'Line', className: 'w-10' },
  { label: 'Description' },
  { label: 'Column 1', isAmount: true },
  { label: 'Amount (Column 2)', isAmount: true },
];

type Lines = QuarterlyTaxReport['lines'];

/** A line's entries: column 1 (line 5 only) and the amount, a count or a check box. */
function readLine(lines: Lines, key: Form941LineKey): { column1?: string; amount: string } {
  if (key === 'line1') return { amount: String(lines.line1) };
  if (key === 'line4') return { amount: lines.line4 ? 'Checked' : 'Not checked' };
  if (COLUMN_LINES.has(key)) {
    const { column1, column2 } = lines[key as 'line5a'];
    return { column1: formatCurrency(column1), amount: formatCurrency(column2) };
  }
  return { amount: formatCurrency(lines[key as 'line2']) };
}

/** One line of Part 1: its number, the form's words, column 1 (line 5 only) and the amount. */
function LineRow({ line, lines }: { line: ReturnLine<Form941LineKey>; lines: Lines }) {
  const entries = line.key ? readLine(lines, line.key) : null;
  let amount: ReactNode = entries?.amount;
  if (!entries) amount = <span className="sr-only">Left blank</span>;
  return (
    <tr className={line.key && BOLD_LINES.has(line.key) ? 'font-semibold' : undefined}>
      <ReturnLineWords line={line} />
      {entries?.column1 === undefined ? (
        <td />
      ) : (
        <td className="p-1.5 text-right tabular-nums">{entries.column1}</td>
      )}
      <td className={cn('p-1.5 text-right', line.key !== 'line4' && 'tabular-nums')}>{amount}</td>
    </tr>
  );
}

/** Form 941 Part 1 of the return's year, line by line in the paper's words with both columns of line 5. */
export function Form941View({ report }: { report: QuarterlyTaxReport }) {
  const layout = resolveFormLayouts(report.taxYear).form941;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        {layout.edition} Part 1 for Q{report.quarter} {report.taxYear}
      </caption>
      <FormTableHead columns={FORM_941_COLUMNS} />
      <tbody className="divide-y divide-border">
        {layout.lines.map((line) => (
          <LineRow key={line.number} line={line} lines={report.lines} />
        ))}
      </tbody>
    </table>
  );
}
