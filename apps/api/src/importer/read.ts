/**
 * readOcds: a streaming reader over OCDS release packages, record packages and bare releases,
 * as one JSON document (object or array) or as JSON Lines (one package or release per line).
 *
 * JSON documents go through stream-json's tokenizer and a small router that assembles ONE release
 * (or one record) at a time, so memory stays bounded by the largest release, not the file.
 * Nothing throws for bad data: problems are yielded as `{ type: 'issue' }` events.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import Parser from 'stream-json/Parser.js';
import type { ImportIssue, JsonObject, OcdsRelease, PackageMeta, ReadEvent, ReleaseSource } from './types.js';
import { PackageMetaSchema, ReleaseEnvelopeSchema } from './schemas.js';

export interface ReadOptions {
  /** Name used in sources and issues when reading a stream (default '<stream>'); for a path, the path. */
  label?: string;
  /** Repair keys that contain whitespace ("contactP    oint" → "contactPoint"); default true. */
  repairKeys?: boolean;
  /** How many bytes to inspect when detecting JSON vs JSON Lines (default 64 KiB; more until the first newline, max 16 MiB). */
  sniffBytes?: number;
}

export type InputFormat = 'json' | 'jsonl' | 'empty' | 'not-json';

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Decide the format from the first bytes of a file. Exported for tests. */
export function sniffFormat(head: string): InputFormat {
  const text = head.replace(/^\uFEFF/, '');
  const first = text.match(/\S/)?.[0];
  if (first === undefined) return 'empty';
  if (first !== '{' && first !== '[') return 'not-json';
  if (first === '[') return 'json';
  const lines = text.split('\n');
  // A complete head line can only be judged when a newline follows it.
  const complete = lines.slice(0, -1).filter((l) => l.trim() !== '');
  const tryObject = (l: string | undefined): boolean => {
    if (l === undefined) return false;
    try {
      return isObject(JSON.parse(l));
    } catch {
      return false;
    }
  };
  if (tryObject(complete[0])) return complete.length > 1 || lines.at(-1)?.trim() !== '' ? 'jsonl' : 'json';
  // First line broken but the second is a whole object → JSON Lines with a bad first line.
  if (complete[1]?.trim().startsWith('{') && tryObject(complete[1])) return 'jsonl';
  return 'json';
}

/** Rename keys containing whitespace (a quirk of the *_CFServer1 fixtures). Returns the number of repairs. */
export function repairKeys(value: unknown): number {
  let repairs = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!isObject(v)) return;
    for (const key of Object.keys(v)) {
      const child = v[key];
      if (/\s/.test(key)) {
        const fixed = key.replace(/\s+/g, '');
        if (fixed !== '' && !(fixed in v)) {
          v[fixed] = child;
          delete v[key];
          repairs++;
        }
      }
      walk(child);
    }
  };
  walk(value);
  return repairs;
}

function metaFrom(raw: JsonObject, kind: PackageMeta['kind']): PackageMeta {
  const m = PackageMetaSchema.parse(raw);
  const meta: PackageMeta = { kind };
  if (m.uri) meta.uri = m.uri;
  if (m.version) meta.version = m.version;
  if (m.publishedDate) meta.publishedDate = m.publishedDate;
  if (m.license) meta.license = m.license;
  if (m.publicationPolicy) meta.publicationPolicy = m.publicationPolicy;
  if (m._provenance) meta.provenance = m._provenance;
  if (m.publisher) {
    const p: NonNullable<PackageMeta['publisher']> = {};
    if (m.publisher.name) p.name = m.publisher.name;
    if (m.publisher.uri) p.uri = m.publisher.uri;
    if (m.publisher.scheme) p.scheme = m.publisher.scheme;
    if (m.publisher.uid) p.uid = m.publisher.uid;
    meta.publisher = p;
  }
  return meta;
}

interface Position {
  file: string;
  line?: number;
}

class Expander {
  constructor(private readonly opts: { repairKeys: boolean }) {}

  issue(pos: Position, reason: string, extra: Partial<ImportIssue> = {}, severity: ImportIssue['severity'] = 'error'): ReadEvent {
    const issue: ImportIssue = { file: pos.file, reason, severity, ...extra };
    if (pos.line !== undefined) issue.line = pos.line;
    return { type: 'issue', issue };
  }

