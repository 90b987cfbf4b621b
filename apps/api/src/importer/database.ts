/**
 * `tl import FILE…`: the pure pipeline streamed into the database. Reference data is loaded first
 * (idempotent); the organisation resolver starts from the organisations already stored, so
 * organisations merge across files and runs; each batch (default 500 processes) is written in one
 * transaction. A batch that fails is retried notice by notice, so one bad notice is reported (file,
 * ocid, reason) and the rest still imports.
 */
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { detectDuplicates, type DetectResult } from '../duplicates/detect';
import { refreshStatistics } from '../db/statistics';
import { announceNoticesChanged } from '../jobs/noticesChanged';
import { ocdsReleases, organisations, regions } from '../db/schema/index';
import type { OrganisationIdentifier } from '../db/schema/organisations';
import { loadReferenceData, type ReferenceCounts } from '../reference/load';
import type { CompileInput } from './merge';
import { OrganisationResolver, type ResolvedOrganisation } from './organisations';
import { addCounts, emptyCounts, regionNameKey, writeBatch, type PersistContext, type WriteCounts } from './persist';
import { importBatches, type BatchOptions, type FileStats, type ImportBatch } from './pipeline';
import type { ImportIssue, PackageMeta } from './types';

export interface DatabaseImportOptions {
  /** Clock for stage mapping (default: now). */
  now?: Date;
  /** The shared data folder (reference data). */
  dataDir: string;
  /** Processes per transaction (default 500). */
  batchSize?: number;
  /** Called after each file with its figures (the CLI prints them). */
  onFile?: (summary: FileImportSummary) => void;
  /** Rewrites each release as read (the demo's first import moves dates forward; `tl import` never does). */
  transformRelease?: BatchOptions['transformRelease'];
}

export interface FileImportSummary {
  file: string;
  stats: FileStats;
  written: WriteCounts;
  issues: ImportIssue[];
  seconds: number;
}

export interface DatabaseImportResult {
  reference: ReferenceCounts;
  files: FileImportSummary[];
  /** Duplicate notices across portals found among the notices this import wrote (duplicates/detect.ts). */
  duplicates: DetectResult;
  seconds: number;
}

/** The organisations already stored by earlier imports, as the resolver knows them. */
async function storedOrganisations(db: Database): Promise<{ resolved: ResolvedOrganisation[]; ids: Map<string, number> }> {
  const rows = await db
    .select({
      id: organisations.id,
      guid: organisations.guid,
      key: organisations.resolverKey,
      name: organisations.name,
      normalisedName: organisations.normalisedName,
      aliases: organisations.aliases,
      identifiers: organisations.identifiers,
      companiesHouseId: organisations.companiesHouseId,
      street: organisations.address,
      town: organisations.town,
      postalCode: organisations.postalCode,
      countryName: organisations.country,
      countryCode: organisations.countryCode,
      metadata: organisations.metadata,
      email: organisations.email,
      phone: organisations.phone,
      contactName: organisations.contactName,
      url: organisations.url,
      roles: organisations.roles,
      isSme: organisations.isSme,
      scale: organisations.scale,
    })
    .from(organisations)
    .where(isNotNull(organisations.resolverKey));
  const ids = new Map<string, number>();
  const resolved = rows.map((r): ResolvedOrganisation => {
    ids.set(r.guid, r.id);
    const address: ResolvedOrganisation['address'] = {};
    if (r.street) address.street = r.street;
    if (r.town) address.town = r.town;
    if (r.postalCode) address.postalCode = r.postalCode;
    if (typeof r.metadata.region === 'string') address.region = r.metadata.region;
    if (r.countryName) address.countryName = r.countryName;
    if (r.countryCode) address.countryCode = r.countryCode;
    const org: ResolvedOrganisation = {
      guid: r.guid,
      key: r.key ?? '',
      name: r.name,
      normalisedName: r.normalisedName,
      aliases: r.aliases,
      identifiers: r.identifiers.map((i: OrganisationIdentifier) => ({ ...i })),
      address,
      roles: r.roles,
      mentions: 0,
    };
    if (r.companiesHouseId) org.companiesHouseId = r.companiesHouseId;
    const contact = { ...(r.contactName ? { name: r.contactName } : {}), ...(r.email ? { email: r.email } : {}), ...(r.phone ? { telephone: r.phone } : {}) };
    if (Object.keys(contact).length > 0) org.contactPoint = contact;
    if (r.url) org.url = r.url;
    if (r.isSme !== null) org.isSme = r.isSme;
    if (r.scale) org.scale = r.scale;
    return org;
  });
  return { resolved, ids };
}

