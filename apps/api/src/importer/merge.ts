/**
 * OCDS merge (https://standard.open-contracting.org/1.1/en/schema/merging/): releases of one
 * contracting process (same ocid) → one compiled release.
 *
 * - releases are applied oldest first (by `date`; releases without a date first; ties keep input order);
 * - a later release's value replaces the earlier one; objects merge recursively;
 * - `null` deletes the field;
 * - arrays whose items are all objects with an `id` merge by identity (id compared as a string):
 *   an item with a known id merges into the existing item, a new id is appended;
 * - every other array (strings, objects without ids) replaces the previous array, as do the
 *   fields the OCDS 1.1 schema marks `wholeListMerge` (suppliers, tenderers, additionalClassifications…);
 * - the compiled release gets tag ['compiled'], the latest date and id `${ocid}-${date}`.
 * Inputs are never mutated.
 */
import type { CompiledRecord, JsonObject, OcdsRelease, ReleaseSource } from './types.js';

/** Fields whose arrays are replaced as a whole even though their items have ids (OCDS 1.1 wholeListMerge). */
export const WHOLE_LIST_MERGE_KEYS: ReadonlySet<string> = new Set([
  'suppliers',
  'tenderers',
  'additionalClassifications',
  'additionalIdentifiers',
  'deliveryAddresses',
  'relatedLots',
  'roles',
]);

/** Release-level fields not carried into the compiled release. */
const OMIT_KEYS = new Set(['tag', 'id', 'date']);

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

function hasId(v: unknown): v is JsonObject & { id: string | number } {
  return isObject(v) && (typeof v.id === 'string' || typeof v.id === 'number');
}

function clone<T>(v: T): T {
  return structuredClone(v);
}

function setKey(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Remove nulls recursively (a value first introduced as null is simply absent). */
function stripNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== null).map(stripNulls);
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) if (x !== null) setKey(out, k, stripNulls(x));
    return out;
  }
  return v;
}

function mergeArray(prev: unknown, next: unknown[], key: string): unknown[] {
  const identity = next.length > 0 && next.every(hasId) && !WHOLE_LIST_MERGE_KEYS.has(key);
  if (!identity || !Array.isArray(prev) || !prev.every(hasId)) return stripNulls(next) as unknown[];
  const out: JsonObject[] = prev.map((x) => clone(x) as JsonObject);
  const pos = new Map<string, number>();
  out.forEach((x, i) => pos.set(String((x as { id: string | number }).id), i));
  for (const item of next as (JsonObject & { id: string | number })[]) {
    const id = String(item.id);
    const at = pos.get(id);
    if (at === undefined) {
      pos.set(id, out.length);
      out.push(stripNulls(item) as JsonObject);
    } else {
      out[at] = mergeObject(out[at] ?? {}, item);
    }
  }
  return out;
}

/** Merge `next` onto a copy of `prev` following the OCDS rules. */
export function mergeObject(prev: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(prev)) setKey(out, k, v);
  for (const [key, value] of Object.entries(next)) {
    if (value === null) {
      delete out[key];
      continue;
    }
    const before = out[key];
    if (Array.isArray(value)) setKey(out, key, mergeArray(before, value, key));
    else if (isObject(value)) setKey(out, key, mergeObject(isObject(before) ? before : {}, value));
    else setKey(out, key, value);
  }
  return out;
}

const dateKey = (r: JsonObject): number => {
  const d = typeof r.date === 'string' ? Date.parse(r.date) : NaN;
  return Number.isNaN(d) ? Number.NEGATIVE_INFINITY : d;
};

/** Merge the releases of ONE contracting process (all with the same ocid) into a compiled release. */
export function compileRelease(releases: readonly OcdsRelease[]): OcdsRelease {
  const first = releases[0];
  if (!first) throw new Error('compileRelease needs at least one release');
  const ordered = releases
    .map((r, i) => ({ r, i, d: dateKey(r) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.r);
  let acc: JsonObject = {};
  for (const r of ordered) {
    const body: JsonObject = {};
    for (const [k, v] of Object.entries(r)) if (!OMIT_KEYS.has(k)) setKey(body, k, v);
    acc = mergeObject(acc, body);
  }
  const last = ordered.at(-1) ?? first;
  const date = typeof last.date === 'string' ? last.date : undefined;
  const compiled: JsonObject = { ocid: first.ocid, id: `${first.ocid}-${date ?? 'compiled'}` };
  if (date !== undefined) compiled.date = date;
  compiled.tag = ['compiled'];
  for (const [k, v] of Object.entries(acc)) if (k !== 'ocid') setKey(compiled, k, v);
  return compiled as OcdsRelease;
}

export interface CompileInput {
  release: OcdsRelease;
  source?: ReleaseSource;
}

/**
 * Group releases by ocid and compile each group. Output order = order in which each ocid was
 * first seen, so the same input always gives the same output.
 */
export function compileReleases(input: Iterable<OcdsRelease | CompileInput>): CompiledRecord[] {
  const groups = new Map<string, CompileInput[]>();
  for (const x of input) {
    const item: CompileInput = 'release' in x && isObject(x.release) ? (x as CompileInput) : { release: x as OcdsRelease };
    const ocid = item.release.ocid;
    let g = groups.get(ocid);
    if (!g) groups.set(ocid, (g = []));
    g.push(item);
  }
  const out: CompiledRecord[] = [];
  for (const [ocid, items] of groups) {
    const ordered = items
      .map((it, i) => ({ it, i, d: dateKey(it.release) }))
      .sort((a, b) => a.d - b.d || a.i - b.i)
      .map((x) => x.it);
    const compiledRelease = compileRelease(ordered.map((x) => x.release));
    const rec: CompiledRecord = {
      ocid,
      compiledRelease,
      releases: ordered.map(({ release, source }) => {
        const tag = Array.isArray(release.tag) ? release.tag.filter((t): t is string => typeof t === 'string') : [];
        const ref: CompiledRecord['releases'][number] = { tag };
        if (typeof release.id === 'string' || typeof release.id === 'number') ref.id = String(release.id);
        if (typeof release.date === 'string') ref.date = release.date;
        if (source) ref.source = source;
        return ref;
      }),
    };
    const lastSource = ordered.at(-1)?.source;
    if (lastSource) rec.source = lastSource;
    out.push(rec);
  }
  return out;
}
