import { describe, expect, it } from 'vitest';
import { summarizePayRun } from './pay-run-confirmation';
import { buildPayRunPreview, ZERO_AMOUNTS } from './pay-run-test-data';

describe('summarizePayRun (issue 27, item 5)', () => {
  it('adds the employer taxes to gross pay for the employer cost, over the whole run', () => {
    const preview = buildPayRunPreview([], {
      payDate: '2025-06-20',
      employeeCount: 3,
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
    });
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
