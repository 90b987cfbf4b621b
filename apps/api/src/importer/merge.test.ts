import { describe, expect, it } from 'vitest';
import { compileRelease, compileReleases, mergeObject } from './merge.js';
import type { OcdsRelease } from './types.js';

const rel = (o: Record<string, unknown>): OcdsRelease => ({ ocid: 'ocds-x-1', ...o }) as OcdsRelease;

describe('OCDS merge rules', () => {
  it('sorts by date: later releases win regardless of input order', () => {
    const a = rel({ id: '1', date: '2020-01-01T00:00:00Z', tag: ['tender'], tender: { title: 'Old', status: 'active' } });
    const b = rel({ id: '2', date: '2020-02-01T00:00:00Z', tag: ['tenderAmendment'], tender: { title: 'New' } });
    for (const input of [[a, b], [b, a]]) {
      const c = compileRelease(input);
      expect(c.tender).toEqual({ title: 'New', status: 'active' });
      expect(c.date).toBe('2020-02-01T00:00:00Z');
      expect(c.tag).toEqual(['compiled']);
      expect(c.id).toBe('ocds-x-1-2020-02-01T00:00:00Z');
    }
  });

  it('merges objects recursively and null deletes a field', () => {
    const c = compileRelease([
      rel({ date: '2020-01-01', tender: { value: { amount: 10, currency: 'GBP' }, description: 'x' } }),
      rel({ date: '2020-01-02', tender: { value: { amount: 20 }, description: null } }),
    ]);
    expect(c.tender).toEqual({ value: { amount: 20, currency: 'GBP' } });
  });

  it('identity-merges arrays of objects with id (ids compared as strings), appending new ids', () => {
    const c = compileRelease([
      rel({ date: '2020-01-01', awards: [{ id: 1, status: 'pending', value: { amount: 5 } }] }),
      rel({ date: '2020-01-02', awards: [{ id: '1', status: 'active' }, { id: '2', status: 'active' }] }),
    ]);
    expect(c.awards).toEqual([
      { id: '1', status: 'active', value: { amount: 5 } }, // the later release's id value wins
      { id: '2', status: 'active' },
    ]);
  });

  it('keeps earlier array items that a later release does not mention (identity merge)', () => {
    const c = compileRelease([
      rel({ date: '2020-01-01', parties: [{ id: 'A', name: 'Buyer', roles: ['buyer'] }] }),
      rel({ date: '2020-01-02', parties: [{ id: 'B', name: 'Supplier', roles: ['supplier'] }] }),
    ]);
    expect((c.parties as unknown[]).length).toBe(2);
  });

  it('replaces arrays of strings, arrays of objects without id and wholeListMerge fields', () => {
    const c = compileRelease([
      rel({
        date: '2020-01-01',
        tender: {
          submissionMethod: ['written', 'electronicSubmission'],
          items: [{ id: '1', deliveryAddresses: [{ region: 'A' }, { region: 'B' }] }],
        },
        awards: [{ id: 'a', suppliers: [{ id: 's1' }, { id: 's2' }] }],
      }),
      rel({
        date: '2020-01-02',
        tender: { submissionMethod: ['electronicSubmission'], items: [{ id: '1', deliveryAddresses: [{ region: 'C' }] }] },
        awards: [{ id: 'a', suppliers: [{ id: 's3' }] }],
      }),
    ]);
    const tender = c.tender as { submissionMethod: string[]; items: { deliveryAddresses: unknown[] }[] };
    expect(tender.submissionMethod).toEqual(['electronicSubmission']);
    expect(tender.items[0]?.deliveryAddresses).toEqual([{ region: 'C' }]);
    expect((c.awards as { suppliers: unknown[] }[])[0]?.suppliers).toEqual([{ id: 's3' }]);
  });

  it('merges inside identity-matched items, with null deleting there too', () => {
    const c = compileRelease([
      rel({ date: '2020-01-01', tender: { lots: [{ id: 'L1', title: 'Lot 1', value: { amount: 1 } }] } }),
      rel({ date: '2020-01-02', tender: { lots: [{ id: 'L1', value: null, status: 'cancelled' }] } }),
    ]);
    expect((c.tender as { lots: unknown[] }).lots).toEqual([{ id: 'L1', title: 'Lot 1', status: 'cancelled' }]);
  });

  it('ties on date keep input order; releases without a date come first', () => {
    const c = compileRelease([
      rel({ date: '2020-01-01', title: 'first' }),
      rel({ title: 'undated' }),
      rel({ date: '2020-01-01', title: 'second' }),
    ]);
    expect(c.title).toBe('second');
  });

  it('does not mutate its inputs', () => {
    const a = rel({ date: '2020-01-01', tender: { lots: [{ id: 'L1', title: 'x' }] } });
    const snapshot = structuredClone(a);
    compileRelease([a, rel({ date: '2020-01-02', tender: { lots: [{ id: 'L1', title: 'y' }] } })]);
    expect(a).toEqual(snapshot);
  });

  it('mergeObject ignores a "__proto__" key as data', () => {
    const evil = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    mergeObject({}, evil);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('compileReleases groups by ocid in first-seen order and lists merged releases oldest first', () => {
    const out = compileReleases([
      { ocid: 'b', id: 'b2', date: '2020-01-03', tag: ['award'] },
      { ocid: 'a', id: 'a1', date: '2020-01-01', tag: ['tender'] },
      { ocid: 'b', id: 'b1', date: '2020-01-02', tag: ['tender'] },
    ] as OcdsRelease[]);
    expect(out.map((r) => r.ocid)).toEqual(['b', 'a']);
    expect(out[0]?.releases.map((r) => r.id)).toEqual(['b1', 'b2']);
  });
});
