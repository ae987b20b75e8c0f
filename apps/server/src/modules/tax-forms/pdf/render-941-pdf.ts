import { formatDate, type CompanySettings, type QuarterlyTaxReport } from '@paylab/shared';
import { resolveFormLayouts, type Form941LineKey } from '@paylab/tax-engine/forms';
import { PageWriter, splitLines } from '../../../pdf/page-writer';
import { formatFormAmount, RETURN_MARGIN as MARGIN, ReturnWriter } from './form-canvas';

const COLUMN_LINES = new Set<Form941LineKey>(['line5a', 'line5b', 'line5c', 'line5d']);
const BOLD_LINES = new Set<Form941LineKey>(['line10', 'line12', 'line14']);

/** Form 941 Part 1 for one quarter, line by line, with the employer and the quarter marked. */
export async function renderForm941Pdf(
  report: QuarterlyTaxReport,
  company: CompanySettings,
): Promise<Uint8Array> {
  const title = `Form 941 for ${report.taxYear}: Employer’s QUARTERLY Federal Tax Return`;
  const pages = await PageWriter.create(
    `Form 941 Q${report.quarter} ${report.taxYear}`,
    [report, company],
    { margin: MARGIN, runningTitle: `${title} (continued)` },
  );
  const writer = new ReturnWriter(pages);
  const { canvas } = writer;
  writer.header(title, 13, company.ein);
  writer.besideEinBox(72, 'Report for this Quarter of ' + report.taxYear, '');
  for (const quarter of [1, 2, 3, 4]) {
    canvas.checkbox(
      MARGIN + 266,
      writer.top + 12 + (quarter - 1) * 14,
      report.quarter === quarter,
      [
        '1: January, February, March',
        '2: April, May, June',
        '3: July, August, September',
        '4: October, November, December',
      ][quarter - 1]!,
    );
  }
  canvas.box(MARGIN, writer.top + 24, 250, 24, 'Name (not your trade name)', company.companyName);
  const addressHeight = canvas.boxHeight(splitLines(company.companyAddress).length);
  canvas.box(MARGIN, writer.top + 48, 250, addressHeight, 'Address', company.companyAddress);
  writer.down(56 + addressHeight);
  writer.paragraph(
    `Due ${formatDate(report.dueDate)}. Status: ${report.filedDate ? `filed ${formatDate(report.filedDate)}` : report.status === 'late' ? 'late (not filed and past the due date)' : 'due'}.${report.penaltyAmount !== '0.00' ? ` Estimated failure-to-file penalty (IRC 6651(a)(1)): ${formatFormAmount(report.penaltyAmount)}.` : ''}`,
  );
  writer.heading('Part 1: Answer these questions for this quarter.');
  const lines = report.lines;
  const layout = resolveFormLayouts(report.taxYear).form941;
  let hasColumnHeadings = false;
  for (const { number, text, key } of layout.lines) {
    if (key !== null && COLUMN_LINES.has(key)) {
      if (!hasColumnHeadings) writer.columnHeadings('Column 1', 'Column 2');
      hasColumnHeadings = true;
      const { column1, column2 } = lines[key as 'line5a'];
      writer.returnLine({
        line: number,
        text,
        amount: formatFormAmount(column1),
        amount2: formatFormAmount(column2),
      });
      continue;
    }
    // A line PayLab leaves blank (15b-15e from 2026: no refund choice or bank account on file).
    let amount = '';
    if (key === 'line1') amount = String(lines.line1);
    else if (key === 'line4') amount = lines.line4 ? 'X' : '';
    else if (key !== null) amount = formatFormAmount(lines[key as 'line2']);
    writer.returnLine({ line: number, text, amount, isBold: key !== null && BOLD_LINES.has(key) });
  }
  writer.heading('Figures beside the return', 9);
  writer.paragraph(
    `Additional Medicare Tax (5d, column 2) ${formatFormAmount(report.additionalMedicareTax)}; FUTA wages ${formatFormAmount(report.futaWages)}, FUTA liability ${formatFormAmount(report.futaTax)}; state unemployment wages ${formatFormAmount(report.sutaWages)}, tax ${formatFormAmount(report.sutaTax)}; state wages ${formatFormAmount(report.stateWages)}, state income tax ${formatFormAmount(report.stateIncomeTax)}, state disability ${formatFormAmount(report.stateDisabilityTax)}.`,
  );
  for (const warning of report.warnings) writer.paragraph(`Note: ${warning}`);
  writer.paragraph(
    `PayLab educational demo, laid out as ${layout.edition}: lines computed from the quarter’s payroll records by pay date; not for filing with the IRS. Deposits (line 13) are what was recorded when the return was marked filed.`,
  );
  return pages.save();
}
