import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { listStateRules } from '../src/states/registry';

/** docs/adding-a-state.md: a state that taxes wages comes with its hand-worked case table. */
describe('state case tables', () => {
  test.each(listStateRules().filter((rule) => rule.hasWageIncomeTax))(
    '$code has states/<st>/<st>.test.ts',
    (rule) => {
      const folder = rule.code.toLowerCase();
      const file = fileURLToPath(
        new URL(`../src/states/${folder}/${folder}.test.ts`, import.meta.url),
      );
      expect(existsSync(file), file).toBe(true);
    },
  );
});
