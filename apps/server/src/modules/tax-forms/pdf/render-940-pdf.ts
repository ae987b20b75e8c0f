import { formatDate, type CompanySettings, type Form940 } from '@paylab/shared';
import { formatRatePercentText } from './rate-text';
import {
  FORM_940_LINE_4_BOX_TEXTS,
  resolveFormLayouts,
  type Form940LineKey,
} from '@paylab/tax-engine/forms';
import { PAGE_WIDTH, PageWriter, splitLines } from '../../../pdf/page-writer';
import { formatFormAmount, RETURN_MARGIN as MARGIN, ReturnWriter } from './form-canvas';

/** The parts of Form 940 by the last line each holds. */
const PARTS = [
  { lastLine: 2, heading: 'Part 1: Tell us about your return.' },
  { lastLine: 8, heading: 'Part 2: Determine your FUTA tax before adjustments.' },
  { lastLine: 11, heading: 'Part 3: Determine your adjustments.' },
  { lastLine: 15, heading: 'Part 4: Determine your FUTA tax and balance due or overpayment.' },
  { lastLine: 17, heading: 'Part 5: Report your FUTA tax liability by quarter.' },
] as const;

const BOLD_LINES = new Set<Form940LineKey>(['line12', 'line14', 'line17']);

/**
 * What a line holds as printed: line 1a's state, an X in a checked box, an amount; nothing on a
 * line PayLab leaves blank (15b-15e: no refund choice or bank account on file).
 */
function formatEntry(lines: Form940['lines'], key: Form940LineKey | null): string {
  if (key === null) return '';
  if (key === 'line1a') return lines.line1a ?? '';
  const value = lines[key];
  if (typeof value === 'boolean') return value ? 'X' : '';
  return formatFormAmount(value);
}

/** Form 940 with Schedule A, line by line. */
export async function renderForm940Pdf(
  form: Form940,
  company: CompanySettings,
): Promise<Uint8Array> {
  const title = `Form 940 for ${form.taxYear}: Employer’s Annual Federal Unemployment (FUTA) Tax Return`;
  const pages = await PageWriter.create(`Form 940 ${form.taxYear}`, [form, company], {
    margin: MARGIN,
    runningTitle: `${title} (continued)`,
  });
  const writer = new ReturnWriter(pages);
  const { canvas } = writer;
  writer.header(title, 12, company.ein);
  writer.besideEinBox(24, 'Name (not your trade name)', company.companyName);
  const addressHeight = canvas.boxHeight(splitLines(company.companyAddress).length);
  canvas.box(
    MARGIN,
    writer.top + 24,
    PAGE_WIDTH - 2 * MARGIN,
    addressHeight,
    'Address',
    company.companyAddress,
  );
  writer.down(32 + addressHeight);
  writer.paragraph(
    `Due ${formatDate(form.dueDate)}. ${form.employeeCount} employee${form.employeeCount === 1 ? '' : 's'} paid in ${form.taxYear}.`,
  );
  const { lines } = form;
  // Each line's number and words as the year's Form 940 prints them, under its part's heading.
  const layout = resolveFormLayouts(form.taxYear).form940;
  let part: (typeof PARTS)[number] | undefined;
  for (const { number, text, key } of layout.lines) {
    const lineNumber = Number.parseInt(number, 10);
    const lineOfPart = PARTS.find((entry) => lineNumber <= entry.lastLine)!;
    if (lineOfPart !== part) writer.heading(lineOfPart.heading);
    part = lineOfPart;
    writer.returnLine({
      line: number,
      text,
      amount: formatEntry(lines, key),
      isBold: key !== null && BOLD_LINES.has(key),
    });
    if (key === 'line4')
      for (const [box, boxText] of Object.entries(FORM_940_LINE_4_BOX_TEXTS))
        writer.returnLine({
          line: box.replace('line', ''),
          text: boxText,
          amount: form.line4Boxes[box as keyof typeof form.line4Boxes] ? 'X' : '',
        });
  }
  if (!form.isQuarterlyLiabilityRequired)
    writer.paragraph('Line 12 is $500 or less: Part 5 is not required, shown for your records.');
  writer.heading('Schedule A (Form 940): Multi-State Employer and Credit Reduction Information');
  for (const line of form.scheduleA) {
    writer.returnLine({
      line: line.state,
      text: `FUTA taxable wages ${formatFormAmount(line.futaWages)} × credit reduction rate ${formatRatePercentText(line.reductionRate)}`,
      amount: formatFormAmount(line.creditReduction),
    });
  }
  for (const warning of form.warnings) writer.paragraph(`Note: ${warning}`);
  writer.paragraph(
    `PayLab educational demo, laid out as ${layout.edition}: FUTA wages are each employee’s first $7,000 by pay date; line 13 shows no deposits because PayLab does not record FUTA deposits. Not for filing with the IRS.`,
  );
  return pages.save();
}
