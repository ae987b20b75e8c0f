import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { bindPayrollApi } from '../payroll/payroll-test-support';
import { EVERY_CHECK_MATCHES, toCheckMatches } from './test/reconciliation-checks';

/*
 * The spec-simplified rule set rounds each paycheck's FICA on its own (product spec section 9,
 * "Per-period Social Security and Medicare are computed on gross pay"), so the year's W-2 box 4 can
 * be a cent off 6.2% of box 3. Year end must still reconcile: Form 941 line 7 holds the fractions of
 * cents and the W-2 check allows half a cent per paycheck.
 */
describe('a year on the spec-simplified rule set reconciles', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const send = testApp.sendAsAdmin;

  test('three weekly checks of 1,230.77: 76.31 each, W-2 box 4 228.93, every check matches', async () => {
    const settings = (await send('GET', '/api/company/settings')).json();
    expect(
      (
        await send('PUT', '/api/company/settings', {
          ...settings,
          taxRuleSet: 'spec-simplified-2025',
        })
      ).statusCode,
    ).toBe(200);
    const employee = await payroll.hire({
      employeeId: 'EMP-S01',
      firstName: 'Kim',
      lastName: 'Poe',
      department: 'Ops',
      annualSalary: '64000.00',
      payFrequency: 'weekly',
      state: 'TX',
      hireDate: '2024-01-02',
    });

    // 64,000 / 52 = 1,230.769 -> 1,230.77 a week at the default 40 hours.
    // 6.2% x 1,230.77 = 76.30774 -> 76.31; 1.45% x 1,230.77 = 17.846165 -> 17.85, on every check.
    for (const week of [
      ['2025-01-06', '2025-01-12'],
      ['2025-01-13', '2025-01-19'],
      ['2025-01-20', '2025-01-26'],
    ] as const) {
      expect(await payroll.processPaycheck(employee.id, 40, week)).toMatchObject({
        grossPay: '1230.77',
        socialSecurityTax: '76.31',
        medicareTax: '17.85',
      });
    }

    expect((await send('POST', '/api/w2/generate/2025')).statusCode).toBe(200);
    const [w2] = (await send('GET', '/api/w2/year/2025')).json();
    // Box 3 3 x 1,230.77 = 3,692.31; box 4 3 x 76.31 = 228.93 (6.2% x 3,692.31 = 228.92322 -> 228.92).
    expect(w2).toMatchObject({
      socialSecurityWages: '3692.31',
      socialSecurityTaxWithheld: '228.93',
      medicareTaxWithheld: '53.55',
    });

    const reconciliation = (await send('GET', '/api/tax-forms/reconciliation/2025')).json();
    expect(toCheckMatches(reconciliation.checks)).toEqual(EVERY_CHECK_MATCHES);
    // Employee share of 941 line 5: 6.2% x 3,692.31 = 228.92322 plus 1.45% x 3,692.31 = 53.538495,
    // 282.461715 -> 282.46; withheld 228.93 + 53.55 = 282.48, so line 7 is +0.02.
    const [q1] = (await send('GET', '/api/quarterly-tax/year/2025')).json();
    expect(q1).toMatchObject({ quarter: 1, lines: { line7: '0.02' } });
  });
});
