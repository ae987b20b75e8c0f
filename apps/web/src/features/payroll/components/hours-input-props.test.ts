import { describe, expect, it } from 'vitest';
import { hoursSchema } from '@paylab/shared';
import { HOURS_INPUT_PROPS } from './hours-input-props';

describe('HOURS_INPUT_PROPS', () => {
  it("lets the input step and stop where the server's hours check does", () => {
    const schema = hoursSchema('Hours');
    const max = Number(HOURS_INPUT_PROPS.max);
    const step = Number(HOURS_INPUT_PROPS.step);
    expect(max).toBe(168);
    expect(schema.safeParse(max).success).toBe(true);
    expect(schema.safeParse(max + step).success).toBe(false);
    expect(schema.safeParse(step).success).toBe(true);
    expect(schema.safeParse(step / 2).success).toBe(false);
  });
});
