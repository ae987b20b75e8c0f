import { describe, expect, it } from 'vitest';
import { checkPayRunPeriod, collectPayRunHours } from './pay-run-hours';

describe('collectPayRunHours', () => {
  it('turns valid overrides into request rows, with empty overtime as none', () => {
    const { hours, invalidRows } = collectPayRunHours({
      a: { hoursWorked: '72.5', overtimeHours: '' },
      b: { hoursWorked: ' 80 ', overtimeHours: '4.25' },
    });
    expect(hours).toEqual([
      { employeeId: 'a', hoursWorked: 72.5, overtimeHours: 0 },
      { employeeId: 'b', hoursWorked: 80, overtimeHours: 4.25 },
    ]);
    expect(invalidRows.size).toBe(0);
  });

  it.each([
    ['empty hours worked', { hoursWorked: '', overtimeHours: '0' }],
    ['more than 168 hours', { hoursWorked: '168.25', overtimeHours: '0' }],
    ['a step finer than 0.25', { hoursWorked: '40.1', overtimeHours: '0' }],
    ['negative overtime', { hoursWorked: '40', overtimeHours: '-1' }],
    ['hex text Number() would read', { hoursWorked: '0x10', overtimeHours: '0' }],
    ['exponent text', { hoursWorked: '1e2', overtimeHours: '0' }],
  ])('marks a row invalid and leaves it out of the request: %s', (_, draft) => {
    const { hours, invalidRows } = collectPayRunHours({
      bad: draft,
      good: { hoursWorked: '40', overtimeHours: '0' },
    });
    expect([...invalidRows]).toEqual(['bad']);
    expect(hours.map((row) => row.employeeId)).toEqual(['good']);
  });
});

describe('checkPayRunPeriod', () => {
  it('accepts both ends or neither', () => {
    expect(
      checkPayRunPeriod({ payPeriodStart: '', payPeriodEnd: '', payDate: '2025-06-13' }),
    ).toEqual({});
    expect(
      checkPayRunPeriod({ payPeriodStart: '2025-06-01', payPeriodEnd: '2025-06-14', payDate: '' }),
    ).toEqual({});
  });

  it('asks for the missing end of the period', () => {
    expect(
      checkPayRunPeriod({ payPeriodStart: '2025-06-01', payPeriodEnd: '', payDate: '' }),
    ).toEqual({ payPeriodEnd: 'Give both the pay period start and end, or neither' });
    expect(
      checkPayRunPeriod({ payPeriodStart: '', payPeriodEnd: '2025-06-14', payDate: '' }),
    ).toEqual({ payPeriodStart: 'Give both the pay period start and end, or neither' });
  });
});
