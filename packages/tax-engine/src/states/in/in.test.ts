import { expect, test } from 'vitest';

import { IN_RULE } from './rule';

// The paycheck cases are in cases.json (state-cases.test.ts); this checks the county table itself.
test('the WH-4 offers all 92 counties and each has a 2025 rate', () => {
  const field = IN_RULE.certificate.fields.find((candidate) => candidate.key === 'county');
  const codes = field?.kind === 'select' ? field.options.map((option) => option.value) : [];
  expect(codes).toHaveLength(93);
  const counties = codes.filter((code) => code !== 'none').sort();
  const rates = IN_RULE.parameters.countyRates.values.map((value) => value.value);
  for (const table of rates) expect(Object.keys(table).sort()).toEqual(counties);
});
