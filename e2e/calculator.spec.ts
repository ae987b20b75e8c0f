import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, openCalculator, tabTo } from './fixtures';

// Each test stands alone (its own data, or none), so the tests of this file run in parallel.
test.describe.configure({ mode: 'parallel' });

const RULE_SETS = ['official-2025', 'spec-simplified-2025'] as const;

/** "1234.50" → 123450, without float arithmetic. */
function toCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → "$1,234.50", as the screen shows amounts. */
function toUsd(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

interface ApiResult {
  federalIncomeTax: string;
  additionalWithholding: string;
  socialSecurityTax: string;
  medicareTax: string;
  additionalMedicareTax: string;
  stateIncomeTax: string;
  stateDisabilityTax: string;
  statePaidFamilyLeave: string;
  totalDeductions: string;
  netPay: string;
  employer: { socialSecurityTax: string; medicareTax: string; futaTax: string; sutaTax: string };
  trace: { step: string }[];
}

test('[CALCULATOR] shows both rule sets and the math for a typed-in case, and its figures equal the API', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const { cell } = await openCalculator(page);

  await page.getByLabel('Pay date').fill('2025-06-13');
  await page.getByRole('textbox', { name: 'Hourly rate', exact: true }).fill('31.25');
  await expect(page.getByRole('textbox', { name: 'Hours worked', exact: true })).toHaveValue('80');
  await page.getByRole('textbox', { name: 'Overtime hours', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Bonus (supplemental pay)', exact: true }).fill('500');
  await page.getByLabel('Filing status').selectOption('married-joint');
  await page.getByRole('textbox', { name: 'Step 3: dependents amount', exact: true }).fill('2000');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByRole('textbox', { name: 'State allowances', exact: true }).fill('1');
  await page
    .getByRole('textbox', { name: 'Regular wages paid earlier this year', exact: true })
    .fill('30000');

  // By hand: 31.25 x 80 = 2,500.00; overtime defaults to 1.5 x 31.25 = 46.875 an hour, x 4 = 187.50;
  // gross 2,687.50. With the 500.00 bonus the period's wages are 3,187.50.
  await expect(page.getByTestId('gross-pay')).toHaveText('$2,687.50');
  await expect(page.getByRole('textbox', { name: 'Overtime rate', exact: true })).toHaveAttribute(
    'placeholder',
    '46.875',
  );
  await expect(cell('wages', 'official-2025')).toHaveText('$3,187.50');

  // Worksheet 1A by hand: 1c 2,687.50 x 26 = 69,875; 1g 12,900 (MFJ); 1i 56,975; STANDARD MFJ row
  // at least 40,950: 2,385.00 + 12% x 16,025 = 4,308.00; 3c (4,308 - 2,000) / 26 = 88.769 -> 88.77;
  // plus 22% of the 500.00 bonus = 110.00 -> 198.77. NY DBL: 0.5% x 3,187.50 = 15.94, capped at 1.20.
  await expect(cell('federalIncomeTax', 'official-2025')).toHaveText('$198.77');
  await expect(cell('stateDisabilityTax', 'official-2025')).toHaveText('$1.20');

  const comparison = page.getByRole('table', { name: 'Both rule sets side by side' });
  await expect(comparison.getByRole('columnheader', { name: /Official 2025/ })).toContainText(
    'Company setting',
  );
  await expect(
    comparison.getByRole('columnheader', { name: /Spec-simplified 2025/ }),
  ).toBeVisible();
  // NY withholding (NYS-50-T-NYS vs the spec's flat 8%) and disability (DBL capped vs 0.5%) differ.
  const differs = {
    stateIncomeTax: 'true',
    stateDisabilityTax: 'true',
    socialSecurityTax: 'false',
  };
  for (const [row, value] of Object.entries(differs)) {
    await expect(page.locator(`tr[data-row="${row}"]`)).toHaveAttribute('data-differs', value);
  }

  // The request a person would send for what was typed, written out by hand, not read from the screen.
  const body = {
    payDate: '2025-06-13',
    payFrequency: 'bi-weekly',
    grossPay: '2687.50',
    supplementalPay: '500.00',
    filingStatus: 'married-joint',
    stateAllowances: 1,
    state: 'NY',
    w4: { step2Checkbox: false, dependentsAmount: '2000.00' },
    ytd: { grossPay: '30000.00' },
  };
  for (const ruleSet of RULE_SETS) {
    const response = await page.request.post('/api/tax/calculate', { data: { ...body, ruleSet } });
    expect(response.status()).toBe(200);
    const api = (await response.json()) as ApiResult;
    const expectations: [string, string][] = [
      ['federalIncomeTax', api.federalIncomeTax],
      ['additionalWithholding', api.additionalWithholding],
      ['socialSecurityTax', api.socialSecurityTax],
      ['medicareTax', api.medicareTax],
      ['additionalMedicareTax', api.additionalMedicareTax],
      ['stateIncomeTax', api.stateIncomeTax],
      ['stateDisabilityTax', api.stateDisabilityTax],
      ['statePaidFamilyLeave', api.statePaidFamilyLeave],
      ['totalDeductions', api.totalDeductions],
      ['netPay', api.netPay],
      ['employer.socialSecurityTax', api.employer.socialSecurityTax],
      ['employer.medicareTax', api.employer.medicareTax],
      ['employer.futaTax', api.employer.futaTax],
      ['employer.sutaTax', api.employer.sutaTax],
    ];
    for (const [row, amount] of expectations) {
      await expect(cell(row, ruleSet), `${ruleSet} ${row}`).toHaveText(toUsd(toCents(amount)));
    }
    const employerTaxes = Object.values(api.employer).reduce(
      (total, amount) => total + toCents(amount),
      0,
    );
    await expect(cell('employerCost', ruleSet)).toHaveText(toUsd(318_750 + employerTaxes));
    if (ruleSet === 'official-2025') {
      await expect(page.getByTestId('summary-net')).toHaveText(toUsd(toCents(api.netPay)));
      expect(api.trace.map((step) => step.step)).toContain('federal.worksheet-1a.3c');
    }
  }

  await page.getByRole('button', { name: 'Show the math' }).click();
  const math = page.getByRole('region', { name: 'The math' });
  await expect(math.getByRole('tab', { name: 'Official 2025' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const line3c = math.locator('tr[data-step="federal.worksheet-1a.3c"]');
  await expect(line3c).toContainText('Line 3c');
  await expect(line3c).toContainText('Pub 15-T');
  await expect(math.locator('tr[data-step="state.income-tax"]')).toContainText('NYS-50-T-NYS');
  await math.getByRole('tab', { name: 'Spec-simplified 2025' }).click();
  await expect(math.locator('tr[data-step="state.income-tax"]')).toContainText('flat 8%');

  await page.getByRole('button', { name: 'Check against the server' }).click();
  await expect(
    page.getByText("The server's figures match, line for line, for both rule sets."),
  ).toBeVisible();

  await expect(
    page.getByRole('note').filter({ hasText: 'For educational purposes only' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('[CALCULATOR] works with the keyboard alone: salary basis, non-numbers count as 0, the math opens', async ({
  page,
}) => {
  const { cell } = await openCalculator(page);

  // Radio groups move with the arrow keys.
  await page.getByRole('radio', { name: 'Hourly rate × hours' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Annual salary' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Pay frequency')).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Annual salary', exact: true }), {
    maxPresses: 6,
  });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('78000');
  // 78,000 / 26 = 3,000.00 per bi-weekly period.
  await expect(page.getByTestId('gross-pay')).toHaveText('$3,000.00');
  // Hours worked and the overtime exemption come first (ADR 0032).
  await tabTo(page, page.getByRole('textbox', { name: 'Overtime hours', exact: true }), {
    maxPresses: 3,
  });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  // Regular rate 78,000 / (26 x 80) = 37.50; overtime 1.5 x 37.50 = 56.25 x 2 = 112.50; gross 3,112.50.
  await expect(page.getByTestId('gross-pay')).toHaveText('$3,112.50');
  await tabTo(page, page.getByRole('textbox', { name: 'Bonus (supplemental pay)', exact: true }), {
    maxPresses: 6,
  });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('lots');
  await expect(page.getByText('Not a number: counted as 0')).toBeVisible();
  await expect(cell('wages', 'official-2025')).toHaveText('$3,112.50');

  const showMath = page.getByRole('button', { name: 'Show the math' });
  await showMath.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide the math' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const math = page.getByRole('region', { name: 'The math' });
  await page.keyboard.press('Tab');
  await expect(math.getByRole('tab', { name: 'Official 2025' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(math.getByRole('tab', { name: 'Spec-simplified 2025' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(math.locator('tr[data-step="spec.federal.annual-salary"]')).toBeVisible();
});

test('[CALCULATOR] a pay date before 2025 is named as the problem', async ({ page }) => {
  await openCalculator(page);
  await page.getByLabel('Pay date').fill('2024-12-31');
  await expect(page.getByText(/a pay date of 2024-12-31 is earlier/).first()).toBeVisible();
});

test('[CALCULATOR] has no axe violations with the math open, a warning and a field note shown', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByLabel('State', { exact: true }).selectOption('OR');
  await page.getByRole('textbox', { name: 'Bonus (supplemental pay)', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Show the math' }).click();
  await expect(page.getByRole('region', { name: 'The math' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
    'State OR is not modelled',
  );
  await expectNoAxeViolations(page, '/calculator with the math open');
});

test('[CALCULATOR] the summary cards fit five-figure and larger amounts at 1366, 1024, 768 and 390 px', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByRole('textbox', { name: 'Hourly rate', exact: true }).fill('1000');
  await page.getByRole('textbox', { name: 'Hours worked', exact: true }).fill('80');
  // 1,000 x 80 = 80,000.00: the amount QA saw clipped to "$80,000.0" at 1366 px.
  await expect(page.getByTestId('summary-gross')).toHaveText('$80,000.00');
  const amounts = page.locator('[data-testid^="summary-"]');
  await expect(amounts).toHaveCount(4);

  const overflowing = () =>
    amounts.evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth ||
            element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
        )
        .map(
          (element) =>
            `${element.getAttribute('data-testid')}: ${element.scrollWidth} > ${element.clientWidth}`,
        ),
    );
  for (const width of [1366, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(overflowing, { message: `at ${width} px` }).toEqual([]);
  }

  // The largest bonus the calculator takes still fits: it wraps at a comma instead of running out.
  await page
    .getByRole('textbox', { name: 'Bonus (supplemental pay)', exact: true })
    .fill('99999999.99');
  // 80,000.00 + 99,999,999.99 = 100,079,999.99.
  await expect(page.getByTestId('summary-gross')).toHaveText('$100,079,999.99');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(overflowing, { message: `at ${width} px with a nine-figure bonus` })
      .toEqual([]);
  }
});
