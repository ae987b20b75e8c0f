import { describe, expect, it } from 'vitest';
import { DEDUCTION_TYPES } from '@paylab/shared/constants';
import { PLAN_TYPE_OPTION_GROUPS } from './plan-type-options';

describe('PLAN_TYPE_OPTION_GROUPS', () => {
  it('offers every deduction type once', () => {
    const offered = PLAN_TYPE_OPTION_GROUPS.flatMap((group) =>
      group.options.map((option) => option.value),
    );
    expect([...offered].sort()).toEqual([...DEDUCTION_TYPES].sort());
  });
});
