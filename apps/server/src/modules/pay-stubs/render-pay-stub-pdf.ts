import type { PayStub } from '@paylab/shared';
import {
  CONTENT_RIGHT,
  MARGIN,
  PageWriter,
  PALETTE,
  splitLines,
  type Column,
  type TextStyle,
} from '../../pdf/page-writer';
import { listPeriodFacts, toAmountCells, toEarningsCells } from './format-stub-values';

const { muted: MUTED, accent: ACCENT } = PALETTE;
const EARNINGS_COLUMNS: Column[] = [
  { x: MARGIN },
  { x: 300, align: 'right' },
  { x: 380, align: 'right' },
  { x: 460, align: 'right' },
  { x: CONTENT_RIGHT, align: 'right' },
];
const AMOUNT_COLUMNS: Column[] = [
  { x: MARGIN },
  { x: 460, align: 'right' },
  { x: CONTENT_RIGHT, align: 'right' },
];
type AmountLine = PayStub['deductions'][number];
const HEADER_ROW: TextStyle = { isBold: true, color: MUTED };
const TOTAL_ROW: TextStyle = { isBold: true };

function drawHeading(writer: PageWriter, title: string): void {
  writer.down(22);
  writer.text(title, { x: MARGIN, size: 12, isBold: true, color: ACCENT });
  writer.down(6);
  writer.rule({ thickness: 1, color: ACCENT });
  writer.down(14);
}

function drawRow(
  writer: PageWriter,
  columns: Column[],
  cells: string[],
  style: TextStyle = {},
): void {
  writer.row(columns, cells, style);
  writer.down(4);
  writer.rule({ thickness: 0.5 });
  writer.down(12);
}

/** Lines of a deductions or taxes table: what each is, this stub's amount, the year's. */
function drawAmountRows(
  writer: PageWriter,
  lines: readonly AmountLine[],
  style: TextStyle = {},
): void {
  for (const line of lines) {
    drawRow(writer, AMOUNT_COLUMNS, toAmountCells(line), style);
  }
}

/** The same stub as the HTML file, as a one-page PDF with an embedded Unicode font. */
export async function renderPayStubPdf(stub: PayStub): Promise<Uint8Array> {
  const { record, company, employee, totals } = stub;
  const name = `${employee.firstName} ${employee.lastName}`;
  const writer = await PageWriter.create(`Pay Stub - ${name} - ${record.payPeriodEnd}`, stub);

  writer.text(company.companyName, { x: MARGIN, size: 16, isBold: true });
  writer.text('Pay Stub', { x: CONTENT_RIGHT, size: 16, isBold: true, align: 'right' });
  writer.down(16);
  // The company's address, a line per line typed in Settings, then its EIN; the pay period beside.
  const companyLines = [
    ...splitLines(company.companyAddress).filter(Boolean),
    `EIN ${company.ein}`,
  ];
  const periodLines = listPeriodFacts(stub).map(([label, value]) => `${label} ${value}`);
  const headerRows = Math.max(companyLines.length, periodLines.length);
  for (let index = 0; index < headerRows; index += 1) {
    if (index > 0) writer.down(14);
    writer.text(companyLines[index] ?? '', { x: MARGIN, color: MUTED });
    writer.text(periodLines[index] ?? '', { x: CONTENT_RIGHT, align: 'right' });
  }

  drawHeading(writer, 'Employee');
  writer.text(`${name} (${employee.employeeId})`, { x: MARGIN, isBold: true });
  writer.down(14);
  writer.text(
    `${employee.department}${employee.position ? ` - ${employee.position}` : ''} - work state ${employee.state}`,
    { x: MARGIN, color: MUTED },
  );

  drawHeading(writer, 'Earnings');
  drawRow(
    writer,
    EARNINGS_COLUMNS,
    ['Description', 'Hours', 'Rate', 'Current', 'Year to date'],
    HEADER_ROW,
  );
  for (const line of stub.earnings) drawRow(writer, EARNINGS_COLUMNS, toEarningsCells(line));
  drawRow(writer, EARNINGS_COLUMNS, toEarningsCells(totals.earnings), TOTAL_ROW);

  drawHeading(writer, 'Taxes and deductions');
  drawRow(writer, AMOUNT_COLUMNS, ['Description', 'Current', 'Year to date'], HEADER_ROW);
  drawAmountRows(writer, stub.deductions);
  for (const [title, lines] of [
    ['Pre-tax deductions', stub.preTaxDeductions],
    ['After-tax deductions', stub.afterTaxDeductions],
  ] as const) {
    if (lines.length === 0) continue;
    drawRow(writer, AMOUNT_COLUMNS, [title, '', ''], HEADER_ROW);
    drawAmountRows(writer, lines);
  }
  drawAmountRows(writer, [totals.deductions], TOTAL_ROW);

  writer.down(6);
  drawAmountRows(writer, [{ ...totals.netPay, label: 'Net pay' }], TOTAL_ROW);

  drawHeading(writer, 'Employer taxes (not deducted from pay)');
  drawRow(writer, AMOUNT_COLUMNS, ['Description', 'Current', 'Year to date'], HEADER_ROW);
  drawAmountRows(writer, stub.employerTaxes);
  if (stub.employerContributions.length) {
    drawHeading(writer, 'Employer contributions (not deducted from pay)');
    drawRow(writer, AMOUNT_COLUMNS, ['Plan', 'Current', 'Year to date'], HEADER_ROW);
    drawAmountRows(writer, stub.employerContributions);
  }

  writer.down(10);
  writer.text(`Rule set ${record.ruleSet}. For educational purposes only; not tax advice.`, {
    x: MARGIN,
    size: 8,
    color: MUTED,
  });
  return writer.save();
}
