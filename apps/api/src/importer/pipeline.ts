/**
 * The pure import pipeline: read → compile (per ocid) → map → resolve organisations.
 *
 * `importBatches` streams: it yields a batch every `batchSize` contracting processes (ocids) and a
 * `file` event with the figures at the end of each file, so memory is bounded by one batch plus
 * the organisations seen. A caller that keeps releases (the database importer) passes
 * `priorReleases`: the stored releases of a batch's ocids are merged with the new ones, so a
 * process whose releases arrive in several batches or files compiles from all of them.
 *
 * `importFiles` collects everything in memory (one batch per file): same input + same `now` →
 * identical output.
 */
import type { Readable } from 'node:stream';
import { contentHash } from './hash.js';
import { compileReleases, type CompileInput } from './merge.js';
import { mapRecord, type MapContext } from './map.js';
import { OrganisationResolver, type ResolvedOrganisation } from './organisations.js';
import { readOcds, type ReadOptions } from './read.js';
import type { ImportIssue, ImportedNotice, NoticeStage, OcdsRelease } from './types.js';

export interface NoticeOrganisationLink {
  noticeGuid: string;
  organisationGuid: string;
  partyId: string;
  role: string;
}

export interface FileStats {
  file: string;
  releases: number;
  /** Processes compiled; with batches, a process whose releases fall in two batches counts twice. */
  records: number;
  stages: Record<NoticeStage, number>;
  buyers: number;
  suppliers: number;
  awards: number;
  awardsWithValue: number;
  noticesWithKnownCpv: number;
  /** Share of notices with ≥1 known CPV code, 0..1 rounded to 4 decimals. */
  cpvCoverage: number;
  unknownCpvCodes: string[];
  errors: number;
  warnings: number;
}

export interface ImportResult {
  notices: ImportedNotice[];
  organisations: ResolvedOrganisation[];
  links: NoticeOrganisationLink[];
  issues: ImportIssue[];
  files: FileStats[];
}

export interface ImportOptions extends MapContext {
  read?: ReadOptions;
  /** Share a resolver across calls to resolve organisations across imports. */
  resolver?: OrganisationResolver;
}

export interface BatchOptions extends ImportOptions {
  /** Processes (distinct ocids) per batch; default: the whole file in one batch. */
  batchSize?: number;
  /** Releases already known for these ocids (e.g. stored by an earlier import), merged before compiling. */
  priorReleases?: (ocids: string[]) => Promise<CompileInput[]>;
  /** Rewrites each release as read, before anything else sees it (the demo's date shift); given the input as passed. */
  transformRelease?: (release: OcdsRelease, input: string | Readable) => OcdsRelease;
}

export interface ImportBatch {
  file: string;
  /** The releases read in this batch (not the prior ones). */
  releases: CompileInput[];
  notices: ImportedNotice[];
  /** The organisations this batch named, in their state after the batch. */
  organisations: ResolvedOrganisation[];
  links: NoticeOrganisationLink[];
  /** Problems met reading and mapping this batch. */
  issues: ImportIssue[];
}

export type ImportEvent = { type: 'batch'; batch: ImportBatch } | { type: 'file'; stats: FileStats };

/** A release's identity within its process: its id, else a hash of its content (key order ignored). */
export function releaseKey(release: OcdsRelease): string {
  const id = release.id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  return `sha256:${contentHash(release)}`;
}

const emptyStages = (): Record<NoticeStage, number> => ({ STALE_PRE_TENDER: 0, PRE_TENDER: 0, OPEN: 0, CLOSED: 0, AWARDED: 0 });

class FileTally {
  readonly stats: FileStats;
  private readonly buyers = new Set<string>();
  private readonly suppliers = new Set<string>();
  private readonly unknown = new Set<string>();

  constructor(file: string) {
    this.stats = {
      file,
      releases: 0,
      records: 0,
      stages: emptyStages(),
      buyers: 0,
      suppliers: 0,
      awards: 0,
      awardsWithValue: 0,
      noticesWithKnownCpv: 0,
      cpvCoverage: 0,
      unknownCpvCodes: [],
      errors: 0,
      warnings: 0,
    };
  }

  notice(notice: ImportedNotice): void {
    const s = this.stats;
    s.records++;
    s.stages[notice.stage]++;
    s.awards += notice.awards.length;
    s.awardsWithValue += notice.awards.filter((a) => a.value !== undefined && a.value.amount > 0).length;
    if (notice.cpvCodes.some((c) => c.known)) s.noticesWithKnownCpv++;
    for (const c of notice.unknownCpvCodes) this.unknown.add(c);
  }

  role(role: string, guid: string): void {
    if (role === 'buyer') this.buyers.add(guid);
    if (role === 'supplier') this.suppliers.add(guid);
  }