/** Stored releases of these processes, in the shape the pipeline merges. */
function priorReleasesFrom(db: Database) {
  return async (ocids: string[]): Promise<CompileInput[]> => {
    if (ocids.length === 0) return [];
    const rows = await db
      .select({
        data: ocdsReleases.data,
        file: ocdsReleases.sourceFile,
        index: ocdsReleases.sourceIndex,
        line: ocdsReleases.sourceLine,
        package: ocdsReleases.package,
      })
      .from(ocdsReleases)
      .where(inArray(ocdsReleases.ocid, ocids))
      .orderBy(ocdsReleases.id);
    return rows.map((r) => ({
      // Stored as read: an OCDS release with its ocid (checked when it was first imported).
      release: r.data as CompileInput['release'],
      source: {
        file: r.file,
        index: r.index,
        ...(r.line !== null ? { line: r.line } : {}),
        package: r.package as unknown as PackageMeta,
      },
    }));
  };
}

/** The batch reduced to one notice (and what it names), for the notice-by-notice retry. */
function single(batch: ImportBatch, guid: string): ImportBatch {
  const notice = batch.notices.find((n) => n.guid === guid);
  const links = batch.links.filter((l) => l.noticeGuid === guid);
  const orgGuids = new Set(links.map((l) => l.organisationGuid));
  return {
    file: batch.file,
    releases: batch.releases.filter((r) => r.release.ocid === notice?.ocid),
    notices: notice ? [notice] : [],
    organisations: batch.organisations.filter((o) => orgGuids.has(o.guid)),
    links,
    issues: [],
  };
}

