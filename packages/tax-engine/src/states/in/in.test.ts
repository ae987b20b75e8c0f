import { expect, test } from 'vitest';

import { IN_COUNTY_NAMES } from './parameters';
import { IN_RULE } from './rule';

// The paycheck cases are in cases.json (state-cases.test.ts); this checks the county table itself.
test('the WH-4 offers all 92 counties and each has a 2025 rate', () => {
  const field = IN_RULE.certificate.fields.find((candidate) => candidate.key === 'county');
  expect(field?.kind === 'select' ? field.options.length : 0).toBe(93);
  const rates = IN_RULE.parameters.countyRates.values.map((value) => value.value);
  for (const table of rates)
    expect(Object.keys(table).sort()).toEqual(Object.keys(IN_COUNTY_NAMES).sort());
});
