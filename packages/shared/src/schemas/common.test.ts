import { describe, expect, test } from 'vitest';
import { isMoneyAtMost } from '../money';
import type { z } from 'zod';
import {
  createMoneySchema,
  createRateSchema,
  moneySchema,
  optionalText,
  requiredText,
} from './common';

function messageOf(value: unknown): string | undefined {
  const result = moneySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('moneySchema', () => {
  test('the largest amount a NUMERIC(14,2) column holds passes, normalised', () => {
    expect(moneySchema.parse('9999999999.99')).toBe('9999999999.99');
    expect(moneySchema.parse('0009999999999.5')).toBe('9999999999.50');
    expect(moneySchema.parse(12.5)).toBe('12.50');
  });

  test('anything larger is refused with the field message, never a thrown RangeError', () => {
    // 10,000,000,000.00 is one cent over the column's 9,999,999,999.99.
    expect(messageOf('10000000000')).toBe('Amount is too large');
    // 14 and 21 digits: beyond Number.MAX_SAFE_INTEGER once in cents (9,007,199,254,740,991).
    expect(messageOf('99999999999999')).toBe('Amount is too large');
    expect(messageOf(1.5e20)).toBe('Amount is too large');
    expect(messageOf('123456789012345678901234567890.12')).toBe('Amount is too large');
  });
});

describe('isMoneyAtMost', () => {
  test('compares exactly up to the limit and measures long amounts in digits', () => {
    expect(isMoneyAtMost('100.00', 10_000)).toBe(true);
    expect(isMoneyAtMost('100.01', 10_000)).toBe(false);
    // 13 digits parse exactly; 14 are refused before parsing, whatever the limit.
    expect(isMoneyAtMost('9999999999999.99', Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isMoneyAtMost('99999999999999', Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isMoneyAtMost('not money', 1)).toBe(false);
  });
});

describe('text fields (issue 26, items 9 and 11)', () => {
  const messagesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  test('a required field of spaces and invisible format characters is blank', () => {
    const name = requiredText('Last name', 100, 'name');
    for (const blank of ['', '   ', '\u200B', ' \u200D\u2060 ', '\uFEFF'])
      expect(messagesOf(name, blank)).toEqual(['Last name is required']);
    // A joiner inside real text is part of it (Persian and emoji sequences use them).
    expect(name.parse(' می\u200Cخواهم ')).toBe('می\u200Cخواهم');
  });

  test('a one-line field refuses tabs, line breaks and other control characters', () => {
    const department = requiredText('Department', 100);
    for (const text of ['Sales\tEast', 'Sales\nEast', 'Sales\u0007', 'Sales\u0085East'])
      expect(messagesOf(department, text)).toEqual([
        'Department must be one line, without tabs or other control characters',
      ]);
    expect(messagesOf(optionalText(100), 'Suite\r\n5')).toEqual([
      'Text must be one line, without tabs or other control characters',
    ]);
  });

  test('a paragraph keeps tabs and line breaks but refuses other control characters', () => {
    const notes = optionalText(2000, 'paragraph');
    expect(notes.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two');
    expect(messagesOf(notes, 'Bell\u0007')).toEqual(['Text must not contain control characters']);
  });

  test('names and identifiers refuse bidirectional controls; other lines keep them', () => {
    const employeeId = requiredText('Employee ID', 50, 'name');
    for (const control of ['\u202E', '\u2066', '\u200F', '\u061C'])
      expect(messagesOf(employeeId, `EMP${control}001`)).toEqual([
        'Employee ID must not contain text-direction control characters',
      ]);
    expect(requiredText('Description', 500).parse('Design \u200Fwork')).toBe('Design \u200Fwork');
  });

  test('an optional field of invisible characters is no value', () => {
    expect(optionalText(100).parse('\u200B ')).toBeNull();
    expect(optionalText(100).parse('')).toBeNull();
  });
});

describe('negative numbers say so (issue 27, item 7)', () => {
  const messageFor = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message);

  test('an amount or a rate typed with a minus sign cannot be negative, named by its field', () => {
    expect(messageFor(moneySchema, '-5')).toEqual(['Amount cannot be negative']);
    expect(messageFor(moneySchema, -0.01)).toEqual(['Amount cannot be negative']);
    expect(messageFor(createMoneySchema('Billing rate'), '-75.00')).toEqual([
      'Billing rate cannot be negative',
    ]);
    expect(messageFor(createRateSchema('Tax rate'), '-0.05')).toEqual([
      'Tax rate cannot be negative',
    ]);
    expect(messageFor(createRateSchema('Tax rate'), '- .5')).toEqual([
      'Tax rate cannot be negative',
    ]);
  });

  test('other malformed input keeps its format message', () => {
    expect(messageFor(moneySchema, 'abc')).toEqual([
      'Enter a non-negative amount with at most 2 decimals',
    ]);
    expect(messageFor(createRateSchema('Tax rate'), '-')).toEqual([
      'Enter a rate with at most 4 decimals',
    ]);
    expect(createRateSchema('Tax rate').parse('0.0875')).toBe('0.0875');
  });
});
