import { describe, expect, test } from 'vitest';

import { describeLocality } from './describe-locality';
import { listStateRules } from './registry';

describe('describeLocality (W-2 box 20)', () => {
  test('every local income tax program names a select field of its certificate', () => {
    for (const rule of listStateRules()) {
      for (const program of rule.programs.filter((entry) => entry.kind === 'local-income-tax')) {
        const field = rule.certificate.fields.find(
          (candidate) => candidate.key === program.localityField,
        );
        expect(field?.kind, program.id).toBe('select');
      }
    }
  });

  test("names the certificate's county by its option label", () => {
    expect(describeLocality('MD', { county: 'howard', exemptions: 1 })).toBe('Howard County');
    expect(describeLocality('IN', { county: '49' })).toBe('Marion (49)');
  });

  test('names the New York City or Yonkers residence the IT-2104 gives', () => {
    expect(describeLocality('NY', { locality: 'new-york-city', nycAllowances: 1 })).toBe(
      'New York City',
    );
    expect(describeLocality('NY', { locality: 'yonkers' })).toBe('Yonkers');
  });

  test("without a certificate, the state's default county (MD: Baltimore City, the highest rate)", () => {
    expect(describeLocality('MD', null)).toBe('Baltimore City');
  });

  test('no locality for a state without a local income tax, or a value not offered', () => {
    expect(describeLocality('NJ', { status: 'single' })).toBeNull();
    expect(describeLocality('MD', { county: 'atlantis' })).toBeNull();
  });
});
