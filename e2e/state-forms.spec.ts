import { expect, test } from '@playwright/test';
import {
  createPaidEmployee,
  expectFocusVisible,
  expectNoAxeViolations,
  generateW2s,
  MONTHLY_EMPLOYEE,
  openW2,
  type PaycheckPeriod,
  SERVER_WIDE,
  signInAndCollectErrors,
  tabTo,
} from './fixtures';

/*
 * Where the state registry shows (issue 28, section 3): a Compliance page per state, and the W-2
 * boxes of state programs and county taxes. The employees are this spec's own, paid through the
 * API, so the spec does not depend on what other specs leave behind.
 */

const JANUARY: PaycheckPeriod = {
  hoursWorked: 40,
  payPeriodStart: '2025-01-01',
  payPeriodEnd: '2025-01-31',
};
const FEBRUARY: PaycheckPeriod = {
  hoursWorked: 40,
  payPeriodStart: '2025-02-01',
  payPeriodEnd: '2025-02-28',
};

test("[STATE-FORMS] a state's Compliance page, opened with the keyboard, shows its publication", async ({
  page,
}) => {
  const errors = await signInAndCollectErrors(page);
  await page.goto('/compliance');
  const picker = page.getByLabel('Work state');
  await tabTo(page, picker);
  await expectFocusVisible(picker);
  await picker.selectOption('NJ');
  const show = page.getByRole('button', { name: 'Show its requirements' });
  await tabTo(page, show);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/compliance\/states\/nj$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Jersey (NJ)' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: /^NJ-WT Withholding Rate Tables \(Percentage/ }),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'New Jersey withholding lines' });
  await expect(lines.getByRole('row', { name: /NJ Family Leave Insurance/ })).toContainText(
    'Box 14 as “NJFLI”',
  );
  await expect(page.getByText('Worker contribution to Family Leave Insurance')).toBeVisible();
  await expect(page.getByText(/Reciprocity agreements and resident-state credits/)).toBeVisible();
  await expectNoAxeViolations(page, 'the New Jersey Compliance page');

  // Back to the Center, then a state from the list of every state's page.
  await page.getByRole('link', { name: 'Tax Compliance Center' }).click();
  await page
    .getByRole('navigation', { name: 'State pages' })
    .getByRole('link', { name: 'Maryland (MD)' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maryland (MD)' })).toBeVisible();
  await expect(page.getByText('Certificate: MW507')).toBeVisible();
  // On a phone the page scrolls down only: its tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  expect(errors).toEqual([]);
});

// Generating a year's W-2s replaces every W-2 of that year, which the tax-forms spec's W-2 test in
// the other worker reads: this one runs on the server-wide server.
test(
  '[STATE-FORMS] a W-2 shows box 14 for state programs and boxes 18-20 for a county',
  SERVER_WIDE,
  async ({ page }) => {
    const errors = await signInAndCollectErrors(page);
    // New Jersey, 120,000 a year, January and February: 20,000.00 of wages. 2025 worker rates
    // (NJDOL): UI/WF/SWF 0.425% = 85.00, TDI 0.23% = 46.00, FLI 0.33% = 66.00 (under every base).
    await createPaidEmployee(
      page.request,
      {
        ...MONTHLY_EMPLOYEE,
        employeeId: 'E2E-SF-NJ',
        firstName: 'Nell',
        lastName: 'Jersey',
        annualSalary: '120000',
        state: 'NJ',
      },
      [JANUARY, FEBRUARY],
    );
    // Maryland, Howard County, MW507 single with 1 exemption, 60,000 a year: 54,100 taxable
    // (60,000 - 2,700 - 3,200); county 3.20% = 1,731.20 / 12 = 144.27 a month, 288.54 for two.
    await createPaidEmployee(
      page.request,
      {
        ...MONTHLY_EMPLOYEE,
        employeeId: 'E2E-SF-MD',
        firstName: 'Mae',
        lastName: 'Howard',
        annualSalary: '60000',
        state: 'MD',
        stateCertificate: { filingStatus: 'single', exemptions: 1, county: 'howard' },
      },
      [JANUARY, FEBRUARY],
    );

    await generateW2s(page, 2025);

    const nj = await openW2(page, 'Nell Jersey', 2025);
    await expect(nj.getByText(/^NJUI\/WF\/SWF \$85\.00$/)).toBeVisible();
    await expect(nj.getByText(/^NJSDI \$46\.00$/)).toBeVisible();
    await expect(nj.getByText(/^NJFLI \$66\.00$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nj).toBeHidden();

    const md = await openW2(page, 'Mae Howard', 2025);
    const stateRow = md
      .getByRole('table', { name: 'State and local boxes 15 to 20' })
      .getByRole('row', {
        name: /^MD/,
      });
    await expect(stateRow).toContainText('$10,000.00');
    await expect(stateRow).toContainText('$288.54');
    await expect(stateRow).toContainText('Howard County');
    await expectNoAxeViolations(page, 'the Maryland W-2 dialog', '[role="dialog"]');
    expect(errors).toEqual([]);
  },
);
