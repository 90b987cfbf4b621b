import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce';

/** A load whose runs the test settles by hand, recording when each started. */
function manual() {
  const runs: { key: string; started: number; settle: (v: string) => void; fail: (e: Error) => void }[] = [];
  let clock = 0;
  const coalescer = new Coalescer<string, string>(
    (key) =>
      new Promise<string>((resolve, reject) => {
        runs.push({ key, started: clock, settle: resolve, fail: reject });
      }),
  );
  return { coalescer, runs, tick: () => ++clock };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('callers at once share one run; callers during it share the next, which starts after it', async () => {
    const { coalescer, runs, tick } = manual();
    const first = [coalescer.get('a'), coalescer.get('a'), coalescer.get('a')];
    await flush();
    expect(runs).toHaveLength(1);
    tick();
    const second = [coalescer.get('a'), coalescer.get('a')];
    await flush();
    expect(runs).toHaveLength(1); // waits for the running one: it may predate these calls
    runs[0]!.settle('one');
    expect(await Promise.all(first)).toEqual(['one', 'one', 'one']);
    await flush();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.started).toBe(1); // began after the calls it answers
    runs[1]!.settle('two');
    expect(await Promise.all(second)).toEqual(['two', 'two']);
  });

  it('keys run independently, and a failed run fails only its own callers', async () => {
    const { coalescer, runs } = manual();
    const a = coalescer.get('a');
    const b = coalescer.get('b');
    await flush();
    expect(runs.map((r) => r.key)).toEqual(['a', 'b']);
    const later = coalescer.get('a');
    runs[0]!.fail(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await flush();
    runs[2]!.settle('fresh');
    expect(await later).toBe('fresh');
    runs[1]!.settle('bee');
    expect(await b).toBe('bee');
  });
});
