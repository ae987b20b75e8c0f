import { formatDate, type CompanySettings, type Form940 } from '@paylab/shared';
import { formatRatePercentText } from './rate-text';
import {
  FORM_940_LINE_4_BOX_TEXTS,
  resolveFormLayouts,
  type Form940LineKey,
} from '@paylab/tax-engine/forms';
import { PAGE_WIDTH, PageWriter, splitLines } from '../../../pdf/page-writer';
import { formatFormAmount, RETURN_MARGIN as MARGIN, ReturnWriter } from './form-canvas';

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
  // Each line's number and words as the year's Form 940 prints them.
  const layout = resolveFormLayouts(form.taxYear).form940;
  const printed = new Map(layout.lines.map((line) => [line.key, line]));
  const lineOf = (key: Form940LineKey) =>
    printed.get(key) ?? { number: key.replace('line', ''), text: '' };
  writer.heading('Part 1: Tell us about your return.');
  writer.returnLine({
    line: lineOf('line1a').number,
    text: lineOf('line1a').text,
    amount: lines.line1a ?? '',
  });
  writer.returnLine({
    line: lineOf('line1b').number,
    text: lineOf('line1b').text,
    amount: lines.line1b ? 'X' : '',
  });
  writer.returnLine({
    line: lineOf('line2').number,
    text: lineOf('line2').text,
    amount: lines.line2 ? 'X' : '',
  });
  const amountLines = (heading: string, keys: Form940LineKey[]) => {
    writer.heading(heading);
    for (const key of keys) {
      const value = lines[key];
      writer.returnLine({
        line: lineOf(key).number,
        text: lineOf(key).text,
        amount: typeof value === 'string' ? formatFormAmount(value) : '',
        isBold: key === 'line12' || key === 'line14' || key === 'line17',
      });
      if (key === 'line4')
        for (const [box, text] of Object.entries(FORM_940_LINE_4_BOX_TEXTS))
          writer.returnLine({
            line: box.replace('line', ''),
            text,
            amount: form.line4Boxes[box as keyof typeof form.line4Boxes] ? 'X' : '',
          });
    }
  };
  amountLines('Part 2: Determine your FUTA tax before adjustments.', [
    'line3',
    'line4',
    'line5',
    'line6',
    'line7',
    'line8',
  ]);
  amountLines('Part 3: Determine your adjustments.', ['line9', 'line10', 'line11']);
  amountLines('Part 4: Determine your FUTA tax and balance due or overpayment.', [
    'line12',
    'line13',
    'line14',
    'line15',
  ]);
  amountLines('Part 5: Report your FUTA tax liability by quarter.', [
    'line16a',
    'line16b',
    'line16c',
    'line16d',
    'line17',
  ]);
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
    'PayLab educational demo: FUTA wages are each employee’s first $7,000 by pay date; line 13 shows no deposits because PayLab does not record FUTA deposits. Not for filing with the IRS.',
  );
  return pages.save();
}
