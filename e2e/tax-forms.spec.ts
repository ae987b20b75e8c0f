import { expect, test } from '@playwright/test';
import {
  clickToDownload,
  createPaidEmployee,
  expectFocusVisible,
  expectNoAxeViolations,
  expectPdfFile,
  generateW2s,
  MONTHLY_EMPLOYEE,
  openTaxForms,
  type PaycheckPeriod,
  pressEnterForAnnouncedToast,
  signInAndCollectErrors,
  tabTo,
} from './fixtures';

/*
 * Tax Forms & Reports in the browser. The data comes through the API as a payroll administrator
 * would make it (an employee of this spec's own, monthly payroll processed for chosen periods), so
 * the spec does not depend on what other specs leave behind.
 */

/** A month's paycheck at the default 40 hours, paid on the period's last day unless `payDate` says otherwise. */
function toMonthlyPaycheck(start: string, end: string, payDate = end): PaycheckPeriod {
  return { hoursWorked: 40, payPeriodStart: start, payPeriodEnd: end, payDate };
}

const pad = (value: number) => String(value).padStart(2, '0');

function currentMonthPeriod(): { start: string; end: string; year: number; quarter: number } {
  const today = new Date();
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return {
    start: `${year}-${pad(month)}-01`,
    end: `${year}-${pad(month)}-${pad(lastDay)}`,
    year,
    quarter: Math.ceil(month / 3),
  };
}

test('[TAX-FORMS] the year select and the four tabs', async ({ page }) => {
  const errors = await signInAndCollectErrors(page);
  await openTaxForms(page);
  // The years that can hold paychecks (issue 30): the modelled 2025 and 2026, and the current
  // year when later; it opens on the current year (the e2e servers follow the real date).
  const year = page.getByLabel('Tax year');
  const currentYear = new Date().getFullYear();
  await expect(year).toHaveValue(String(currentYear));
  await expect(year.locator('option')).toHaveText([
    ...(currentYear > 2026 ? [String(currentYear)] : []),
    '2026',
    '2025',
  ]);
  await expect(page.getByRole('tab')).toHaveText([
    'W2 Forms',
    'W3 Forms',
    'W4 Forms',
    'Quarterly Reports',
  ]);
  await page.getByRole('tab', { name: 'W4 Forms' }).click();
  await expect(page.getByRole('cell', { name: /Maria Garcia/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('[TAX-FORMS] generate the W-2s for a year, open one and download its PDF', async ({
  page,
}) => {
  const errors = await signInAndCollectErrors(page);
  // 60,000 / 12 = 5,000.00 a month at the default 40 hours; two months paid in 2025.
  await createPaidEmployee(
    page.request,
    {
      ...MONTHLY_EMPLOYEE,
      employeeId: 'E2E-TF-01',
      firstName: 'Tia',
      lastName: 'Forms',
      department: 'Finance',
      annualSalary: '60000',
      state: 'CA',
    },
    [toMonthlyPaycheck('2025-01-01', '2025-01-31'), toMonthlyPaycheck('2025-02-01', '2025-02-28')],
  );

  await generateW2s(page, 2025);
  const row = page.getByRole('row', { name: /Tia Forms/ });
  await expect(row).toContainText('2025-E2E-TF-01');
  await expect(row).toContainText('$10,000.00');

  const viewW2 = page.getByRole('button', { name: 'View W-2 of Tia Forms' });
  await viewW2.click();
  const dialog = page.getByRole('dialog', { name: 'Form W-2 2025: Tia Forms' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 Wages, tips, other compensation')).toBeVisible();
  await expect(dialog.getByText('$10,000.00').first()).toBeVisible();
  await expect(dialog.getByText(/^CASDI \$120\.00$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the W-2 dialog', '[role="dialog"]');
  const download = await clickToDownload(
    page,
    dialog.getByRole('button', { name: 'Download PDF' }),
  );
  expect(download.suggestedFilename()).toBe('w2-2025-E2E-TF-01.pdf');
  await expectPdfFile(download);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewW2).toBeFocused();

  await page.getByRole('tab', { name: 'W3 Forms' }).click();
  await expect(page.getByRole('region', { name: 'Form W-3 for 2025' })).toContainText(
    'c Total number of Forms W-2',
  );
  expect(errors).toEqual([]);
});

test('[TAX-FORMS] quarters read due, filed and late, in the year chosen', async ({ page }) => {
  const errors = await signInAndCollectErrors(page);
  // Q1 and Q2 2025 are long past their due dates; the current month's quarter is always still due.
  const now = currentMonthPeriod();
  await createPaidEmployee(
    page.request,
    {
      ...MONTHLY_EMPLOYEE,
      employeeId: 'E2E-TF-02',
      firstName: 'Quinn',
      lastName: 'Quarters',
      department: 'Finance',
      annualSalary: '48000',
      state: 'TX',
    },
    [
      toMonthlyPaycheck('2025-03-01', '2025-03-31'),
      toMonthlyPaycheck('2025-05-01', '2025-05-31'),
      toMonthlyPaycheck(now.start, now.end, now.start),
    ],
  );

  await openTaxForms(page, 2025);
  await page.getByRole('tab', { name: 'Quarterly Reports' }).click();
  const q1 = page.getByTestId('quarter-1');
  const q2 = page.getByTestId('quarter-2');
  await expect(q1.getByText('Late', { exact: true })).toBeVisible();
  await expect(q1).toContainText('Due Apr 30, 2025');

  // Filed with the keyboard alone: Tab to the button, Enter opens the dialog, Enter submits it.
  const markAsFiled = q2.getByRole('button', { name: 'Mark as filed' });
  await tabTo(page, markAsFiled);
  await expectFocusVisible(markAsFiled);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mark Q2 2025 Form 941 as filed' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the file-quarter dialog', '[role="dialog"]');
  await tabTo(page, dialog.getByLabel('Total deposits for this quarter (line 13)'));
  await page.keyboard.type('1200.00');
  await pressEnterForAnnouncedToast(page, 'Quarterly report filed');
  await expect(q2.getByText('Filed', { exact: true })).toBeVisible();
  await expect(q2.getByRole('button', { name: 'Mark as filed' })).toHaveCount(0);

  const view941 = q1.getByRole('button', { name: 'View Form 941 for Q1 2025' });
  await tabTo(page, view941, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const form941 = page.getByRole('dialog', { name: 'Form 941 for Q1 2025' });
  await expect(
    form941.getByRole('row', { name: /^5a Taxable social security wages/ }),
  ).toBeVisible();
  await expect(form941.getByRole('row', { name: /^7 Current quarter/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the Form 941 dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(form941).toBeHidden();
  await expect(view941).toBeFocused();

  await page.getByLabel('Tax year').selectOption(String(now.year));
  await expect(
    page.getByTestId(`quarter-${now.quarter}`).getByText('Due', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
