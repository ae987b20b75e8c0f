import type { CompanySettings, W2Form } from '@paylab/shared';
import { resolveFormLayouts } from '@paylab/tax-engine/forms';
import { PageWriter, PALETTE } from '../../../pdf/page-writer';
import { drawWageBoxes, FormCanvas, formatFormAmount } from './form-canvas';

const LEFT = 36;
const WIDTH = 540;
const ROW = 24;
const LEFT_WIDTH = 250;
const HALF = (WIDTH - LEFT_WIDTH) / 2;

const COPIES = [
  {
    caption: 'Copy B—To Be Filed With Employee’s FEDERAL Tax Return.',
    note: 'This information is being furnished to the Internal Revenue Service.',
  },
  {
    caption: 'Copy C—For EMPLOYEE’S RECORDS.',
    note: 'Keep this copy with your records; see the notice to employee on the back of Copy B of the IRS form.',
  },
];

function drawCopy(
  canvas: FormCanvas,
  top: number,
  form: W2Form,
  company: CompanySettings,
  copy: (typeof COPIES)[number],
): void {
  const right = LEFT + LEFT_WIDTH;
  const at = (row: number) => top + 24 + row * ROW;
  const { otherBox, tippedOccupationBox } = resolveFormLayouts(form.taxYear).w2;
  // The rows of boxes above the state boxes: one more where box 14b has its own.
  const boxRows = tippedOccupationBox ? 10 : 9;
  canvas.text(LEFT + WIDTH, top, copy.caption, {
    size: 7,
    align: 'right',
    color: PALETTE.formRed,
    isBold: true,
  });
  // PayLab keeps no SSNs, and says so inside box a rather than beside it.
  canvas.box(
    LEFT,
    top + 2,
    150,
    22,
    'a Employee’s social security number',
    'Not on file in PayLab',
    {
      valueSize: 7,
    },
  );
  canvas.text(LEFT + 260, top + 12, 'OMB No. 1545-0029', { size: 7, color: PALETTE.muted });

  canvas.box(LEFT, at(0), LEFT_WIDTH, ROW, 'b Employer identification number (EIN)', company.ein);
  canvas.box(
    LEFT,
    at(1),
    LEFT_WIDTH,
    ROW * 3,
    'c Employer’s name, address, and ZIP code',
    [company.companyName, ...canvas.wrap(company.companyAddress, LEFT_WIDTH - 8)].slice(0, 5),
  );
  canvas.box(LEFT, at(4), LEFT_WIDTH, ROW, 'd Control number', form.controlNumber);
  canvas.box(LEFT, at(5), LEFT_WIDTH, ROW * 2, 'e Employee’s first name and initial, last name', [
    form.employeeName,
    `Employee ID ${form.employeeCode}`,
  ]);
  canvas.box(
    LEFT,
    at(7),
    LEFT_WIDTH,
    ROW * (boxRows - 7),
    'f Employee’s address and ZIP code',
    'Not on file in PayLab',
  );

  drawWageBoxes(
    canvas,
    { left: right, boxWidth: HALF, rowHeight: ROW, at },
    {
      wages: form.wagesTipsCompensation,
      federalIncomeTax: form.federalIncomeTaxWithheld,
      socialSecurityWages: form.socialSecurityWages,
      socialSecurityTax: form.socialSecurityTaxWithheld,
      medicareWages: form.medicareWagesAndTips,
      medicareTax: form.medicareTaxWithheld,
      socialSecurityTips: form.socialSecurityTips,
      allocatedTips: form.allocatedTips,
      dependentCareBenefits: form.dependentCareBenefits,
      nonqualifiedPlans: form.nonqualifiedPlans,
    },
  );
  canvas.box(right, at(6), HALF, ROW, '13', '');
  const box13: [string, string, boolean][] = [
    ['Statutory', 'employee', form.statutoryEmployee],
    ['Retirement', 'plan', form.retirementPlan],
    ['Third-party', 'sick pay', form.thirdPartySickPay],
  ];
  box13.forEach(([firstLine, secondLine, isChecked], index) => {
    const center = right + 36 + index * 42;
    canvas.text(center, at(6) + 1.5, firstLine, { size: 5, color: PALETTE.muted, align: 'center' });
    canvas.text(center, at(6) + 7, secondLine, { size: 5, color: PALETTE.muted, align: 'center' });
    canvas.checkbox(center - 4, at(6) + 14, isChecked, '');
  });
  // Box 14 (14a from 2026) takes a line per state program; past three they are set smaller to
  // stay in the box.
  canvas.box(
    right,
    at(7),
    HALF,
    ROW * 2,
    `${otherBox.box} ${otherBox.caption}`,
    form.box14.map((entry) => `${entry.label} ${formatFormAmount(entry.amount)}`),
    { valueSize: form.box14.length > 3 ? 6.5 : 8 },
  );
  // 14b, a row of its own under 14a and box 12: empty, as PayLab records no tips and no occupations.
  if (tippedOccupationBox)
    canvas.box(
      right,
      at(9),
      2 * HALF,
      ROW,
      `${tippedOccupationBox.box} ${tippedOccupationBox.caption}`,
      '',
    );
  ['12a', '12b', '12c', '12d'].forEach((caption, index) => {
    const entry = form.box12Codes[index];
    const [code = '', amount = ''] = entry ? entry.split(' ') : [];
    canvas.box(
      right + HALF,
      at(5 + index),
      HALF,
      ROW,
      `${caption} See instructions for box 12`,
      code ? `${code}   ${formatFormAmount(amount)}` : '',
      { isAmount: true },
    );
  });

  const stateTop = at(boxRows);
  const columns: [number, string][] = [
    [30, '15 State'],
    [100, 'Employer’s state ID number'],
    [90, '16 State wages, tips, etc.'],
    [80, '17 State income tax'],
    [80, '18 Local wages, tips, etc.'],
    [80, '19 Local income tax'],
    [80, '20 Locality name'],
  ];
  const lines = form.stateLines.length ? form.stateLines.slice(0, 2) : [null];
  for (let index = 0; index < 2; index += 1) {
    const line = lines[index];
    const values = line
      ? [
          line.state,
          // PayLab keeps no state employer account numbers, and says so as box a does.
          'Not on file in PayLab',
          formatFormAmount(line.stateWages),
          formatFormAmount(line.stateIncomeTax),
          line.localityName ? formatFormAmount(line.localWages) : '',
          line.localityName ? formatFormAmount(line.localIncomeTax) : '',
          line.localityName ?? '',
        ]
      : ['', '', '', '', '', '', ''];
    let x = LEFT;
    columns.forEach(([width, caption], column) => {
      canvas.box(
        x,
        stateTop + index * ROW,
        width,
        ROW,
        index === 0 ? caption : '',
        values[column] ?? '',
        { isAmount: column >= 2 && column <= 5, valueSize: column === 1 ? 7 : 9 },
      );
      x += width;
    });
  }
  const footer = stateTop + 2 * ROW + 6;
  canvas.text(LEFT, footer, 'Form', { size: 7 });
  canvas.text(LEFT + 20, footer - 3, 'W-2', { size: 18, isBold: true });
  canvas.text(LEFT + 64, footer + 2, 'Wage and Tax Statement', { size: 11, isBold: true });
  canvas.text(LEFT + 236, footer - 3, String(form.taxYear), { size: 18, isBold: true });
  canvas.text(LEFT + WIDTH, footer, 'Department of the Treasury—Internal Revenue Service', {
    size: 7,
    align: 'right',
  });
  canvas.text(LEFT + WIDTH, footer + 12, copy.note, {
    size: 6.5,
    align: 'right',
    color: PALETTE.muted,
    maxWidth: 230,
  });
  const overflow: string[] = [];
  if (form.box12Codes.length > 4)
    overflow.push(
      `Box 12 entries after the fourth (${form.box12Codes
        .slice(4)
        .map((entry) => {
          const [code = '', amount = '0'] = entry.split(' ');
          return `${code} ${formatFormAmount(amount)}`;
        })
        .join('; ')}) belong on an additional W-2.`,
    );
  if (form.stateLines.length > 2) {
    overflow.push(
      `States after the second (${form.stateLines
        .slice(2)
        .map((line) => line.state)
        .join(', ')}) belong on an additional W-2.`,
    );
  }
  overflow.forEach((note, index) =>
    canvas.text(LEFT, footer + 22 + index * 9, note, { size: 7, color: PALETTE.formRed }),
  );
}

/** Form W-2 laid out like the IRS paper form: Copy B and Copy C on one Letter page. */
export async function renderW2Pdf(form: W2Form, company: CompanySettings): Promise<Uint8Array> {
  const writer = await PageWriter.create(`Form W-2 ${form.taxYear} ${form.employeeName}`, [
    form,
    company,
  ]);
  const canvas = new FormCanvas(writer);
  drawCopy(canvas, 36, form, company, COPIES[0]!);
  canvas.line(LEFT, 392, LEFT + WIDTH, 392, 0.4);
  drawCopy(canvas, 410, form, company, COPIES[1]!);
  canvas.text(
    LEFT,
    756,
    `PayLab educational demo: figures follow PayLab’s rules for ${form.taxYear}; not for filing with the IRS or SSA.`,
    { size: 7, color: PALETTE.muted },
  );
  return writer.save();
}
