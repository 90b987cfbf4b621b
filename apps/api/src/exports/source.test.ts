import { describe, expect, it } from 'vitest';
import { batchesByIds, parseIdList } from './source';

describe('batchesByIds', () => {
  it('keeps the id list order, skips rows gone since, and reads the next page while the current one is written', async () => {
    const loads: number[][] = [];
    const load = (ids: number[]) => {
      loads.push(ids);
      // Rows come back in any order; id 4 was deleted after the list was taken.
      return Promise.resolve(ids.filter((id) => id !== 4).reverse().map((id) => ({ id })));
    };
    const seen: number[][] = [];
    for await (const batch of batchesByIds([5, 1, 4, 3, 2], load, { batchSize: 2 })) {
      // While the caller holds page n, page n + 1 has been asked for already (one page ahead, no more).
      expect(loads.length).toBe(Math.min(seen.length + 2, 3));
      seen.push(batch.map((r) => r.id));
    }
    expect(seen).toEqual([[5, 1], [3], [2]]);
    expect(loads).toEqual([[5, 1], [4, 3], [2]]);
  });

  it('reads nothing for an empty list and stops when aborted', async () => {
    let calls = 0;
    const load = (ids: number[]) => ((calls += 1), Promise.resolve(ids.map((id) => ({ id }))));
    for await (const _ of batchesByIds([], load)) throw new Error('no batch expected');
    expect(calls).toBe(0);
    const controller = new AbortController();
    const pages = batchesByIds([1, 2, 3], load, { batchSize: 1, signal: controller.signal });
    await expect(
      (async () => {
        for await (const _ of pages) controller.abort(new Error('stopped'));
      })(),
    ).rejects.toThrow('stopped');
  });

  it('parses a comma-separated id list into 8 bytes an id', () => {
    expect([...parseIdList('5,1,40000000001,3')]).toEqual([5, 1, 40000000001, 3]);
    expect([...parseIdList('7')]).toEqual([7]);
    expect(parseIdList(null)).toHaveLength(0);
    expect(parseIdList('')).toHaveLength(0);
  });
});
