import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  expectFocusVisible,
  expectNoAxeViolations,
  expectToast,
  fillFields,
  openAddEmployeeDialog,
  openEditEmployeeDialog,
  saveNewEmployee,
  signInAsAdminBeforeEach,
  tabTo,
  uniqueCode,
} from './fixtures';

/*
 * Settings → Benefits and the employee's Benefits tab (issue 29). Plans are company-wide, but each
 * test makes its own under a name no other test uses and finds it by that name, so none needs the
 * whole server to itself.
 */

test.describe.configure({ mode: 'parallel' });

signInAsAdminBeforeEach();

/** The plans table's row of the plan named `name`. */
function planRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Benefit plans' })
    .getByRole('row')
    .filter({ hasText: name });
}

async function openBenefitsTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Benefits' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=benefits$/);
}

test('[BENEFITS] an admin offers a matched 401(k) and a medical plan; an employee with a date of birth elects both', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const code = uniqueCode('BEN');
  const retirementPlan = `401(k) ${code}`;
  const medicalPlan = `Medical ${code}`;

  await openBenefitsTab(page);
  await page.getByRole('button', { name: 'Add plan' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add benefit plan' });
  await dialog.getByLabel('Plan name').fill(retirementPlan);
  await expect(dialog.getByLabel('Plan type')).toHaveValue('traditional-401k');
  await dialog.getByRole('button', { name: 'Add match tier' }).click();
  await dialog.getByRole('button', { name: 'Add match tier' }).click();
  await fillFields(dialog, {
    'Tier 1: match (%)': '100',
    'Tier 1: of the first (% of pay)': '3',
    'Tier 2: match (%)': '50',
    'Tier 2: of the next (% of pay)': '2',
  });
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  await expectToast(page, 'Benefit plan created successfully');
  await expect(dialog).toBeHidden();
  await expect(planRow(page, retirementPlan)).toContainText('Traditional 401(k)');
  await expect(planRow(page, retirementPlan)).toContainText('100% of first 3% + 50% of next 2%');
  await expect(planRow(page, retirementPlan)).toContainText('Active');

  await page.getByRole('button', { name: 'Add plan' }).click();
  dialog = page.getByRole('dialog', { name: 'Add benefit plan' });
  await dialog.getByLabel('Plan name').fill(medicalPlan);
  await dialog.getByLabel('Plan type').selectOption('section-125-medical');
  await expect(dialog.getByRole('group', { name: 'Employer match' })).toHaveCount(0);
  await dialog.getByLabel('Employer contribution per pay period ($)').fill('250');
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  await expectToast(page, 'Benefit plan created successfully');
  await expect(planRow(page, medicalPlan)).toContainText('Medical premium (section 125)');
  await expect(planRow(page, medicalPlan)).toContainText('Employer $250.00 per pay period');
  await expectNoAxeViolations(page, 'Settings, Benefits tab');

  // Hire the employee with a date of birth, which the edit form shows again from the server.
  const hire = await openAddEmployeeDialog(page);
  await fillFields(hire, {
    'First Name': 'Bennett',
    'Last Name': 'Fitz',
    'Employee ID': code,
    Department: 'Benefits',
    'Annual Salary': '78000',
  });
  await hire.getByLabel('State', { exact: true }).selectOption('TX');
  await hire.getByLabel('Date of Birth').fill('1972-04-18');
  await saveNewEmployee(page, hire);

  const edit = await openEditEmployeeDialog(page, code, 'Bennett Fitz');
  await expect(edit.getByLabel('Date of Birth')).toHaveValue('1972-04-18');
  await edit.getByRole('tab', { name: 'Benefits' }).click();
  const inForce = edit.getByRole('region', { name: 'Elections in force' });
  await expect(inForce).toContainText('payroll deducts no benefits');

  await edit.getByRole('button', { name: 'Add election' }).click();
  let election = page.getByRole('dialog', { name: 'Add election' });
  await election
    .getByLabel('Plan')
    .selectOption({ label: `${retirementPlan} – Traditional 401(k)` });
  await election.getByRole('radio', { name: 'Percent of pay' }).check();
  await election.getByLabel('Percent of pay (%)').fill('6');
  await expectNoAxeViolations(page, 'Add election dialog', '[role="dialog"]');
  await election.getByRole('button', { name: 'Add election' }).click();
  await expectToast(page, 'Benefit election recorded');
  await expect(election).toBeHidden();

  await edit.getByRole('button', { name: 'Add election' }).click();
  election = page.getByRole('dialog', { name: 'Add election' });
  await election.getByLabel('Plan').selectOption({
    label: `${medicalPlan} – Medical premium (section 125)`,
  });
  await election.getByLabel('Amount per pay period ($)').fill('120.00');
  await election.getByRole('button', { name: 'Add election' }).click();
  await expect(election).toBeHidden();

  await expect(inForce).toContainText(`${retirementPlan}: 6% of pay`);
  await expect(inForce).toContainText(`${medicalPlan}: $120.00 per pay period`);
  await expectNoAxeViolations(page, 'Edit Employee, Benefits tab', '[role="dialog"]');
  const history = edit.getByRole('table', { name: 'Benefit election history' });
  await expect(history.getByRole('row').filter({ hasText: retirementPlan })).toContainText(
    'Active',
  );
  await expect(history.getByRole('row').filter({ hasText: medicalPlan })).toContainText('Active');

  // An elected plan cannot be deleted: its Delete offers to set it inactive instead.
  await openBenefitsTab(page);
  await expect(planRow(page, retirementPlan)).toContainText('Elected');
  await page.getByRole('button', { name: `Delete ${retirementPlan}` }).click();
  await expect(
    page.getByRole('alertdialog', { name: `Set ${retirementPlan} inactive?` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

/** Tabs to a field, checks its focus ring, and types over what it holds. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await expectFocusVisible(field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('[BENEFITS][KEYBOARD] a plan is added with Tab, arrows, Space and Enter alone', async ({
  page,
}) => {
  const name = `Keyboard Roth ${uniqueCode('KB')}`;
  await page.goto('/settings');
  // A tab list is one stop: the arrows move between its tabs, and show each as they reach it.
  const companyTab = page.getByRole('tab', { name: 'Company' });
  await tabTo(page, companyTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Benefits' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const addPlan = page.getByRole('button', { name: 'Add plan' });
  await tabTo(page, addPlan);
  await expectFocusVisible(addPlan);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add benefit plan' });
  await expect(dialog.getByLabel('Plan name')).toBeFocused();
  await page.keyboard.type(name);

  const type = dialog.getByLabel('Plan type');
  await tabTo(page, type);
  // Traditional 401(k) comes first; the next is Roth 401(k).
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('roth-401k');

  const addTier = dialog.getByRole('button', { name: 'Add match tier' });
  await tabTo(page, addTier);
  await page.keyboard.press('Space');
  // The new tier's first field takes the focus; it matches 100% unless changed.
  await expect(dialog.getByLabel('Tier 1: match (%)')).toBeFocused();
  await expect(dialog.getByLabel('Tier 1: match (%)')).toHaveValue('100');
  await typeInto(page, dialog.getByLabel('Tier 1: of the first (% of pay)'), '4');

  const active = dialog.getByRole('switch', { name: 'Active' });
  await tabTo(page, active);
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(active).toBeChecked();

  const submit = dialog.getByRole('button', { name: 'Add plan' });
  await tabTo(page, submit);
  await expectFocusVisible(submit);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Benefit plan created successfully');
  await expect(dialog).toBeHidden();
  await expect(addPlan).toBeFocused();
  await expect(planRow(page, name)).toContainText('Roth 401(k)');
  await expect(planRow(page, name)).toContainText('100% of first 4%');
});
