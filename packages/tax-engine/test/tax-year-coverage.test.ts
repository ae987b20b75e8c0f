import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';
import { describe, expect, test } from 'vitest';

import {
  getTaxYearCoverage,
  listJurisdictionCoverage,
  listModelledTaxYears,
  TAX_PARAMETERS,
} from '../src/index';

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

describe('tax-year coverage, derived from the dated values', () => {
  test('models 2025 and 2026: the years federal withholding and FICA have values of their own', () => {
    expect(listModelledTaxYears()).toEqual([2025, 2026]);
  });

  test("the screens' list of modelled years (packages/shared) is the derived one", () => {
    expect(MODELLED_TAX_YEARS).toEqual(listModelledTaxYears());
  });

  test('2026: federal, FICA, California and New York have 2026 values; Ohio carries 2025 ones', () => {
    const coverage = getTaxYearCoverage(2026);
    for (const jurisdiction of [
      coverage.federal,
      coverage.fica,
      coverage.states.CA,
      coverage.states.NY,
    ]) {
      expect(jurisdiction, jurisdiction.id).toMatchObject({
        status: 'modelled',
        valuesYear: 2026,
        carriedForward: [],
      });
    }
    expect(coverage.states.OH).toMatchObject({
      name: 'Ohio',
      status: 'carried-forward',
      valuesYear: 2025,
    });
    expect(coverage.states.OH.carriedForward.length).toBeGreaterThan(0);
  });

  test('2026: the FUTA credit reduction list and the spec model carry their 2025 values', () => {
    const { form940, specSimplified } = getTaxYearCoverage(2026);
    expect(form940).toMatchObject({
      status: 'carried-forward',
      valuesYear: 2025,
      carriedForward: ['us.irs.payroll.futa.credit-reduction'],
    });
    expect(specSimplified).toMatchObject({ status: 'carried-forward', valuesYear: 2025 });
  });

  test('2026: the deduction limits are 2026 ones, their federal and state treatment 2025 ones', () => {
    const { benefits, deductionTreatment } = getTaxYearCoverage(2026);
    expect(benefits).toMatchObject({
      name: 'Deduction limits',
      status: 'modelled',
      valuesYear: 2026,
      carriedForward: [],
    });
    expect(deductionTreatment).toMatchObject({ status: 'carried-forward', valuesYear: 2025 });
    expect(deductionTreatment.carriedForward).toContain('us.irs.benefits.federal-tax-treatment');
    expect(deductionTreatment.carriedForward).toContain('us.states.ca.benefits.conformity');
    expect(deductionTreatment.carriedForward).not.toContain(
      'us.irs.benefits.elective-deferral-limit',
    );
  });

  test('a law that begins in a later year is no part of the years before it (ADR 0051)', () => {
    // Minnesota Paid Leave's premiums begin on 2026-01-01: 2025 is modelled on the income tax alone,
    // and 2026 carries only the income tax's 2025 values, not the premium's.
    expect(getTaxYearCoverage(2025).states.MN).toMatchObject({
      status: 'modelled',
      valuesYear: 2025,
      carriedForward: [],
    });
    const { MN } = getTaxYearCoverage(2026).states;
    expect(MN.carriedForward).not.toContain('us.states.mn.paid-leave.employee-rate');
    expect(MN.carriedForward).not.toContain('us.states.mn.paid-leave.wage-base');
  });

  test('a state without a tax on wages holds no dated value and is modelled every year', () => {
    expect(getTaxYearCoverage(2026).states.TX).toMatchObject({ status: 'modelled' });
    expect(getTaxYearCoverage(2030).states.TX).toMatchObject({ status: 'modelled' });
  });

  test('2027 carries every jurisdiction forward from its latest year; 2024 has nothing', () => {
    const later = getTaxYearCoverage(2027);
    expect(later.federal).toMatchObject({ status: 'carried-forward', valuesYear: 2026 });
    expect(later.states.CA).toMatchObject({ status: 'carried-forward', valuesYear: 2026 });
    expect(later.states.OH).toMatchObject({ status: 'carried-forward', valuesYear: 2025 });
    for (const jurisdiction of listJurisdictionCoverage(getTaxYearCoverage(2024))) {
      expect(jurisdiction.status, jurisdiction.id).toBe('not-modelled');
    }
  });

  test('every state is reported, by its code', () => {
    expect(Object.keys(getTaxYearCoverage(2026).states)).toHaveLength(51);
  });

  test.each(listModelledTaxYears())(
    '%i: every parameter has a value effective in the year, a jurisdiction reports it carried forward, or its law begins later',
    (year) => {
      const carried = new Set(
        listJurisdictionCoverage(getTaxYearCoverage(year)).flatMap((jurisdiction) =>
          jurisdiction.status === 'carried-forward' ? jurisdiction.carriedForward : [],
        ),
      );
      const beginsLater = (parameter: (typeof TAX_PARAMETERS)[number]) =>
        parameter.isAbsentBeforeFirstValue === true &&
        yearOf(parameter.values[0]!.effectiveFrom) > year;
      const unaccounted = TAX_PARAMETERS.filter(
        (parameter) =>
          !parameter.values.some((value) => yearOf(value.effectiveFrom) === year) &&
          !carried.has(parameter.name) &&
          !beginsLater(parameter),
      ).map((parameter) => parameter.name);
      expect(unaccounted).toEqual([]);
    },
  );

  test('every parameter belongs to a jurisdiction, so a later year reports each one', () => {
    const carried = new Set(
      listJurisdictionCoverage(getTaxYearCoverage(2100)).flatMap(
        (jurisdiction) => jurisdiction.carriedForward,
      ),
    );
    expect(
      TAX_PARAMETERS.map((parameter) => parameter.name).filter((name) => !carried.has(name)),
    ).toEqual([]);
  });
});
