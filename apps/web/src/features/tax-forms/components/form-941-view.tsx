import type { ReactNode } from 'react';
import type { QuarterlyTaxReport } from '@paylab/shared';
import { FORM_941_LINE_TEXTS } from '@paylab/tax-engine/forms';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';
import { FormTableHead, type FormTableColumn } from './form-table-head';

type LineKey = keyof typeof FORM_941_LINE_TEXTS;
const COLUMN_LINES = ['line5a', 'line5b', 'line5c', 'line5d'] as const;
const TOTAL_LINES: LineKey[] = [
  'line5e',
  'line5f',
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
];
const BOLD_LINES = new Set<LineKey>(['line10', 'line12', 'line14']);

const FORM_941_COLUMNS: readonly FormTableColumn[] = [
  { label: 'Line', className: 'w-10' },
  { label: 'Description' },
  { label: 'Column 1', isAmount: true },
  { label: 'Amount (Column 2)', isAmount: true },
];

const lineNumber = (key: LineKey) => key.replace('line', '');

/** One line of Part 1: its number, the form's words, column 1 (line 5 only) and the amount. */
function LineRow({
  line,
  className,
  column1,
  isFigure = true,
  children,
}: {
  line: LineKey;
  className?: string;
  column1?: ReactNode;
  /** A money amount or count, set in figure columns; line 4 is a check box. */
  isFigure?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="row" className="p-1.5 text-left align-top">
        {lineNumber(line)}
      </th>
      <td className="p-1.5">{FORM_941_LINE_TEXTS[line]}</td>
      {column1 === undefined ? (
        <td />
      ) : (
        <td className="p-1.5 text-right tabular-nums">{column1}</td>
      )}
      <td className={cn('p-1.5 text-right', isFigure && 'tabular-nums')}>{children}</td>
    </tr>
  );
}

/** Form 941 Part 1, lines 1-15, in the paper's words with both columns of line 5. */
export function Form941View({ report }: { report: QuarterlyTaxReport }) {
  const { lines } = report;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        Form 941 Part 1 for Q{report.quarter} {report.taxYear}
      </caption>
      <FormTableHead columns={FORM_941_COLUMNS} />
      <tbody className="divide-y divide-border">
        <LineRow line="line1">{lines.line1}</LineRow>
        <LineRow line="line2">{formatCurrency(lines.line2)}</LineRow>
        <LineRow line="line3">{formatCurrency(lines.line3)}</LineRow>
        <LineRow line="line4" isFigure={false}>
          {lines.line4 ? 'Checked' : 'Not checked'}
        </LineRow>
        {COLUMN_LINES.map((key) => (
          <LineRow key={key} line={key} column1={formatCurrency(lines[key].column1)}>
            {formatCurrency(lines[key].column2)}
          </LineRow>
        ))}
        {TOTAL_LINES.map((key) => (
          <LineRow
            key={key}
            line={key}
            className={BOLD_LINES.has(key) ? 'font-semibold' : undefined}
          >
            {formatCurrency(lines[key as keyof typeof lines] as string)}
          </LineRow>
        ))}
      </tbody>
    </table>
  );
}
