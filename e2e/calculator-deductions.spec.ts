import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, openCalculator, tabTo } from './fixtures';

// Each test stands alone (no data of its own, only the calculator), so they run in parallel.
test.describe.configure({ mode: 'parallel' });

/**
 * Signs in and opens the calculator on a 2025 pay date in Texas, which withholds no state tax:
 * the defaults pay 25.00 x 80 = 2,000.00 bi-weekly, single, a 2020+ W-4 with nothing in Steps 2-4.
 */
async function openCalculatorInTexas(page: Page) {
  const calculator = await openCalculator(page);
  await page.getByLabel('Pay date').fill('2025-06-13');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await expect(page.getByTestId('gross-pay')).toHaveText('$2,000.00');
  return calculator;
}

function deductionRow(page: Page, number: number) {
  return page.getByRole('group', { name: `Deduction ${number}` });
}

test('[CALCULATOR] a 401(k) deferral lowers income tax wages only; a section 125 premium lowers all three', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const { cell } = await openCalculatorInTexas(page);
  await expect(page.locator('tr[data-row^="taxableWages."]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a deduction' }).click();
  await expect(deductionRow(page, 1).getByLabel('Deduction type')).toHaveValue('traditional-401k');
  await deductionRow(page, 1).getByLabel('Per period').fill('100');

  // IRS Pub 15 (2025) section 15: a 401(k) deferral is out of income tax wages, not FICA wages.
  // Box 1: 2,000 - 100 = 1,900.00; boxes 3 and 5 stay 2,000.00.
  // Worksheet 1A (Pub 15-T 2025): 1a 1,900; 1c x 26 = 49,400; 1g 8,600; 1i 40,800; STANDARD single
  // row 18,325-54,875: 1,192.50 + 12% x 22,475 = 3,889.50; 2h / 26 = 149.596; 3c 149.60.
  // FICA on 2,000: 6.2% = 124.00; 1.45% = 29.00.
  await expect(cell('taxableWages.federalIncomeTax')).toHaveText('$1,900.00');
  await expect(cell('taxableWages.socialSecurity')).toHaveText('$2,000.00');
  await expect(cell('taxableWages.medicare')).toHaveText('$2,000.00');
  await expect(cell('federalIncomeTax')).toHaveText('$149.60');
  await expect(cell('socialSecurityTax')).toHaveText('$124.00');
  await expect(cell('medicareTax')).toHaveText('$29.00');

  await page.getByRole('button', { name: 'Add a deduction' }).click();
  await deductionRow(page, 2).getByLabel('Deduction type').selectOption('section-125-medical');
  await deductionRow(page, 2).getByLabel('Per period').fill('50');

  // Pub 15-B (2025) Table 2-1: a cafeteria plan premium is out of income tax, social security,
  // Medicare and FUTA wages. Box 1: 2,000 - 100 - 50 = 1,850.00; boxes 3 and 5: 2,000 - 50 = 1,950.00.
  // Worksheet 1A: 1c 1,850 x 26 = 48,100; 1i 48,100 - 8,600 = 39,500; 1,192.50 + 12% x 21,175 =
  // 3,733.50; / 26 = 143.596 -> 143.60. Social security 6.2% x 1,950 = 120.90; Medicare 1.45% x
  // 1,950 = 28.275 -> 28.28. Texas withholds nothing. Taxes 143.60 + 120.90 + 28.28 = 292.78, plus
  // the deductions 150.00: 442.78; net 2,000 - 442.78 = 1,557.22.
  const figures: [string, string][] = [
    ['deductions.0', '$100.00'],
    ['deductions.1', '$50.00'],
    ['taxableWages.federalIncomeTax', '$1,850.00'],
    ['taxableWages.socialSecurity', '$1,950.00'],
    ['taxableWages.medicare', '$1,950.00'],
    ['taxableWages.futa', '$1,950.00'],
    ['federalIncomeTax', '$143.60'],
    ['socialSecurityTax', '$120.90'],
    ['medicareTax', '$28.28'],
    ['totalDeductions', '$442.78'],
    ['netPay', '$1,557.22'],
  ];
  for (const [row, amount] of figures) {
    await expect(cell(row), row).toHaveText(amount);
  }
  // The bases and the deductions are the same under both rule sets (ADR 0045).
  for (const row of ['taxableWages.federalIncomeTax', 'taxableWages.socialSecurity']) {
    await expect(page.locator(`tr[data-row="${row}"]`)).toHaveAttribute('data-differs', 'false');
  }
  await expect(page.getByTestId('summary-net')).toHaveText('$1,557.22');

  // The API answers the same bases for the request written out by hand.
  const response = await page.request.post('/api/tax/calculate', {
    data: {
      ruleSet: 'official-2025',
      payDate: '2025-06-13',
      payFrequency: 'bi-weekly',
      grossPay: '2000.00',
      filingStatus: 'single',
      state: 'TX',
      w4: {},
      deductions: [
        { type: 'traditional-401k', amount: '100' },
        { type: 'section-125-medical', amount: '50' },
      ],
    },
  });
  expect(response.status()).toBe(200);
  const api = (await response.json()) as { taxableWages: unknown; netPay: string };
  expect(api.taxableWages).toEqual({
    federalIncomeTax: '1850.00',
    socialSecurity: '1950.00',
    medicare: '1950.00',
    futa: '1950.00',
    state: '1950.00',
  });
  expect(api.netPay).toBe('1557.22');

  await page.getByRole('button', { name: 'Show the math' }).click();
  const math = page.getByRole('region', { name: 'The math' });
  await expect(math.locator('tr[data-step="wages.base.federal-income-tax"]')).toContainText(
    'gross pay $2,000.00 − Traditional 401(k) $100.00 − Medical premium (section 125) $50.00 = $1,850.00',
  );
  await expect(math.locator('tr[data-step="wages.base.social-security"]')).toContainText(
    'gross pay $2,000.00 − Medical premium (section 125) $50.00 = $1,950.00',
  );

  await page.getByRole('button', { name: 'Check against the server' }).click();
  await expect(
    page.getByText("The server's figures match, line for line, for both rule sets."),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/calculator with deductions and the math open');
  expect(errors).toEqual([]);
});

