import type { QuarterlyTaxReport } from '@paylab/shared';
import { FORM_941_LINE_TEXTS } from '@paylab/tax-engine/forms';
import { formatCurrency } from '../../../lib/format';

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

const lineNumber = (key: LineKey) => key.replace('line', '');

/** Form 941 Part 1, lines 1-15, in the paper's words with both columns of line 5. */
export function Form941View({ report }: { report: QuarterlyTaxReport }) {
  const { lines } = report;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        Form 941 Part 1 for Q{report.quarter} {report.taxYear}
      </caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="w-10 p-1.5 font-medium">
            Line
          </th>
          <th scope="col" className="p-1.5 font-medium">
            Description
          </th>
          <th scope="col" className="p-1.5 text-right font-medium">
            Column 1
          </th>
          <th scope="col" className="p-1.5 text-right font-medium">
            Amount (Column 2)
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        <tr>
          <th scope="row" className="p-1.5 text-left align-top">
            1
          </th>
          <td className="p-1.5">{FORM_941_LINE_TEXTS.line1}</td>
          <td />
          <td className="p-1.5 text-right tabular-nums">{lines.line1}</td>
        </tr>
        <tr>
          <th scope="row" className="p-1.5 text-left align-top">
            2
          </th>
          <td className="p-1.5">{FORM_941_LINE_TEXTS.line2}</td>
          <td />
          <td className="p-1.5 text-right tabular-nums">{formatCurrency(lines.line2)}</td>
        </tr>
        <tr>
          <th scope="row" className="p-1.5 text-left align-top">
            3
          </th>
          <td className="p-1.5">{FORM_941_LINE_TEXTS.line3}</td>
          <td />
          <td className="p-1.5 text-right tabular-nums">{formatCurrency(lines.line3)}</td>
        </tr>
        <tr>
          <th scope="row" className="p-1.5 text-left align-top">
            4
          </th>
          <td className="p-1.5">{FORM_941_LINE_TEXTS.line4}</td>
          <td />
          <td className="p-1.5 text-right">{lines.line4 ? 'Checked' : 'Not checked'}</td>
        </tr>
        {COLUMN_LINES.map((key) => (
          <tr key={key}>
            <th scope="row" className="p-1.5 text-left align-top">
              {lineNumber(key)}
            </th>
            <td className="p-1.5">{FORM_941_LINE_TEXTS[key]}</td>
            <td className="p-1.5 text-right tabular-nums">{formatCurrency(lines[key].column1)}</td>
            <td className="p-1.5 text-right tabular-nums">{formatCurrency(lines[key].column2)}</td>
          </tr>
        ))}
        {TOTAL_LINES.map((key) => (
          <tr key={key} className={BOLD_LINES.has(key) ? 'font-semibold' : undefined}>
            <th scope="row" className="p-1.5 text-left align-top">
              {lineNumber(key)}
            </th>
            <td className="p-1.5">{FORM_941_LINE_TEXTS[key]}</td>
            <td />
            <td className="p-1.5 text-right tabular-nums">
              {formatCurrency(lines[key as keyof typeof lines] as string)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
