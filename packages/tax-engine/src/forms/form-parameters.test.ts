import { describe, expect, test } from 'vitest';

import { resolveFormParameters } from './form-parameters';

describe('resolveFormParameters: the warnings of each year', () => {
  test('2025 carries nothing forward', () => {
    expect(resolveFormParameters(2025)).toMatchObject({ warnings: [], form940Warnings: [] });
  });

  test('2026 has its own FICA and FUTA values; the credit reduction list is 2025 (Form 940 only)', () => {
    const parameters = resolveFormParameters(2026);
    expect(parameters.socialSecurityWageBase.value).toBe(18_450_000);
    expect(parameters.warnings).toEqual([]);
    expect(parameters.form940Warnings).toEqual([
      'FUTA credit reduction states (Form 940 Schedule A): 2025 values applied to tax year 2026',
    ]);
  });

  test('2027 applies the 2026 FICA values and says so on every form', () => {
    expect(resolveFormParameters(2027).warnings).toEqual([
      'Social security, Medicare and unemployment taxes: 2026 values applied to tax year 2027',
    ]);
  });
});
