import { describe, expect, it } from 'vitest';
import type { PayRunPreview } from '@paylab/shared';
import { summarizePayRun } from './pay-run-confirmation';
import { ZERO_AMOUNTS } from './pay-run-test-data';

describe('summarizePayRun (issue 27, item 5)', () => {
  it('adds the employer taxes to gross pay for the employer cost, over the whole run', () => {
    const preview = {
      payFrequency: 'bi-weekly',
      payPeriodStart: '2025-06-01',
      payPeriodEnd: '2025-06-14',
      payDate: '2025-06-20',
      ruleSet: 'official-2025',
      employeeCount: 3,
      rows: [],
      page: 1,
      pageSize: 25,
      totals: {
        ...ZERO_AMOUNTS,
        grossPay: '7000.00',
        netPay: '5312.45',
        employer: {
          socialSecurityTax: '434.00',
          medicareTax: '101.50',
          futaTax: '42.00',
          sutaTax: '238.00',
        },
        hoursWorked: 240,
        overtimeHours: 0,
      },
      errorCount: 0,
      errors: [],
      warnings: [],
    } satisfies PayRunPreview;
    // 7,000.00 gross + 434.00 + 101.50 + 42.00 + 238.00 employer taxes = 7,815.50.
    expect(summarizePayRun(preview)).toEqual({
      employeeCount: 3,
      grossPay: '7000.00',
      netPay: '5312.45',
      employerCost: '7815.50',
      payDate: '2025-06-20',
    });
  });
});
