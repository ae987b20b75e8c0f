import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, SERVER_WIDE, signIn } from './fixtures';

/** The viewer's today as YYYY-MM-DD. */
function toDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test(
  '[SETTINGS][PRACTICE] a practice year moves every default date into 2025 and says so',
  SERVER_WIDE,
  async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    const setCalendar = async (label: string) => {
      await page.goto('/settings');
      await page.getByLabel('Payroll calendar').selectOption({ label });
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Company settings updated successfully').first()).toBeVisible();
    };
    const today = toDateText(new Date());
    // The same day of 2025 (there is no February 29 in 2025).
    const practiceToday = `2025${today.slice(4)}`.replace(/-02-29$/, '-02-28');
    try {
      await setCalendar('Practice in tax year 2025');
      const banner = page.getByRole('note').filter({ hasText: 'Practice year 2025.' });
      await expect(banner).toBeVisible();

      await page.goto('/');
      await expect(banner).toBeVisible();
      const month = new Date(`${practiceToday}T12:00:00`).toLocaleString('en-US', {
        month: 'long',
      });
      await expect(page.getByText(`${month} 2025 · by pay date`).first()).toBeVisible();

      await page.goto('/employees');
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await expect(page.getByRole('dialog').getByLabel('Hire Date')).toHaveValue(practiceToday);
      await page.keyboard.press('Escape');
    } finally {
      await setCalendar("Today's date");
    }
    await expect(page.getByRole('note').filter({ hasText: 'Practice year' })).toHaveCount(0);
  },
);
