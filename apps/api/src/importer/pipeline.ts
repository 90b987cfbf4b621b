/**
 * The pure import pipeline: read → compile (per ocid, per file) → map → resolve organisations.
 * Returns plain data for the lead to write into tables. Same input + same `now` → identical output.
 */
import type { Readable } from 'node:stream';
import { compileReleases, type CompileInput } from './merge.js';
import { mapRecord, type MapContext } from './map.js';
import { OrganisationResolver, type ResolvedOrganisation } from './organisations.js';
import { readOcds, type ReadOptions } from './read.js';
import type { ImportIssue, ImportedNotice, NoticeStage } from './types.js';

export interface NoticeOrganisationLink {
  noticeGuid: string;
  organisationGuid: string;
  partyId: string;
  role: string;
}

export interface FileStats {
  file: string;
  releases: number;
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

const emptyStages = (): Record<NoticeStage, number> => ({ STALE_PRE_TENDER: 0, PRE_TENDER: 0, OPEN: 0, CLOSED: 0, AWARDED: 0 });

/** Import files (paths or streams). Releases are compiled per file: an ocid spread over two files is two records. */
export async function importFiles(inputs: readonly (string | Readable)[], opts: ImportOptions): Promise<ImportResult> {
  const resolver = opts.resolver ?? new OrganisationResolver();
  const result: ImportResult = { notices: [], organisations: [], links: [], issues: [], files: [] };
  for (const input of inputs) {
    const releases: CompileInput[] = [];
    const fileIssues: ImportIssue[] = [];
    let label = typeof input === 'string' ? input : (opts.read?.label ?? '<stream>');
    for await (const ev of readOcds(input, opts.read)) {
      if (ev.type === 'release') {
        releases.push({ release: ev.release, source: ev.source });
        label = ev.source.file;
      } else fileIssues.push(ev.issue);
    }
    const records = compileReleases(releases);
    const stats: FileStats = {
      file: label,
      releases: releases.length,
      records: records.length,
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
    const buyerGuids = new Set<string>();
    const supplierGuids = new Set<string>();
    const unknown = new Set<string>();
    for (const rec of records) {
      const { notice, organisations, issues } = mapRecord(rec, opts);
      fileIssues.push(...issues);
      result.notices.push(notice);
      stats.stages[notice.stage]++;
      stats.awards += notice.awards.length;
      stats.awardsWithValue += notice.awards.filter((a) => a.value !== undefined && a.value.amount > 0).length;
      if (notice.cpvCodes.some((c) => c.known)) stats.noticesWithKnownCpv++;
      for (const c of notice.unknownCpvCodes) unknown.add(c);
      const guidByParty = new Map<string, string>();
      for (const org of organisations) {
        const resolved = resolver.resolve(org);
        guidByParty.set(org.partyId, resolved.guid);
        for (const role of org.roles) {
          result.links.push({ noticeGuid: notice.guid, organisationGuid: resolved.guid, partyId: org.partyId, role });
          if (role === 'buyer') buyerGuids.add(resolved.guid);
          if (role === 'supplier') supplierGuids.add(resolved.guid);
        }
      }
      for (const a of notice.awards) {
        for (const s of a.suppliers) {
          const g = s.partyId ? guidByParty.get(s.partyId) : undefined;
          if (g) s.orgKey = g;
        }
      }
    }
    stats.buyers = buyerGuids.size;
    stats.suppliers = supplierGuids.size;
    stats.cpvCoverage = records.length ? Math.round((stats.noticesWithKnownCpv / records.length) * 10000) / 10000 : 0;
    stats.unknownCpvCodes = [...unknown].sort();
    stats.errors = fileIssues.filter((i) => i.severity === 'error').length;
    stats.warnings = fileIssues.length - stats.errors;
    result.issues.push(...fileIssues);
    result.files.push(stats);
  }
  result.organisations = resolver.all();
  return result;
}
