import { describe, expect, test } from 'vitest';
import { runInTurn } from './run-in-turn';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runInTurn', () => {
  test('jobs of one key run one at a time, in the order they came; other keys do not wait', async () => {
    const events: string[] = [];
    const job = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await wait(ms);
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      runInTurn('w2:2025', job('a', 30)),
      runInTurn('w2:2025', job('b', 5)),
      runInTurn('w2:2026', job('other', 5)),
      runInTurn('w2:2025', job('c', 1)),
    ]);
    expect(results).toEqual(['a', 'b', 'other', 'c']);
    const sameKey = events.filter((event) => !event.endsWith('other'));
    expect(sameKey).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    // The other key's job started while 'a' was still running.
    expect(events.indexOf('start other')).toBeLessThan(events.indexOf('end a'));
  });

  test('a failed job passes its error to its caller and the next job still runs', async () => {
    const failing = runInTurn('quarterly:2025', async () => {
      throw new Error('refused');
    });
    const next = runInTurn('quarterly:2025', async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });
});