const reason = (error: unknown): string => {
  const e = error as { message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? String(error);
};

async function writeWithRetry(db: Database, batch: ImportBatch, ctx: PersistContext): Promise<{ counts: WriteCounts; issues: ImportIssue[] }> {
  const ids = new Map(ctx.organisationIds);
  try {
    return { counts: await db.transaction((tx) => writeBatch(tx, batch, ctx)), issues: [] };
  } catch {
    // The batch rolled back: forget the ids it assigned, then write notice by notice.
    ctx.organisationIds.clear();
    for (const [k, v] of ids) ctx.organisationIds.set(k, v);
  }
  const counts = emptyCounts();
  const issues: ImportIssue[] = [];
  const orgsOnly: ImportBatch = { ...batch, notices: [], links: [], releases: [] };
  try {
    addCounts(counts, await db.transaction((tx) => writeBatch(tx, orgsOnly, ctx)));
  } catch (error) {
    issues.push({ file: batch.file, reason: `organisations not written: ${reason(error)}`, severity: 'error' });
  }
  for (const notice of batch.notices) {
    const before = new Map(ctx.organisationIds);
    try {
      addCounts(counts, await db.transaction((tx) => writeBatch(tx, single(batch, notice.guid), ctx)));
    } catch (error) {
      ctx.organisationIds.clear();
      for (const [k, v] of before) ctx.organisationIds.set(k, v);
      issues.push({ file: batch.file, ocid: notice.ocid, reason: `not written to the database: ${reason(error)}`, severity: 'error' });
    }
  }
  return { counts, issues };
}

/**
 * Reference data, stored organisations and the resolver, loaded once: the importer of one
 * `tl import` run, or of one sync run that imports many pages (apps/api/src/sync).
 */
export interface ImportSession {
  reference: ReferenceCounts;
  /** Imports files or streams (each a release package, record package, JSON Lines…), one summary per input. */
  importInputs(inputs: readonly (string | Readable)[], options?: { label?: string; onFile?: (summary: FileImportSummary) => void }): Promise<FileImportSummary[]>;
}

export async function openImportSession(db: Database, options: Omit<DatabaseImportOptions, 'onFile'>): Promise<ImportSession> {
  const reference = await loadReferenceData(db, options.dataDir);
  const regionRows = await db.select({ id: regions.id, name: regions.name, level: regions.level }).from(regions).orderBy(regions.level);
  const regionIds = new Set(regionRows.map((r) => r.id));
  // A name shared by levels (Wales is UKL and UKL1's parent) resolves to the broadest region.
  const regionNames = new Map<string, string>();
  for (const r of regionRows) if (!regionNames.has(regionNameKey(r.name))) regionNames.set(regionNameKey(r.name), r.id);
  const stored = await storedOrganisations(db);
  const resolver = new OrganisationResolver();
  for (const org of stored.resolved) resolver.restore(org);
  const ctx: PersistContext = { matcher: reference.matcher, regionIds, regionNames, organisationIds: stored.ids };

  const importInputs: ImportSession['importInputs'] = async (inputs, opts = {}) => {
    const summaries: FileImportSummary[] = [];
    let written = emptyCounts();
    let issues: ImportIssue[] = [];
    let writeErrors = 0;
    let fileStarted = performance.now();
    for await (const ev of importBatches(inputs, {
      now: options.now ?? new Date(),
      cpv: reference.cpv,
      resolver,
      batchSize: options.batchSize ?? 500,
      priorReleases: priorReleasesFrom(db),
      ...(opts.label !== undefined ? { read: { label: opts.label } } : {}),
      ...(options.transformRelease ? { transformRelease: options.transformRelease } : {}),
    })) {
      if (ev.type === 'batch') {
        const result = await writeWithRetry(db, ev.batch, ctx);
        addCounts(written, result.counts);
        issues.push(...ev.batch.issues, ...result.issues);
        writeErrors += result.issues.length;
        continue;
      }
      const stats = { ...ev.stats, errors: ev.stats.errors + writeErrors };
      const summary: FileImportSummary = { file: ev.stats.file, stats, written, issues, seconds: (performance.now() - fileStarted) / 1000 };
      summaries.push(summary);
      opts.onFile?.(summary);
      written = emptyCounts();
      issues = [];
      writeErrors = 0;
      fileStarted = performance.now();
    }
    return summaries;
  };
  return { reference: reference.inserted, importInputs };
}

export async function importIntoDatabase(db: Database, files: readonly string[], options: DatabaseImportOptions): Promise<DatabaseImportResult> {
  const started = performance.now();
  // The database's clock: the notices this import writes get updated_at >= this.
  const [dbNow] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  const session = await openImportSession(db, options);
  const summaries = await session.importInputs(files, options.onFile ? { onFile: options.onFile } : {});
  const duplicates = await detectDuplicates(db, dbNow ? { since: new Date(dbNow.now) } : {});
  await refreshStatistics(db);
  await announceNoticesChanged(db);
  return { reference: session.reference, files: summaries, duplicates, seconds: (performance.now() - started) / 1000 };
}

const MAX_PRINTED_ERRORS = 20;

/** One line per file plus its errors (the first 20), for the CLI and the server's first start. */
export function formatSummary(s: FileImportSummary): string {
  const w = s.written;
  const st = s.stats;
  const lines = [
    `${s.file}: ${st.releases} releases → ${st.records} notices (${w.noticesInserted} new, ${w.noticesUpdated} updated, ${w.noticesUnchanged} unchanged); ` +
      `organisations ${w.organisationsInserted} new, ${w.organisationsUpdated} updated (${st.buyers} buyers, ${st.suppliers} suppliers); ` +
      `${w.lots} lots, ${w.awards} awards, ${w.frameworks} frameworks; CPV coverage ${(st.cpvCoverage * 100).toFixed(1)} %; ` +
      `${st.errors} errors, ${st.warnings} warnings; ${s.seconds.toFixed(2)} s (${Math.round(st.releases / Math.max(s.seconds, 0.001))} releases/s)`,
  ];
  const errors = s.issues.filter((x) => x.severity === 'error');
  for (const i of errors.slice(0, MAX_PRINTED_ERRORS)) {
    const where = [i.line !== undefined ? `line ${i.line}` : undefined, i.index !== undefined ? `release ${i.index}` : undefined, i.ocid]
      .filter(Boolean)
      .join(', ');
    lines.push(`  error: ${i.file}${where ? ` (${where})` : ''}: ${i.reason}`);
  }
  if (errors.length > MAX_PRINTED_ERRORS) lines.push(`  … and ${errors.length - MAX_PRINTED_ERRORS} more errors`);
  return lines.join('\n');
}