  issues(issues: readonly ImportIssue[]): void {
    for (const i of issues) {
      if (i.severity === 'error') this.stats.errors++;
      else this.stats.warnings++;
    }
  }

  finish(file: string): FileStats {
    const s = this.stats;
    s.file = file;
    s.buyers = this.buyers.size;
    s.suppliers = this.suppliers.size;
    s.cpvCoverage = s.records ? Math.round((s.noticesWithKnownCpv / s.records) * 10000) / 10000 : 0;
    s.unknownCpvCodes = [...this.unknown].sort();
    return s;
  }
}

/** Compile and map one batch of releases (plus the prior releases of its ocids). */
async function buildBatch(
  file: string,
  releases: CompileInput[],
  readIssues: ImportIssue[],
  opts: BatchOptions,
  resolver: OrganisationResolver,
  tally: FileTally,
): Promise<ImportBatch> {
  const batch: ImportBatch = { file, releases, notices: [], organisations: [], links: [], issues: [...readIssues] };
  let input = releases;
  if (opts.priorReleases && releases.length > 0) {
    const ocids = [...new Set(releases.map((r) => r.release.ocid))];
    const fresh = new Set(releases.map((r) => `${r.release.ocid}\u0000${releaseKey(r.release)}`));
    const prior = (await opts.priorReleases(ocids)).filter((p) => !fresh.has(`${p.release.ocid}\u0000${releaseKey(p.release)}`));
    if (prior.length > 0) input = [...prior, ...releases];
  }
  const touched = new Set<ResolvedOrganisation>();
  for (const rec of compileReleases(input)) {
    const { notice, organisations, issues } = mapRecord(rec, opts);
    batch.issues.push(...issues);
    batch.notices.push(notice);
    tally.notice(notice);
    const guidByParty = new Map<string, string>();
    for (const org of organisations) {
      const resolved = resolver.resolve(org);
      touched.add(resolved);
      guidByParty.set(org.partyId, resolved.guid);
      for (const role of org.roles) {
        batch.links.push({ noticeGuid: notice.guid, organisationGuid: resolved.guid, partyId: org.partyId, role });
        tally.role(role, resolved.guid);
      }
    }
    for (const a of notice.awards) {
      for (const s of a.suppliers) {
        const g = s.partyId ? guidByParty.get(s.partyId) : undefined;
        if (g) s.orgKey = g;
      }
    }
  }
  batch.organisations = [...touched];
  tally.issues(batch.issues);
  return batch;
}

/** Import files (paths or streams) batch by batch; see the module comment. */
export async function* importBatches(inputs: readonly (string | Readable)[], opts: BatchOptions): AsyncGenerator<ImportEvent> {
  const resolver = opts.resolver ?? new OrganisationResolver();
  const batchSize = opts.batchSize ?? Number.POSITIVE_INFINITY;
  for (const input of inputs) {
    let label = typeof input === 'string' ? input : (opts.read?.label ?? '<stream>');
    const tally = new FileTally(label);
    let releases: CompileInput[] = [];
    let readIssues: ImportIssue[] = [];
    const ocids = new Set<string>();
    for await (const ev of readOcds(input, opts.read)) {
      if (ev.type === 'issue') {
        readIssues.push(ev.issue);
        continue;
      }
      label = ev.source.file;
      tally.stats.releases++;
      // Flush before a new process would overflow the batch: releases of one ocid that follow each
      // other stay in one batch.
      if (!ocids.has(ev.release.ocid) && ocids.size >= batchSize) {
        yield { type: 'batch', batch: await buildBatch(label, releases, readIssues, opts, resolver, tally) };
        releases = [];
        readIssues = [];
        ocids.clear();
      }
      ocids.add(ev.release.ocid);
      releases.push({ release: opts.transformRelease ? opts.transformRelease(ev.release, input) : ev.release, source: ev.source });
    }
    if (releases.length > 0 || readIssues.length > 0) {
      yield { type: 'batch', batch: await buildBatch(label, releases, readIssues, opts, resolver, tally) };
    }
    yield { type: 'file', stats: tally.finish(label) };
  }
}

/** Import files (paths or streams) into memory. Releases are compiled per file: an ocid spread over two files is two records. */
export async function importFiles(inputs: readonly (string | Readable)[], opts: ImportOptions): Promise<ImportResult> {
  const resolver = opts.resolver ?? new OrganisationResolver();
  const result: ImportResult = { notices: [], organisations: [], links: [], issues: [], files: [] };
  for await (const ev of importBatches(inputs, { ...opts, resolver })) {
    if (ev.type === 'file') {
      result.files.push(ev.stats);
      continue;
    }
    result.notices.push(...ev.batch.notices);
    result.links.push(...ev.batch.links);
    result.issues.push(...ev.batch.issues);
  }
  result.organisations = resolver.all();
  return result;
}
