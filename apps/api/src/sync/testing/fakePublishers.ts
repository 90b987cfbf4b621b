/**
 * Local fakes of the four publishers' APIs (decision 0025), on port 0, serving real release files:
 *  - Find a Tender   GET /api/1.0/ocdsReleasePackages?updatedFrom&updatedTo&limit&cursor → links.next
 *  - Contracts Finder GET /Published/Notices/OCDS/Search?publishedFrom&publishedTo&limit&cursor → links.next,
 *                     ISO-8859-1 bodies (declared) whenever the page's text fits in Latin-1
 *  - PCS, Sell2Wales GET /v1/Notices?dateFrom=MM-YYYY&noticeType=N&outputType=0 → one package per
 *                     month and type; a type with nothing that month answers a package without
 *                     `releases` (as the live APIs sometimes do)
 * A release belongs to a window by its `date`. Refusals on command (`refuse(status, times, headers)`),
 * a request log, the most requests ever in flight at once, releases added while running (`add`), and
 * `multiply` to serve many releases made from the real ones with new ocids (the benchmark).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { OcdsRelease } from '../../importer/types';

export type FakeKind = 'fts' | 'cf' | 'pcs' | 'sell2wales';

export interface FakeOptions {
  kind: FakeKind;
  /** Real OCDS release package files (JSON) or JSON Lines of packages. */
  files?: string[];
  /** Largest page the fake serves (the client asks for 100). @default 100 */
  pageSize?: number;
  /** Serve `count` releases made from the files' releases (new ocids), dated evenly over [from, to). */
  multiply?: { count: number; from: Date; to: Date };
  /** Move each file's release dates by whole days so its newest release is this many ms before now (e2e: inside a first sync's look-back). */
  recentWithinMs?: number;
  /** Accept `POST /__fake/releases` (a release package): publishes its releases (e2e, from another process). */
  control?: boolean;
}

interface Stored {
  release: OcdsRelease;
  time: number;
}

/** The releases of a package file or a JSON Lines file of packages, with the first package's metadata. */
export function readReleaseFile(path: string): { meta: Record<string, unknown>; releases: OcdsRelease[] } {
  const text = readFileSync(path, 'utf8');
  const packages: Record<string, unknown>[] = path.endsWith('.jsonl')
    ? text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>)
    : [JSON.parse(text) as Record<string, unknown>];
  const releases = packages.flatMap((p) => (Array.isArray(p.releases) ? (p.releases as OcdsRelease[]) : []));
  const { releases: _r, ...meta } = packages[0] ?? {};
  return { meta, releases };
}

/** Which monthly notice type a release is listed under (by its tag). */
function monthlyTypes(kind: 'pcs' | 'sell2wales', release: OcdsRelease): number[] {
  const tags = Array.isArray(release.tag) ? release.tag.map(String) : [];
  const site = kind === 'pcs' ? { tender: 101, planning: 102, award: 103 } : { tender: 51, planning: 52, award: 53 };
  if (tags.some((t) => t.startsWith('award') || t.startsWith('contract'))) return [3, site.award];
  if (tags.some((t) => t.startsWith('planning'))) return [1, site.planning];
  // A contract notice is listed as the OJEU form and again as a site notice: the client deduplicates.
  return [2, site.tender];
}

const DAY_MS = 86_400_000;

/** The releases with their `date` moved forward by whole days: the newest is at least `withinMs` before now. */
function movedToRecent(releases: OcdsRelease[], withinMs: number): OcdsRelease[] {
  const newest = Math.max(...releases.map((r) => Date.parse(String(r.date))).filter((t) => !Number.isNaN(t)));
  if (!Number.isFinite(newest)) return releases;
  const shift = Math.floor((Date.now() - withinMs - newest) / DAY_MS) * DAY_MS;
  return releases.map((r) => {
    const t = Date.parse(String(r.date));
    return Number.isNaN(t) ? r : { ...r, date: new Date(t + shift).toISOString() };
  });
}

const latin1Safe = (s: string) => [...s].every((c) => c.charCodeAt(0) <= 0xff);

