import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isValidValue } from './answer-checks';
import {
  applyRuleBreak,
  listRuleBreaks,
  toValidArbitrary,
  type JsonSchema,
} from './json-schema-arbitrary';

/** Schemas of the kinds PayLab's document holds, one keyword family each. */
const SCHEMAS: Record<string, JsonSchema> = {
  text: {
    type: 'string',
    maxLength: 12,
    minLength: 1,
    allOf: [{ pattern: '^(?=[\\s\\S]*[^\\s\\p{Cf}])[^\\p{Cc}]*$' }],
  },
  username: {
    type: 'string',
    maxLength: 100,
    pattern: '^[A-Za-z0-9._-]+$',
    allOf: [{ pattern: '^[^\\p{Cc}]*$' }],
  },
  amountAboveZero: { type: 'string', pattern: '^(?!0*(?:\\.0+)?$)0*\\d{1,7}(?:\\.\\d{1,2})?$' },
  date: { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  email: { type: 'string', format: 'email', maxLength: 255 },
  uuid: { type: 'string', format: 'uuid' },
  hours: { type: 'number', minimum: 0, maximum: 168, multipleOf: 0.25 },
  count: { type: 'integer', minimum: 0, maximum: 99, nullable: true },
  status: { type: 'string', enum: ['active', 'inactive', null], nullable: true },
  body: {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      name: { type: 'string', maxLength: 20 },
      lines: {
        type: 'array',
        maxItems: 3,
        items: {
          type: 'object',
          properties: { quantity: { type: 'integer', minimum: 1, maximum: 9 } },
          required: ['quantity'],
          additionalProperties: false,
        },
      },
    },
    required: ['name'],
    additionalProperties: false,
  },
};

describe('toValidArbitrary', () => {
  test.each(Object.entries(SCHEMAS))('every %s it builds is one its schema takes', (_, schema) => {
    fc.assert(
      fc.property(toValidArbitrary(schema), (value) => isValidValue(schema, value)),
      { seed: 26, numRuns: 300 },
    );
  });

  test('leaves read-only properties out of what it sends (OpenAPI 3.0)', () => {
    const values = fc.sample(toValidArbitrary(SCHEMAS.body!), { seed: 1, numRuns: 50 });
    expect(values.every((value) => !('id' in (value as object)))).toBe(true);
  });

  test('offers known values for a named field, where they fit', () => {
    const values = fc.sample(
      toValidArbitrary(
        SCHEMAS.uuid!,
        { knownValues: () => ['7d3f6c2e-8b1a-4c5d-9e0f-1a2b3c4d5e6f'] },
        'id',
      ),
      { seed: 2, numRuns: 100 },
    );
    expect(
      values.filter((value) => value === '7d3f6c2e-8b1a-4c5d-9e0f-1a2b3c4d5e6f').length,
    ).toBeGreaterThan(40);
  });

  test('refuses a keyword it does not know rather than guess', () => {
    expect(() => toValidArbitrary({ type: 'string', not: {} } as JsonSchema)).toThrow(/"not"/);
  });
});

describe('listRuleBreaks', () => {
  test.each(Object.entries(SCHEMAS))(
    'each break of a valid %s is refused by its schema',
    (_, schema) => {
      fc.assert(
        fc.property(toValidArbitrary(schema), (value) =>
          listRuleBreaks(schema, value, isValidValue).every(
            (ruleBreak) => !isValidValue(schema, applyRuleBreak(value, ruleBreak)),
          ),
        ),
        { seed: 27, numRuns: 100 },
      );
    },
  );

  test('breaks an object one rule at a time: required, unknown field, type, bounds', () => {
    const value = { name: 'Ada', lines: [{ quantity: 2 }] };
    const rules = listRuleBreaks(SCHEMAS.body!, value, isValidValue).map(
      (ruleBreak) => `${ruleBreak.rule} ${ruleBreak.path.join('.')}`,
    );
    expect(rules).toEqual(
      expect.arrayContaining([
        'required name',
        'additionalProperties unexpectedField',
        'type name',
        'maxLength name',
        'maxItems lines',
        'required lines.0.quantity',
        'minimum lines.0.quantity',
        'maximum lines.0.quantity',
        'integer lines.0.quantity',
      ]),
    );
  });
});