test('[CALCULATOR] adds a deduction with the keyboard alone and shows its base', async ({
  page,
}) => {
  const { cell } = await openCalculatorInTexas(page);
  await page.getByRole('textbox', { name: 'Bonus (supplemental pay)', exact: true }).focus();
  const add = page.getByRole('button', { name: 'Add a deduction' });
  await tabTo(page, add, { maxPresses: 4 });
  await page.keyboard.press('Enter');
  // The new row's type takes the focus; its amount is the next stop.
  await expect(deductionRow(page, 1).getByLabel('Deduction type')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(deductionRow(page, 1).getByLabel('Per period')).toBeFocused();
  await page.keyboard.type('250');
  // 2,000 - 250 = 1,750.00 of income tax wages; social security wages stay 2,000.00.
  await expect(cell('taxableWages.federalIncomeTax')).toHaveText('$1,750.00');
  await expect(cell('taxableWages.socialSecurity')).toHaveText('$2,000.00');

  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'Remove deduction 1 (Traditional 401(k))' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
  // Without it: Worksheet 1A 2,000 x 26 = 52,000 - 8,600 = 43,400; 1,192.50 + 12% x 25,075 =
  // 4,201.50 / 26 = 161.596 -> 161.60; FICA 124.00 + 29.00; net 2,000 - 314.60 = 1,685.40.
  await expect(page.locator('tr[data-row^="taxableWages."]')).toHaveCount(0);
  await expect(cell('netPay')).toHaveText('$1,685.40');
});

test('[CALCULATOR] an HSA election past its limit is cut with a warning; at 55 the catch-up leaves room', async ({
  page,
}) => {
  const { cell } = await openCalculatorInTexas(page);
  await page.getByRole('button', { name: 'Add a deduction' }).click();
  await deductionRow(page, 1).getByLabel('Deduction type').selectOption('hsa');
  await deductionRow(page, 1).getByLabel('Per period').fill('100');
  await expect(page.getByLabel('HSA coverage')).toHaveValue('self-only');
  await page.getByRole('button', { name: 'Taken earlier this year (optional)' }).click();
  await page.getByLabel('Health savings account (HSA), year to date').fill('4,250');

  // Rev. Proc. 2024-25: the 2025 self-only limit is 4,300.00; 4,250.00 taken leaves 50.00.
  await expect(cell('deductions.0')).toHaveText('$50.00');
  await expect(page.locator('tr[data-row="deductions.0"]')).toContainText(
    'Elected $100.00, cut to its limit',
  );
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
    'Health savings account (HSA) election of $100.00 cut to $50.00',
  );
  // HSA lowers every base (Pub 15-B Table 2-1): 2,000 - 50 = 1,950.00.
  await expect(cell('taxableWages.socialSecurity')).toHaveText('$1,950.00');

  // Born 1970: 55 at the end of 2025, so 26 U.S.C. 223(b)(3) adds 1,000.00: 5,300 - 4,250 leaves
  // room for the whole 100.00.
  await page.getByLabel('Date of birth').fill('1970-03-01');
  await expect(cell('deductions.0')).toHaveText('$100.00');
  await expect(page.getByRole('list', { name: 'Warnings' })).toHaveCount(0);
  await expect(cell('taxableWages.socialSecurity')).toHaveText('$1,900.00');
});

test('[CALCULATOR] 2026: over the prior-year wage threshold, the pre-tax catch-up is cut', async ({
  page,
}) => {
  const { cell } = await openCalculatorInTexas(page);
  await page.getByLabel('Pay date').fill('2026-11-20');
  await page.getByRole('button', { name: 'Add a deduction' }).click();
  await deductionRow(page, 1).getByLabel('Per period').fill('100');
  await page.getByLabel('Date of birth').fill('1970-03-01');
  await page.getByRole('button', { name: 'Taken earlier this year (optional)' }).click();
  await page.getByLabel('Traditional 401(k), year to date').fill('24,450');
  // Notice 2025-67: 24,500 + the 8,000 catch-up at 56 leave 8,050 after 24,450: all 100 taken.
  await expect(cell('deductions.0')).toHaveText('$100.00');
  // 26 U.S.C. 414(v)(7): over 150,000 of 2025 wages the catch-up is Roth only, so pre-tax
  // deferrals stop at the 24,500: 50 left.
  await page.getByLabel("Last year's social security wages").fill('160,000');
  await expect(cell('deductions.0')).toHaveText('$50.00');
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
    'catch-up contributions must be designated Roth',
  );
});