export class FakePublisher {
  readonly requests: string[] = [];
  maxInFlight = 0;
  /** Pages sent as ISO-8859-1. */
  latin1Pages = 0;
  url = '';
  private inFlight = 0;
  private readonly stored: Stored[] = [];
  private meta: Record<string, unknown> = {};
  private readonly refusals: { status: number; headers: Record<string, string> }[] = [];
  private readonly server: Server;
  private readonly template: OcdsRelease[] = [];

  constructor(private readonly options: FakeOptions) {
    for (const file of options.files ?? []) {
      const { meta, releases: read } = readReleaseFile(file);
      const releases = options.recentWithinMs === undefined ? read : movedToRecent(read, options.recentWithinMs);
      if (Object.keys(this.meta).length === 0) this.meta = meta;
      if (options.multiply) this.template.push(...releases);
      else this.add(releases);
    }
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Publishes releases (a release appearing on the publisher). */
  add(releases: readonly OcdsRelease[]): void {
    for (const release of releases) this.stored.push({ release, time: Date.parse(String(release.date)) });
  }

  /** The next `times` requests get `status` (429, 403, 503…) with these headers. */
  refuse(status: number, times = 1, headers: Record<string, string> = {}): void {
    for (let i = 0; i < times; i++) this.refusals.push({ status, headers });
  }

  get releaseCount(): number {
    return this.options.multiply ? this.options.multiply.count + this.stored.length : this.stored.length;
  }

  /** Every release the fake serves, in date order (the benchmark imports the same ones from a file). */
  allReleases(): OcdsRelease[] {
    return this.between(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY).map((e) => e.release());
  }

  /** The package metadata the fake sends around its releases. */
  get packageMeta(): Record<string, unknown> {
    return { ...this.meta };
  }

  /** When the i-th generated release is dated: evenly over the range. */
  private generatedTime(i: number): number {
    const m = this.options.multiply!;
    return m.from.getTime() + Math.floor(((m.to.getTime() - m.from.getTime()) * i) / m.count);
  }

  /** The i-th generated release: a real one with a new ocid and id, dated evenly over the range. */
  private generated(i: number): OcdsRelease {
    const base = this.template[i % this.template.length]!;
    const ocid = `${base.ocid}-x${i}`;
    const date = new Date(this.generatedTime(i)).toISOString();
    // Each copy is its own procurement: a reference number in the title and its own document URLs
    // (duplicate detection would otherwise, rightly, group the copies of one notice).
    const copy = JSON.parse(JSON.stringify(base).replace(/("url":"[^"]+)"/g, `$1-x${i}"`)) as OcdsRelease;
    const tender = copy.tender && typeof copy.tender === 'object' ? { ...copy.tender, title: `${String((copy.tender as { title?: unknown }).title ?? '')} (ref ${100000 + i})` } : copy.tender;
    return { ...copy, ocid, id: `${String(base.id ?? 'r')}-x${i}`, date, ...(tender ? { tender } : {}) };
  }

  /**
   * Releases dated in [from, to), in date order, made only when taken: a page of a window of
   * thousands of generated releases builds its own hundred, not the whole window (the fake runs in
   * the benchmark's process, so its work would count against the sync's).
   */
  private between(from: number, to: number): { time: number; release: () => OcdsRelease }[] {
    const out = this.stored.filter((s) => s.time >= from && s.time < to).map((s) => ({ time: s.time, release: () => s.release }));
    const m = this.options.multiply;
    if (m && this.template.length > 0) {
      const span = m.to.getTime() - m.from.getTime();
      const first = Math.max(0, Math.floor(((from - m.from.getTime()) * m.count) / span) - 1);
      for (let i = first; i < m.count; i++) {
        const time = this.generatedTime(i);
        if (time >= to) break;
        if (time >= from) out.push({ time, release: () => this.generated(i) });
      }
    }
    return out.sort((a, b) => a.time - b.time);
  }

  private send(res: ServerResponse, body: unknown, latin1 = false): void {
    const text = JSON.stringify(body);
    if (latin1 && latin1Safe(text)) {
      this.latin1Pages++;
      res.setHeader('content-type', 'application/json; charset=iso-8859-1');
      res.end(Buffer.from(text, 'latin1'));
      return;
    }
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(text);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // Answer on a later tick, so overlapping requests would show in maxInFlight.
      await new Promise((resolve) => setImmediate(resolve));
      const url = new URL(req.url ?? '/', this.url);
      this.requests.push(url.pathname + url.search);
      const refusal = this.refusals.shift();
      if (refusal) {
        res.writeHead(refusal.status, refusal.headers);
        res.end(refusal.status === 429 ? '12 request limit in 2 minute exceeded' : '');
        return;
      }
      if (this.options.control && req.method === 'POST' && url.pathname === '/__fake/releases') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { releases?: OcdsRelease[] };
        this.add(body.releases ?? []);
        res.statusCode = 204;
        res.end();
        return;
      }
      const kind = this.options.kind;
      if (kind === 'fts' && url.pathname === '/api/1.0/ocdsReleasePackages') return this.paged(res, url, 'updatedFrom', 'updatedTo', false);
      if (kind === 'cf' && url.pathname === '/Published/Notices/OCDS/Search') return this.paged(res, url, 'publishedFrom', 'publishedTo', true);
      if ((kind === 'pcs' || kind === 'sell2wales') && url.pathname === '/v1/Notices') return this.monthly(res, url, kind);
      res.statusCode = 404;
      res.end();
    } finally {
      this.inFlight--;
    }
  }

  private paged(res: ServerResponse, url: URL, fromKey: string, toKey: string, latin1: boolean): void {
    const q = url.searchParams;
    const unknown = [...q.keys()].filter((k) => ![fromKey, toKey, 'limit', 'cursor', 'stages'].includes(k));
    const from = Date.parse(`${q.get(fromKey) ?? ''}Z`);
    const to = Date.parse(`${q.get(toKey) ?? ''}Z`);
    const limit = Number(q.get('limit') ?? '100');
    if (unknown.length > 0 || Number.isNaN(from) || Number.isNaN(to) || !Number.isInteger(limit) || limit < 1 || limit > 100) {
      res.statusCode = 400;
      this.send(res, { status: 400, error: 'Bad Request', message: 'Request parameters unknown' });
      return;
    }
    const offset = q.get('cursor') ? Number(Buffer.from(q.get('cursor')!, 'base64').toString('utf8')) : 0;
    const size = Math.min(limit, this.options.pageSize ?? 100);
    const all = this.between(from, to);
    const releases = all.slice(offset, offset + size).map((e) => e.release());
    const body: Record<string, unknown> = { ...this.meta, uri: url.toString(), releases };
    if (offset + size < all.length) {
      const next = new URL(url);
      next.searchParams.set('cursor', Buffer.from(String(offset + size)).toString('base64'));
      body.links = { next: next.toString() };
    }
    this.send(res, body, latin1);
  }

  private monthly(res: ServerResponse, url: URL, kind: 'pcs' | 'sell2wales'): void {
    const q = url.searchParams;
    const month = /^(\d{2})-(\d{4})$/.exec(q.get('dateFrom') ?? '');
    const type = Number(q.get('noticeType'));
    if (!month || !Number.isInteger(type) || q.get('outputType') !== '0') {
      res.statusCode = 400;
      this.send(res, { message: 'dateFrom must be mm-yyyy, noticeType a number, outputType 0' });
      return;
    }
    const start = Date.UTC(Number(month[2]), Number(month[1]) - 1, 1);
    const end = Date.UTC(Number(month[2]), Number(month[1]), 1);
    const releases = this.between(start, end)
      .map((e) => e.release())
      .filter((r) => monthlyTypes(kind, r).includes(type));
    const body: Record<string, unknown> = { ...this.meta, uri: url.toString(), publishedDate: new Date(start).toISOString() };
    // Nothing of this type this month: the package comes back without `releases`.
    if (releases.length > 0) body.releases = releases;
    this.send(res, body);
  }
}

