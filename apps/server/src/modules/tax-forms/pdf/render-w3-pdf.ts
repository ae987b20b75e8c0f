import type { CompanySettings, W3Form } from '@paylab/shared';
import { PageWriter, PALETTE } from '../../../pdf/page-writer';
import { drawWageBoxes, FormCanvas, formatFormAmount } from './form-canvas';

const LEFT = 36;
const WIDTH = 540;
const ROW = 26;
const LEFT_WIDTH = 260;
const HALF = (WIDTH - LEFT_WIDTH) / 2;

/** Form W-3, Transmittal of Wage and Tax Statements, laid out like the paper form. */
export async function renderW3Pdf(w3: W3Form, company: CompanySettings): Promise<Uint8Array> {
  const writer = await PageWriter.create(`Form W-3 ${w3.taxYear}`, [w3, company]);
  const canvas = new FormCanvas(writer);
  const top = 60;
  const at = (row: number) => top + row * ROW;
  const right = LEFT + LEFT_WIDTH;
  canvas.text(LEFT + WIDTH, top - 18, 'DO NOT STAPLE', {
    size: 7,
    align: 'right',
    color: PALETTE.formRed,
    isBold: true,
  });
  canvas.text(LEFT + 270, top - 18, 'OMB No. 1545-0029', { size: 7, color: PALETTE.muted });

  canvas.box(LEFT, at(0), LEFT_WIDTH, ROW, 'a Control number', '');
  canvas.box(
    LEFT,
    at(1),
    LEFT_WIDTH,
    ROW * 2,
    'b Kind of Payer (Check one) / Kind of Employer (Check one)',
    '',
  );
  canvas.checkbox(LEFT + 6, at(1) + 12, w3.kindOfPayer === '941', '941');
  canvas.checkbox(LEFT + 40, at(1) + 12, false, 'Military');
  canvas.checkbox(LEFT + 86, at(1) + 12, false, '943');
  canvas.checkbox(LEFT + 120, at(1) + 12, false, '944');
  canvas.checkbox(LEFT + 154, at(1) + 12, false, 'CT-1');
  canvas.checkbox(LEFT + 6, at(1) + 30, w3.kindOfEmployer === 'None apply', 'None apply');
  canvas.checkbox(LEFT + 62, at(1) + 30, false, '501c non-govt.');
  canvas.checkbox(LEFT + 132, at(1) + 30, false, 'State/local');
  canvas.checkbox(LEFT + 190, at(1) + 30, false, 'Federal govt.');
  canvas.box(
    LEFT,
    at(3),
    LEFT_WIDTH / 2,
    ROW,
    'c Total number of Forms W-2',
    String(w3.totalW2Forms),
  );
  canvas.box(
    LEFT + LEFT_WIDTH / 2,
    at(3),
    LEFT_WIDTH / 2,
    ROW,
    'd Establishment number',
    w3.establishmentNumber ?? '',
  );
  canvas.box(LEFT, at(4), LEFT_WIDTH, ROW, 'e Employer identification number (EIN)', company.ein);
  canvas.box(LEFT, at(5), LEFT_WIDTH, ROW, 'f Employer’s name', company.companyName);
  canvas.box(
    LEFT,
    at(6),
    LEFT_WIDTH,
    ROW * 2,
    'g Employer’s address and ZIP code',
    canvas.wrap(company.companyAddress, LEFT_WIDTH - 8).slice(0, 3),
  );
  canvas.box(LEFT, at(8), LEFT_WIDTH, ROW, 'h Other EIN used this year', '');
  canvas.box(LEFT, at(9), 60, ROW, '15 State', w3.state ?? '');
  canvas.box(LEFT + 60, at(9), LEFT_WIDTH - 60, ROW, 'Employer’s state ID number', '');

  drawWageBoxes(
    canvas,
    { left: right, boxWidth: HALF, rowHeight: ROW, at },
    {
      wages: w3.totalWages,
      federalIncomeTax: w3.totalFederalIncomeTax,
      socialSecurityWages: w3.totalSocialSecurityWages,
      socialSecurityTax: w3.totalSocialSecurityTax,
      medicareWages: w3.totalMedicareWages,
      medicareTax: w3.totalMedicareTax,
      socialSecurityTips: w3.totalSocialSecurityTips,
      allocatedTips: w3.totalAllocatedTips,
      dependentCareBenefits: w3.totalDependentCareBenefits,
      nonqualifiedPlans: w3.totalNonqualifiedPlans,
    },
  );
  canvas.box(
    right + HALF,
    at(5),
    HALF,
    ROW,
    '12a Deferred compensation',
    formatFormAmount(w3.totalDeferredCompensation),
    { isAmount: true },
  );
  canvas.box(right, at(6), HALF * 2, ROW, '13 For third-party sick pay use only', '');
  canvas.box(
    right,
    at(7),
    HALF * 2,
    ROW,
    '14 Income tax withheld by payer of third-party sick pay',
    '',
  );
  canvas.box(
    right,
    at(8),
    HALF,
    ROW,
    '16 State wages, tips, etc.',
    formatFormAmount(w3.totalStateWages),
    { isAmount: true },
  );
  canvas.box(
    right + HALF,
    at(8),
    HALF,
    ROW,
    '17 State income tax',
    formatFormAmount(w3.totalStateIncomeTax),
    { isAmount: true },
  );
  canvas.box(
    right,
    at(9),
    HALF,
    ROW,
    '18 Local wages, tips, etc.',
    formatFormAmount(w3.totalLocalWages),
    { isAmount: true },
  );
  canvas.box(
    right + HALF,
    at(9),
    HALF,
    ROW,
    '19 Local income tax',
    formatFormAmount(w3.totalLocalIncomeTax),
    { isAmount: true },
  );

  canvas.box(LEFT, at(10), LEFT_WIDTH, ROW, 'Employer’s contact person', '');
  canvas.box(right, at(10), HALF, ROW, 'Employer’s telephone number', '');
  canvas.box(right + HALF, at(10), HALF, ROW, 'For Official Use Only', '');
  canvas.box(LEFT, at(11), LEFT_WIDTH, ROW, 'Employer’s fax number', '');
  canvas.box(right, at(11), HALF * 2, ROW, 'Employer’s email address', '');

  const footer = at(12) + 10;
  canvas.text(
    LEFT,
    footer,
    'Under penalties of perjury, I declare that I have examined this return and accompanying documents and, to the best of my knowledge and belief, they are true, correct, and complete.',
    { size: 6.5, color: PALETTE.muted, maxWidth: WIDTH },
  );
  canvas.text(LEFT, footer + 20, 'Form', { size: 7 });
  canvas.text(LEFT + 20, footer + 17, 'W-3', { size: 18, isBold: true });
  canvas.text(LEFT + 64, footer + 22, 'Transmittal of Wage and Tax Statements', {
    size: 11,
    isBold: true,
  });
  canvas.text(LEFT + 300, footer + 17, String(w3.taxYear), { size: 18, isBold: true });
  canvas.text(LEFT + WIDTH, footer + 36, 'Department of the Treasury—Internal Revenue Service', {
    size: 7,
    align: 'right',
  });
  canvas.text(
    LEFT,
    footer + 50,
    'Send this form and Copy A of the W-2s to the Social Security Administration. PayLab educational demo: not for filing.',
    { size: 7, color: PALETTE.muted },
  );
  return writer.save();
}
