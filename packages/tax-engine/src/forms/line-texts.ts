/*
 * The words of each line as the 2025 forms print them (Form 941 Rev. March 2025 Part 1; Form 940
 * (2025) Parts 1-5; Forms W-2 and W-3 box captions), so the screens and PDFs say what the paper says.
 */

export const FORM_941_LINE_TEXTS = {
  line1:
    'Number of employees who received wages, tips, or other compensation for the pay period including: Mar. 12 (Quarter 1), June 12 (Quarter 2), Sept. 12 (Quarter 3), or Dec. 12 (Quarter 4)',
  line2: 'Wages, tips, and other compensation',
  line3: 'Federal income tax withheld from wages, tips, and other compensation',
  line4:
    'If no wages, tips, and other compensation are subject to social security or Medicare tax, check and go to line 6',
  line5a: 'Taxable social security wages (Column 1 × 0.124 = Column 2)',
  line5b: 'Taxable social security tips (Column 1 × 0.124 = Column 2)',
  line5c: 'Taxable Medicare wages & tips (Column 1 × 0.029 = Column 2)',
  line5d:
    'Taxable wages & tips subject to Additional Medicare Tax withholding (Column 1 × 0.009 = Column 2)',
  line5e: 'Total social security and Medicare taxes. Add Column 2 from lines 5a, 5b, 5c, and 5d',
  line5f: 'Section 3121(q) Notice and Demand—Tax due on unreported tips',
  line6: 'Total taxes before adjustments. Add lines 3, 5e, and 5f',
  line7: 'Current quarter’s adjustment for fractions of cents',
  line8: 'Current quarter’s adjustment for sick pay',
  line9: 'Current quarter’s adjustments for tips and group-term life insurance',
  line10: 'Total taxes after adjustments. Combine lines 6 through 9',
  line11:
    'Qualified small business payroll tax credit for increasing research activities. Attach Form 8974',
  line12: 'Total taxes after adjustments and nonrefundable credits. Subtract line 11 from line 10',
  line13:
    'Total deposits for this quarter, including overpayment applied from a prior quarter and overpayments applied from Form 941-X filed in the current quarter',
  line14: 'Balance due. If line 12 is more than line 13, enter the difference',
  line15: 'Overpayment. If line 13 is more than line 12, enter the difference',
} as const;

export const FORM_940_LINE_TEXTS = {
  line1a:
    'If you had to pay state unemployment tax in one state only, enter the state abbreviation',
  line1b:
    'If you had to pay state unemployment tax in more than one state, you are a multi-state employer (complete Schedule A)',
  line2: 'If you paid wages in a state that is subject to CREDIT REDUCTION (complete Schedule A)',
  line3: 'Total payments to all employees',
  line4: 'Payments exempt from FUTA tax',
  line5: 'Total of payments made to each employee in excess of $7,000',
  line6: 'Subtotal (line 4 + line 5)',
  line7: 'Total taxable FUTA wages (line 3 – line 6)',
  line8: 'FUTA tax before adjustments (line 7 × 0.006)',
  line9:
    'If ALL of the taxable FUTA wages you paid were excluded from state unemployment tax, multiply line 7 by 0.054',
  line10:
    'If SOME of the taxable FUTA wages you paid were excluded from state unemployment tax, OR you paid ANY state unemployment tax late, enter the amount from the worksheet',
  line11: 'If credit reduction applies, enter the total from Schedule A (Form 940)',
  line12: 'Total FUTA tax after adjustments (lines 8 + 9 + 10 + 11)',
  line13: 'FUTA tax deposited for the year, including any overpayment applied from a prior year',
  line14: 'Balance due. If line 12 is more than line 13, enter the excess',
  line15: 'Overpayment. If line 13 is more than line 12, enter the excess',
  line16a: '1st quarter (January 1 – March 31)',
  line16b: '2nd quarter (April 1 – June 30)',
  line16c: '3rd quarter (July 1 – September 30)',
  line16d: '4th quarter (October 1 – December 31)',
  line17: 'Total tax liability for the year (lines 16a + 16b + 16c + 16d = line 17)',
} as const;

/** Form 940 line 4's boxes, as the form captions them ("Check all that apply"). */
export const FORM_940_LINE_4_BOX_TEXTS = {
  line4a: 'Fringe benefits',
  line4b: 'Group-term life insurance',
  line4c: 'Retirement/Pension',
  line4d: 'Dependent care',
  line4e: 'Other',
} as const;