  /** Validate one release candidate and produce a release event (plus a warning for repaired keys). */
  *release(value: unknown, pos: Position, source: Omit<ReleaseSource, 'file' | 'line'>, fallbackOcid?: string): Generator<ReadEvent> {
    const where: Partial<ImportIssue> = { index: source.index };
    if (!isObject(value)) {
      yield this.issue(pos, `release is not a JSON object (${value === null ? 'null' : typeof value})`, where);
      return;
    }
    if (fallbackOcid !== undefined && (value.ocid === undefined || value.ocid === null)) value.ocid = fallbackOcid;
    const ocid = typeof value.ocid === 'string' ? value.ocid : undefined;
    if (this.opts.repairKeys) {
      const n = repairKeys(value);
      if (n > 0) {
        yield this.issue(pos, `repaired ${n} key(s) containing whitespace`, { ...where, ...(ocid ? { ocid } : {}) }, 'warning');
      }
    }
    const parsed = ReleaseEnvelopeSchema.safeParse(value);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      yield this.issue(pos, `release failed validation: ${why}`, { ...where, ...(ocid ? { ocid } : {}) });
      return;
    }
    const src: ReleaseSource = { file: pos.file, ...source };
    if (pos.line !== undefined) src.line = pos.line;
    yield { type: 'release', release: value as OcdsRelease, source: src };
  }

  /** A record (from a record package): embedded releases, else its compiledRelease. */
  *record(value: unknown, pos: Position, meta: PackageMeta, recordIndex: number): Generator<ReadEvent> {
    if (!isObject(value)) {
      yield this.issue(pos, 'record is not a JSON object', { index: recordIndex });
      return;
    }
    const ocid = typeof value.ocid === 'string' ? value.ocid : undefined;
    const rels = Array.isArray(value.releases) ? value.releases : [];
    // Linked releases carry only url/date/tag; embedded releases carry data.
    const embedded = rels.filter((r) => isObject(r) && Object.keys(r).some((k) => !['url', 'date', 'tag'].includes(k)));
    if (embedded.length > 0) {
      for (const [i, r] of embedded.entries()) {
        yield* this.release(r, pos, { index: i, recordIndex, package: meta }, ocid);
      }
      return;
    }
    if (isObject(value.compiledRelease)) {
      yield* this.release(value.compiledRelease, pos, { index: 0, recordIndex, compiled: true, package: meta }, ocid);
      return;
    }
    yield this.issue(pos, 'record has neither embedded releases nor a compiledRelease', {
      index: recordIndex,
      ...(ocid ? { ocid } : {}),
    });
  }

  /** A whole top-level value: release package, record package or a single release. */
  *value(value: unknown, pos: Position, index: number): Generator<ReadEvent> {
    if (!isObject(value)) {
      yield this.issue(pos, 'not an OCDS package or release (not a JSON object)', { index });
      return;
    }
    if (Array.isArray(value.releases)) {
      const meta = metaFrom(value, 'releasePackage');
      for (const [i, r] of value.releases.entries()) yield* this.release(r, pos, { index: i, package: meta });
      return;
    }
    if (Array.isArray(value.records)) {
      const meta = metaFrom(value, 'recordPackage');
      for (const [i, r] of value.records.entries()) yield* this.record(r, pos, meta, i);
      return;
    }
    if ('ocid' in value) {
      yield* this.release(value, pos, { index, package: { kind: 'release' } });
      return;
    }
    yield this.issue(pos, 'not an OCDS package or release (no releases, records or ocid)', { index });
  }
}

// ---------------------------------------------------------------------------------------------
// Streaming JSON: token router

interface Token {
  name: string;
  value?: unknown;
}

/** Assembles one JSON value from stream-json tokens (packed values only). */
class Builder {
  private stack: { container: JsonObject | unknown[]; key: string | null }[] = [];
  private key: string | null = null;
  result: unknown = undefined;
  done = false;

  private save(v: unknown): void {
    const top = this.stack.at(-1);
    if (!top) {
      this.result = v;
      this.done = true;
      return;
    }
    if (Array.isArray(top.container)) top.container.push(v);
    else {
      // defineProperty: a "__proto__" key must stay data, not reach the prototype.
      Object.defineProperty(top.container, this.key ?? '', { value: v, enumerable: true, writable: true, configurable: true });
      this.key = null;
    }
  }

  consume(t: Token): void {
    switch (t.name) {
      case 'startObject':
      case 'startArray':
        this.stack.push({ container: t.name === 'startObject' ? {} : [], key: this.key });
        this.key = null;
        break;
      case 'endObject':
      case 'endArray': {
        const top = this.stack.pop();
        if (!top) return;
        this.key = top.key;
        this.save(top.container);
        break;
      }
      case 'keyValue':
        this.key = String(t.value);
        break;
      case 'stringValue':
        this.save(String(t.value));
        break;
      case 'numberValue':
        this.save(Number(t.value));
        break;
      case 'nullValue':
        this.save(null);
        break;
      case 'trueValue':
        this.save(true);
        break;
      case 'falseValue':
        this.save(false);
        break;
      default:
        break;
    }
  }
}

