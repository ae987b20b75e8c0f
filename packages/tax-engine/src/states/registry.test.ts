import { US_STATES } from '@paylab/shared/constants';
import { describeInvalidCertificateValue } from '@paylab/shared/state-certificate';
import { describe, expect, test } from 'vitest';

import {
  citeStateProgram,
  describeStatePrograms,
  listStateRules,
  listUnmodelledStates,
  STATE_RULES,
  STATES_WITHOUT_WAGE_INCOME_TAX,
} from './registry';
import { FIRST_TAX_YEAR } from '../parameters/tax-year-coverage';
import { resolveParameterGroup } from './state-rule';

/*
 * What every state folder promises (docs/adding-a-state.md), checked over the whole registry, so a
 * new `XX: XX_RULE` line is held to the same contract as California and New York. That each
 * taxing state has its case table is checked in test/state-case-tables.test.ts (it reads files,
 * which the engine's own folder never does).
 */

const CODES = US_STATES.map(([code]) => code);
const RULES = listStateRules();
const RULE_CASES = RULES.map((rule) => [rule.code, rule] as const);
/** A day after the mid-year changes of 2025, and one of 2026. */
const DATES = ['2025-07-01', '2026-07-01'];

describe('the state registry', () => {
  test('knows the 51 jurisdictions: each registered once under its own code, or not modelled', () => {
    expect(CODES).toHaveLength(51);
    for (const [code, rule] of Object.entries(STATE_RULES)) {
      expect(CODES).toContain(code);
      expect(rule.code).toBe(code);
      expect(rule.name).toBe(US_STATES.find(([candidate]) => candidate === code)![1]);
    }
    expect([...Object.keys(STATE_RULES), ...listUnmodelledStates()].sort()).toEqual(
      [...CODES].sort(),
    );
  });

  test('has a rule for every jurisdiction', () => {
    expect(listUnmodelledStates()).toEqual([]);
  });

  test('derives the one list of states without a wage income tax, none of them taxed', () => {
    for (const rule of RULES) {
      expect(STATES_WITHOUT_WAGE_INCOME_TAX.includes(rule.code)).toBe(!rule.hasWageIncomeTax);
      if (!rule.hasWageIncomeTax)
        expect(rule.programs.filter((program) => program.kind === 'income-tax')).toEqual([]);
    }
  });

  test('program ids start with the state code, are unique, and each taxing state has an income tax line', () => {
    const ids = RULES.flatMap((rule) => rule.programs.map((program) => program.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      for (const program of rule.programs)
        expect(program.id, rule.code).toMatch(
          new RegExp(`^${rule.code.toLowerCase()}-[a-z0-9-]+$`),
        );
      if (rule.hasWageIncomeTax)
        expect(
          rule.programs.some((program) => program.kind === 'income-tax'),
          rule.code,
        ).toBe(true);
    }
  });

  test.each(RULE_CASES)(
    '%s: every parameter has a citation, a unit and sorted dates',
    (_code, rule) => {
      for (const parameter of Object.values(rule.parameters)) {
        expect(parameter.values.length, parameter.name).toBeGreaterThan(0);
        const dates = parameter.values.map((value) => value.effectiveFrom);
        expect(dates, parameter.name).toEqual([...dates].sort());
        expect(new Set(dates).size, parameter.name).toBe(dates.length);
        for (const value of parameter.values) {
          expect(value.effectiveFrom, parameter.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(value.unit, parameter.name).toBeTruthy();
          expect(value.citation.length, parameter.name).toBeGreaterThan(20);
        }
      }
    },
  );

  test.each(RULE_CASES)('%s: the certificate defaults fit their fields', (_code, rule) => {
    const { fields, defaults } = rule.certificate;
    expect(Object.keys(defaults).sort()).toEqual(fields.map((field) => field.key).sort());
    expect(new Set(fields.map((field) => field.key)).size).toBe(fields.length);
    for (const field of fields)
      expect(describeInvalidCertificateValue(field, defaults[field.key]), field.key).toBeNull();
    if (fields.length > 0) expect(rule.certificate.form).not.toBe('');
  });

  test.each(RULE_CASES)('%s: says how it withholds and how sure it is', (_code, rule) => {
    const { compliance } = rule;
    expect(compliance.publication.length).toBeGreaterThan(10);
    expect(compliance.method.length).toBeGreaterThan(10);
    if (compliance.confidence === 'uncertain') expect(compliance.uncertainties).not.toEqual([]);
  });

  test.each(RULE_CASES)(
    '%s: describes only its own programs, with rates and wage bases of the right units',
    (_code, rule) => {
      for (const date of DATES) {
        const described = rule.describePrograms?.(resolveParameterGroup(rule.parameters, date));
        const ids = rule.programs.map((program) => program.id);
        for (const id of Object.keys(described ?? {})) expect(ids).toContain(id);
        for (const { program, terms } of describeStatePrograms(rule, date)) {
          if (terms.rate) expect(terms.rate.value, program.id).toBeGreaterThan(0);
          if (terms.rate) expect(terms.rate.value, program.id).toBeLessThan(1_000_000);
          if (terms.wageBase?.value) expect(Number.isSafeInteger(terms.wageBase.value)).toBe(true);
          expect(citeStateProgram(program.id, date).length, program.id).toBeGreaterThan(10);
        }
      }
    },
  );

  test.each(RULE_CASES)(
    "%s: only a declared contribution's parameter may begin after the first tax year (ADR 0051)",
    (_code, rule) => {
      const read = new Set(
        (rule.contributions ?? []).flatMap(({ rates, wageBase }) =>
          wageBase === null ? rates : [...rates, wageBase],
        ),
      );
      for (const [key, parameter] of Object.entries(rule.parameters)) {
        expect(parameter.isAbsentBeforeFirstValue === true, parameter.name).toBe(read.has(key));
        if (!read.has(key))
          expect(parameter.values[0]!.effectiveFrom, parameter.name).toBe(
            `${FIRST_TAX_YEAR}-01-01`,
          );
      }
    },
  );

  test('a program that begins in a later year is described from its first day (MN Paid Leave)', () => {
    const programIds = (date: string) =>
      describeStatePrograms(STATE_RULES.MN, date).map(({ program }) => program.id);
    expect(programIds('2025-12-31')).toEqual(['mn-income-tax']);
    expect(programIds('2026-01-01')).toEqual(['mn-income-tax', 'mn-paid-leave']);
    const [, paidLeave] = describeStatePrograms(STATE_RULES.MN, '2026-01-01');
    // 0.44% is 4,400 parts per million; $184,500 is 18,450,000 cents.
    expect(paidLeave).toMatchObject({
      program: { label: 'MN Paid Leave', w2Box14Label: 'MNPFML', kind: 'family-leave' },
      terms: { rate: { value: 4_400 }, wageBase: { value: 18_450_000 } },
    });
    expect(citeStateProgram('mn-paid-leave', '2026-01-01')).toContain('0.44%');
  });
});
