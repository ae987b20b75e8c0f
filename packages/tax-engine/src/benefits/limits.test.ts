import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../citation-text';
import { resolveParameter, type Parameter } from '../parameters/parameter';
import {
  DEPENDENT_CARE_LIMIT,
  HEALTH_FSA_LIMIT,
} from '../parameters/us/irs/benefits/flexible-spending';
import {
  HSA_CATCH_UP,
  HSA_CONTRIBUTION_LIMIT,
} from '../parameters/us/irs/benefits/health-savings-account';
import {
  PARKING_MONTHLY_LIMIT,
  TRANSIT_MONTHLY_LIMIT,
} from '../parameters/us/irs/benefits/qualified-transportation';
import {
  ANNUAL_ADDITIONS_LIMIT,
  CATCH_UP_LIMIT,
  ELECTIVE_DEFERRAL_LIMIT,
  GOVERNMENTAL_457B_DEFERRAL_LIMIT,
  ROTH_CATCH_UP_RULE,
  SIMPLE_CATCH_UP_LIMIT,
  SIMPLE_DEFERRAL_LIMIT,
} from '../parameters/us/irs/benefits/retirement-plans';

const LIMITS: readonly Parameter<unknown>[] = [
  ELECTIVE_DEFERRAL_LIMIT,
  GOVERNMENTAL_457B_DEFERRAL_LIMIT,
  CATCH_UP_LIMIT,
  SIMPLE_DEFERRAL_LIMIT,
  SIMPLE_CATCH_UP_LIMIT,
  ANNUAL_ADDITIONS_LIMIT,
  ROTH_CATCH_UP_RULE,
  HSA_CONTRIBUTION_LIMIT,
  HSA_CATCH_UP,
  HEALTH_FSA_LIMIT,
  DEPENDENT_CARE_LIMIT,
  TRANSIT_MONTHLY_LIMIT,
  PARKING_MONTHLY_LIMIT,
];

describe('benefit limits', () => {
  test('every limit has a 2025 and a 2026 value, and nothing else', () => {
    for (const limit of LIMITS) {
      expect(
        limit.values.map((value) => value.effectiveFrom),
        limit.name,
      ).toEqual(['2025-01-01', '2026-01-01']);
    }
  });

  test('every limit has its own name', () => {
    expect(new Set(LIMITS.map((limit) => limit.name)).size).toBe(LIMITS.length);
  });

  test('2025 402(g) elective deferral limit is $23,500 (Notice 2024-80)', () => {
    expect(resolveParameter(ELECTIVE_DEFERRAL_LIMIT, '2025-12-31').value).toBe(2_350_000);
    expect(resolveParameter(GOVERNMENTAL_457B_DEFERRAL_LIMIT, '2025-12-31').value).toBe(2_350_000);
  });

  test('2026 402(g) is $24,500 and the 50+ catch-up $8,000; 60-63 stays $11,250 (Notice 2025-67)', () => {
    expect(resolveParameter(ELECTIVE_DEFERRAL_LIMIT, '2026-01-02').value).toBe(2_450_000);
    expect(resolveParameter(CATCH_UP_LIMIT, '2025-07-01').value).toEqual({
      fromAge50: 750_000,
      ages60To63: 1_125_000,
    });
    expect(resolveParameter(CATCH_UP_LIMIT, '2026-07-01').value).toEqual({
      fromAge50: 800_000,
      ages60To63: 1_125_000,
    });
  });

  test('SIMPLE: $16,500 with $3,500 / $5,250 catch-ups in 2025; $17,000 with $4,000 / $5,250 in 2026', () => {
    expect(resolveParameter(SIMPLE_DEFERRAL_LIMIT, '2025-05-01').value).toBe(1_650_000);
    expect(resolveParameter(SIMPLE_CATCH_UP_LIMIT, '2025-05-01').value).toEqual({
      fromAge50: 350_000,
      ages60To63: 525_000,
    });
    expect(resolveParameter(SIMPLE_DEFERRAL_LIMIT, '2026-05-01').value).toBe(1_700_000);
    expect(resolveParameter(SIMPLE_CATCH_UP_LIMIT, '2026-05-01').value).toEqual({
      fromAge50: 400_000,
      ages60To63: 525_000,
    });
  });

  test('415(c) annual additions: $70,000 in 2025, $72,000 in 2026', () => {
    expect(resolveParameter(ANNUAL_ADDITIONS_LIMIT, '2025-05-01').value).toBe(7_000_000);
    expect(resolveParameter(ANNUAL_ADDITIONS_LIMIT, '2026-05-01').value).toBe(7_200_000);
  });

  test('the Roth catch-up rule binds from 2026, on 2025 wages over $150,000', () => {
    expect(resolveParameter(ROTH_CATCH_UP_RULE, '2025-11-28').value).toEqual({
      isInForce: false,
      priorYearSocialSecurityWagesOver: 14_500_000,
    });
    expect(resolveParameter(ROTH_CATCH_UP_RULE, '2026-01-09').value).toEqual({
      isInForce: true,
      priorYearSocialSecurityWagesOver: 15_000_000,
    });
  });

  test('a 2026 pay date picks the 2026 HSA family limit; the last 2025 pay date the 2025 one', () => {
    expect(resolveParameter(HSA_CONTRIBUTION_LIMIT, '2025-12-31').value).toEqual({
      selfOnly: 430_000,
      family: 855_000,
    });
    expect(resolveParameter(HSA_CONTRIBUTION_LIMIT, '2026-01-02').value.family).toBe(875_000);
    expect(resolveParameter(HSA_CONTRIBUTION_LIMIT, '2026-01-02').value.selfOnly).toBe(440_000);
    expect(resolveParameter(HSA_CATCH_UP, '2026-01-02').value).toBe(100_000);
  });

  test('health FSA $3,300 then $3,400; transit and parking $325 then $340 a month each', () => {
    expect(resolveParameter(HEALTH_FSA_LIMIT, '2025-03-01').value).toBe(330_000);
    expect(resolveParameter(HEALTH_FSA_LIMIT, '2026-03-01').value).toBe(340_000);
    for (const limit of [TRANSIT_MONTHLY_LIMIT, PARKING_MONTHLY_LIMIT]) {
      expect(resolveParameter(limit, '2025-03-01')).toMatchObject({
        value: 32_500,
        unit: 'cents/month',
      });
      expect(resolveParameter(limit, '2026-03-01')).toMatchObject({
        value: 34_000,
        unit: 'cents/month',
      });
    }
  });

  test('dependent care: $5,000 / $2,500 in 2025; $7,500 / $3,750 from 2026', () => {
    expect(resolveParameter(DEPENDENT_CARE_LIMIT, '2025-12-31').value).toEqual({
      standard: 500_000,
      marriedFilingSeparately: 250_000,
    });
    expect(resolveParameter(DEPENDENT_CARE_LIMIT, '2026-01-02').value).toEqual({
      standard: 750_000,
      marriedFilingSeparately: 375_000,
    });
  });

  test('no limit applies before 2025', () => {
    expect(() => resolveParameter(HSA_CONTRIBUTION_LIMIT, '2024-12-31')).toThrow(/No value/);
  });

  test('citations carry no provenance words', () => {
    const citations = LIMITS.flatMap((limit) => limit.values.map((value) => value.citation));
    expect(citations.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