type Routed =
  | { kind: 'release' | 'record'; value: unknown; index: number; meta: JsonObject }
  | { kind: 'value'; value: unknown; index: number }
  | { kind: 'end'; rest: JsonObject; sawArray: boolean; topKind: 'object' | 'array' | null };

/**
 * Routes tokens of a top-level object (package) or array. For a package, the elements of
 * `releases` / `records` are assembled one at a time and pushed downstream; other top-level keys
 * (publisher, license, uri…) are assembled into `meta` (metadata that follows the array reaches
 * only the end event; OCDS packages put it first).
 */
class TokenRouter extends Transform {
  private depth = 0;
  private topKind: 'object' | 'array' | null = null;
  private key: string | null = null;
  private arrayKey: 'releases' | 'records' | null = null;
  private builder: Builder | null = null;
  private builderKey: string | null = null;
  private index = 0;
  private meta: JsonObject = {};
  private sawArray = false;

  constructor() {
    super({ objectMode: true });
  }

  override _transform(t: Token, _enc: BufferEncoding, cb: TransformCallback): void {
    try {
      this.route(t);
      cb();
    } catch (e) {
      cb(e as Error);
    }
  }

  override _flush(cb: TransformCallback): void {
    this.push({ kind: 'end', rest: this.meta, sawArray: this.sawArray, topKind: this.topKind } satisfies Routed);
    cb();
  }

  private startBuilder(t: Token, key: string | null): void {
    this.builder = new Builder();
    this.builderKey = key;
    this.feed(t);
  }

  private feed(t: Token): void {
    const b = this.builder;
    if (!b) return;
    b.consume(t);
    if (!b.done) return;
    this.builder = null;
    if (this.topKind === 'array') {
      this.push({ kind: 'value', value: b.result, index: this.index++ } satisfies Routed);
    } else if (this.arrayKey !== null && this.builderKey === null) {
      this.push({
        kind: this.arrayKey === 'releases' ? 'release' : 'record',
        value: b.result,
        index: this.index++,
        meta: this.meta,
      } satisfies Routed);
    } else if (this.builderKey !== null) {
      this.meta[this.builderKey] = b.result;
    }
  }

  private route(t: Token): void {
    if (this.builder) {
      this.feed(t);
      return;
    }
    const opening = t.name === 'startObject' || t.name === 'startArray';
    const closing = t.name === 'endObject' || t.name === 'endArray';
    if (this.depth === 0) {
      if (!opening) throw new Error('top-level JSON value is not an object or array');
      this.topKind = t.name === 'startObject' ? 'object' : 'array';
      this.depth = 1;
      return;
    }
    if (this.topKind === 'array') {
      if (this.depth === 1 && closing) {
        this.depth = 0;
        return;
      }
      this.startBuilder(t, null);
      return;
    }
    // top-level object
    if (this.depth === 1) {
      if (closing) {
        this.depth = 0;
        return;
      }
      if (t.name === 'keyValue') {
        this.key = String(t.value);
        return;
      }
      if ((this.key === 'releases' || this.key === 'records') && t.name === 'startArray') {
        this.arrayKey = this.key;
        this.sawArray = true;
        this.index = 0;
        this.depth = 2;
        return;
      }
      this.startBuilder(t, this.key ?? '');
      return;
    }
    // depth 2: inside releases/records
    if (closing) {
      this.depth = 1;
      this.arrayKey = null;
      return;
    }
    this.startBuilder(t, null);
  }
}

async function* chain(head: Buffer[], rest: AsyncIterator<unknown>): AsyncGenerator<Buffer> {
  for (const h of head) yield h;
  for (;;) {
    const n = await rest.next();
    if (n.done) return;
    yield Buffer.isBuffer(n.value) ? n.value : Buffer.from(String(n.value));
  }
}

async function* readJsonStream(src: Readable, file: string, ex: Expander): AsyncGenerator<ReadEvent> {
  const parser = new Parser({ streamValues: false, packValues: true });
  const router = new TokenRouter();
  // Not stream.pipeline: on a parse error we want the items already routed, so the router is ended
  // (not destroyed) and the error is reported after them.
  let failure: string | undefined;
  const fail = (e: unknown): void => {
    if (failure === undefined) failure = e instanceof Error ? e.message : String(e);
    src.unpipe(parser);
    parser.unpipe(router);
    router.end();
  };
  src.on('error', fail);
  parser.on('error', fail);
  router.on('error', fail);
  src.pipe(parser).pipe(router);
  const pos: Position = { file };
  let yielded = 0;
  const metaCache = new WeakMap<JsonObject, { releasePackage?: PackageMeta; recordPackage?: PackageMeta }>();
  const metaOf = (raw: JsonObject, kind: 'releasePackage' | 'recordPackage'): PackageMeta => {
    let c = metaCache.get(raw);
    if (!c) metaCache.set(raw, (c = {}));
    return (c[kind] ??= metaFrom(raw, kind));
  };
  try {
    for await (const item of router as AsyncIterable<Routed>) {
      if (item.kind === 'release') {
        yielded++;
        yield* ex.release(item.value, pos, { index: item.index, package: metaOf(item.meta, 'releasePackage') });
      } else if (item.kind === 'record') {
        yielded++;
        yield* ex.record(item.value, pos, metaOf(item.meta, 'recordPackage'), item.index);
      } else if (item.kind === 'value') {
        yielded++;
        yield* ex.value(item.value, pos, item.index);
      } else if (item.kind === 'end' && failure === undefined && item.topKind === 'object' && !item.sawArray) {
        // A single release object (or an object that is not OCDS at all).
        yield* ex.value(item.rest, pos, 0);
      }
      // An empty releases/records array is valid: nothing to yield.
    }
  } catch (e) {
    fail(e);
  } finally {
    src.destroy();
    parser.destroy();
  }
  if (failure !== undefined) yield ex.issue(pos, `invalid JSON after ${yielded} item(s): ${failure}`);
}

async function* readJsonLines(src: Readable, file: string, ex: Expander): AsyncGenerator<ReadEvent> {
  const rl = createInterface({ input: src, crlfDelay: Infinity });
  let lineNo = 0;
  try {
    for await (const raw of rl) {
      lineNo++;
      const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (e) {
        yield ex.issue({ file, line: lineNo }, `invalid JSON: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      yield* ex.value(value, { file, line: lineNo }, 0);
    }
  } catch (e) {
    yield ex.issue({ file }, `read error: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    rl.close();
    src.destroy();
  }
}

/**
 * Stream the releases of an OCDS file. Yields `{type:'release'}` events (release + source with file,
 * line for JSON Lines, index, package metadata) and `{type:'issue'}` events; never throws for bad data.
 */
export async function* readOcds(input: string | Readable, opts: ReadOptions = {}): AsyncGenerator<ReadEvent> {
  const file = typeof input === 'string' ? (opts.label ?? input) : (opts.label ?? '<stream>');
  const ex = new Expander({ repairKeys: opts.repairKeys ?? true });
  const sniffBytes = opts.sniffBytes ?? 64 * 1024;
  const stream = typeof input === 'string' ? createReadStream(input) : input;
  const it = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLen = 0;
  let ended = false;
  let sawNewline = false;
  const maxSniff = Math.max(sniffBytes, 16 * 1024 * 1024);
  try {
    while ((headLen < sniffBytes || !sawNewline) && headLen < maxSniff) {
      const n = await it.next();
      if (n.done) {
        ended = true;
        break;
      }
      const b: Buffer = Buffer.isBuffer(n.value) ? n.value : Buffer.from(String(n.value));
      head.push(b);
      headLen += b.length;
      if (!sawNewline && b.includes(10)) sawNewline = true;
    }
  } catch (e) {
    yield ex.issue({ file }, `cannot read: ${e instanceof Error ? e.message : String(e)}`);
    return;
  }
  const format = sniffFormat(Buffer.concat(head).toString('utf8'));
  if (format === 'empty' || format === 'not-json') {
    stream.destroy();
    yield ex.issue({ file }, format === 'empty' ? 'empty file' : 'not JSON: the file does not start with { or [');
    return;
  }
  const rest: AsyncIterator<unknown> = ended ? { next: async () => ({ done: true, value: undefined }) } : it;
  const combined = Readable.from(chain(head, rest), { objectMode: false });
  combined.on('close', () => stream.destroy());
  if (format === 'jsonl') yield* readJsonLines(combined, file, ex);
  else yield* readJsonStream(combined, file, ex);
}

/** Convenience: read a whole file into arrays (tests, small files). */
export async function readOcdsAll(
  input: string | Readable,
  opts: ReadOptions = {},
): Promise<{ releases: { release: OcdsRelease; source: ReleaseSource }[]; issues: ImportIssue[] }> {
  const releases: { release: OcdsRelease; source: ReleaseSource }[] = [];
  const issues: ImportIssue[] = [];
  for await (const ev of readOcds(input, opts)) {
    if (ev.type === 'release') releases.push({ release: ev.release, source: ev.source });
    else issues.push(ev.issue);
  }
  return { releases, issues };
}
