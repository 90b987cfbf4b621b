/**
 * Writes one batch of the pure pipeline (`importBatches`) into the tables, inside the caller's
 * transaction. Idempotent: every row is keyed (ocid, guid, release id), and a notice or an
 * organisation is written only when its content hash changes, so importing a file twice changes
 * nothing (not even `updated_at`). A notice that changes has its child rows (links, CPV codes,
 * lots, awards, contracts) replaced; its procurement stages are never deleted (leads hang off them).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { frameworkAwardType } from '@tenderlens/domain/frameworks';
import { chunked } from '../db/batch';
import { queryRows, type Executor } from '../db/client';
import {
  awardSuppliers,
  awards,
  buyerCategoryAssignments,
  contracts,
  frameworkCallOffs,
  frameworks,
  lots,
  noticeCpvCodes,
  noticeOrganisations,
  notices,
  ocdsReleases,
  organisations,
  procurementStages,
  recordFamilies,
  type NewNoticeRow,
  type NewOrganisationRow,
  type NoticeOrganisationRole,
  type ProcurementStageValue,
} from '../db/schema/index';
import { matchBuyerCategory, type BuyerCategoryMatcher } from '../reference/load';
import { refreshNoticeContacts } from './contacts';
import { contentHash } from './hash';
import { NOTICE_NAMESPACE, uuidV5 } from './ids';
import type { ResolvedOrganisation } from './organisations';
import { releaseKey, type ImportBatch } from './pipeline';
import type { ImportedNotice, ImportedPeriod } from './types';

export interface PersistContext {
  matcher: BuyerCategoryMatcher;
  /** NUTS codes present in `regions` (an organisation's region is kept only when known). */
  regionIds: ReadonlySet<string>;
  /** Normalised region name → NUTS code (Contracts Finder writes 'London', 'North West' instead of the code). */
  regionNames?: ReadonlyMap<string, string>;
  /** organisation guid → id, filled as organisations are written (one import run). */
  organisationIds: Map<string, number>;
}

export interface WriteCounts {
  releases: number;
  noticesInserted: number;
  noticesUpdated: number;
  noticesUnchanged: number;
  organisationsInserted: number;
  organisationsUpdated: number;
  lots: number;
  awards: number;
  contracts: number;
  frameworks: number;
  categoryAssignments: number;
}

export const emptyCounts = (): WriteCounts => ({
  releases: 0,
  noticesInserted: 0,
  noticesUpdated: 0,
  noticesUnchanged: 0,
  organisationsInserted: 0,
  organisationsUpdated: 0,
  lots: 0,
  awards: 0,
  contracts: 0,
  frameworks: 0,
  categoryAssignments: 0,
});

export function addCounts(into: WriteCounts, more: WriteCounts): WriteCounts {
  for (const key of Object.keys(into) as (keyof WriteCounts)[]) into[key] += more[key];
  return into;
}

const date = (iso: string | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};
const currency = (c: string | undefined): string | null => (c && /^[A-Za-z]{3}$/.test(c) ? c.toUpperCase() : null);
/** numeric(20,2) holds up to 1e18. */
const money = (n: number | undefined): number | null => (n !== undefined && Number.isFinite(n) && Math.abs(n) < 1e17 ? n : null);
/** A count that fits `integer` (publishers write 7.9e28 for "no maximum"). */
const int = (n: number | undefined): number | null => (n !== undefined && Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null);
const periodColumns = (p: ImportedPeriod | undefined) => ({
  startDate: date(p?.startDate),
  endDate: date(p?.endDate),
  maxExtentDate: date(p?.maxExtentDate),
});

/** `set col = excluded.col` for every given column of an upsert. */
function excluded(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const columns = (table as unknown as Record<string, { name: string }>);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]?.name ?? k}"`)]));
}

const BUYER_ROLES = new Set(['buyer', 'procuringEntity']);

/** The columns an import owns (admin fields such as verified, oscar_id stay untouched). */
/** Key of a region name for matching: lower case, '&' as 'and', single spaces. */
export const regionNameKey = (name: string) => name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/**
 * The NUTS code of an address region: the code itself when known ('UKM71'), else the region whose
 * name it is ('Yorkshire and the Humber' → 'UKE'); anything else ('England') is no region.
 */
export function resolveRegion(raw: string | undefined, regionIds: ReadonlySet<string>, regionNames?: ReadonlyMap<string, string>): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (regionIds.has(value.toUpperCase())) return value.toUpperCase();
  return regionNames?.get(regionNameKey(value)) ?? null;
}

/** A notice's delivery regions: each written region resolved as an address region is, known codes only, sorted. */
export function resolveDeliveryRegions(raw: readonly string[] | undefined, regionIds: ReadonlySet<string>, regionNames?: ReadonlyMap<string, string>): string[] {
  const codes = (raw ?? []).map((r) => resolveRegion(r, regionIds, regionNames)).filter((c): c is string => c !== null);
  return [...new Set(codes)].sort();
}

/** `registerRegion`: the region of the public register entry the buyer matched, used when its address names none we know. */
export function organisationRow(
  org: ResolvedOrganisation,
  regionIds: ReadonlySet<string>,
  regionNames?: ReadonlyMap<string, string>,
  registerRegion?: string,
): NewOrganisationRow {
  const row = {
    guid: org.guid,
    name: org.name,
    normalisedName: org.normalisedName,
    aliases: org.aliases,
    resolverKey: org.key,
    identifiers: org.identifiers,
    primaryRole: org.roles.some((r) => BUYER_ROLES.has(r)) ? ('BUYER' as const) : ('SUPPLIER' as const),
    roles: org.roles,
    countryCode: org.address.countryCode ?? null,
    country: org.address.countryName ?? null,
    address: org.address.street ?? null,
    town: org.address.town ?? null,
    postalCode: org.address.postalCode ?? null,
    nutsRegionId: resolveRegion(org.address.region, regionIds, regionNames) ?? resolveRegion(registerRegion, regionIds, regionNames),
    url: org.url ?? org.contactPoint?.url ?? null,
    email: org.contactPoint?.email ?? null,
    phone: org.contactPoint?.telephone ?? null,
    contactName: org.contactPoint?.name ?? null,
    companiesHouseId: org.companiesHouseId ?? null,
    isSme: org.isSme ?? null,
    scale: org.scale ?? null,
    metadata: org.address.region ? { region: org.address.region } : {},
  };
  return { ...row, contentHash: contentHash(row) };
}

const ORGANISATION_IMPORT_COLUMNS = [
  'name', 'normalisedName', 'aliases', 'resolverKey', 'identifiers', 'primaryRole', 'roles', 'countryCode', 'country',
  'address', 'town', 'postalCode', 'nutsRegionId', 'url', 'email', 'phone', 'contactName', 'companiesHouseId', 'isSme',
  'scale', 'metadata', 'contentHash',
] as const;

const NOTICE_TYPE: Record<ImportedNotice['stage'], string> = {
  STALE_PRE_TENDER: 'planning',
  PRE_TENDER: 'planning',
  OPEN: 'tender',
  CLOSED: 'tender',
  AWARDED: 'award',
};

export function noticeRow(
  notice: ImportedNotice,
  ids: { recordFamilyId: number; buyerId: number | null; buyerIds?: number[] },
  links: readonly { organisationGuid: string; role: string }[],
  regions?: Pick<PersistContext, 'regionIds' | 'regionNames'>,
): NewNoticeRow {
  const row = {
    guid: notice.guid,
    ocid: notice.ocid,
    name: notice.name,
    description: notice.description ?? null,
    stage: notice.stage,
    stageReason: notice.stageReason,
    tenderStatus: notice.tenderStatus ?? null,
    type: NOTICE_TYPE[notice.stage],
    value: money(notice.value?.amount),
    valueSource: notice.value?.source ?? null,
    currency: currency(notice.currency),
    publishDate: date(notice.publishDate),
    closeDate: date(notice.closeDate),
    planningPublishedAt: date(notice.planningPublishDate),
    tenderDate: date(notice.tenderDate),
    awardDate: date(notice.awardDate),
    expiryDate: date(notice.expiryDate),
    tendersReceived: int(notice.tendersReceived),
    country: notice.country ?? null,
    language: notice.language ?? null,
    countryCode: notice.countryCode ?? null,
    url: notice.url ?? null,
    procurementMethod: notice.procurementMethod ?? null,
    procurementMethodDetails: notice.procurementMethodDetails ?? null,
    mainProcurementCategory: notice.mainProcurementCategory ?? null,
    isSuitableForSme: notice.isSuitableForSme ?? null,
    isSuitableForVcse: notice.isSuitableForVcse ?? null,
    buyerContactName: notice.buyerContact?.name ?? null,
    buyerContactEmail: notice.buyerContact?.email ?? null,
    buyerContactPhone: notice.buyerContact?.telephone ?? null,
    buyerContactUrl: notice.buyerContact?.url ?? null,
    isFramework: notice.framework.isFramework,
    isCallOff: notice.framework.isCallOff,
    relatedProcesses: notice.framework.relatedProcesses,
    unknownCpvCodes: notice.unknownCpvCodes,
    cpvDivisions: [...new Set(notice.cpvCodes.filter((c) => c.known).map((c) => c.division))].sort(),
    deliveryRegionIds: regions ? resolveDeliveryRegions(notice.deliveryRegions, regions.regionIds, regions.regionNames) : [],
    releaseCount: notice.releaseCount,
    releaseIds: notice.releaseIds,
    lastReleaseDate: date(notice.lastReleaseDate),
    sourceFile: notice.source.file ?? null,
    sourcePublisher: notice.source.publisher ?? null,
    sourceLicense: notice.source.license ?? null,
  };
  // The hash covers the whole mapped notice (lots, awards, CPV…) and its organisation links.
  const hash = contentHash({ notice, links: links.map((l) => [l.organisationGuid, l.role]), ...(row.deliveryRegionIds.length ? { deliveryRegionIds: row.deliveryRegionIds } : {}) });
  return { ...row, ...ids, buyerIds: ids.buyerIds ?? (ids.buyerId === null ? [] : [ids.buyerId]), contentHash: hash };
}

const NOTICE_IMPORT_COLUMNS = [
  'recordFamilyId', 'name', 'description', 'stage', 'stageReason', 'tenderStatus', 'type', 'value', 'valueSource', 'currency',
  'publishDate', 'closeDate', 'planningPublishedAt', 'tenderDate', 'awardDate', 'expiryDate', 'tendersReceived', 'country', 'language', 'countryCode',
  'url', 'procurementMethod', 'procurementMethodDetails', 'mainProcurementCategory', 'isSuitableForSme', 'isSuitableForVcse',
  'buyerId', 'buyerIds', 'cpvDivisions', 'deliveryRegionIds', 'buyerContactName', 'buyerContactEmail', 'buyerContactPhone', 'buyerContactUrl', 'isFramework', 'isCallOff',
  'relatedProcesses', 'unknownCpvCodes', 'releaseCount', 'releaseIds', 'lastReleaseDate', 'sourceFile', 'sourcePublisher',
  'sourceLicense', 'contentHash',
] as const;

/** The leads of a notice: pre-tender (planning only), tender (a tender was published), award. */
export function procurementStagesOf(notice: ImportedNotice): ProcurementStageValue[] {
  const out: ProcurementStageValue[] = [];
  if (notice.stage === 'PRE_TENDER' || notice.stage === 'STALE_PRE_TENDER') out.push('PRE_TENDER');
  if (notice.tenderDate !== undefined && notice.stage !== 'PRE_TENDER' && notice.stage !== 'STALE_PRE_TENDER') out.push('TENDER');
  if (notice.stage === 'AWARDED') out.push('AWARD');
  return out;
}

export const recordFamilyGuid = (ocid: string): string => uuidV5(`record-family:${ocid}`, NOTICE_NAMESPACE);
export const frameworkGuid = (ocid: string): string => uuidV5(`framework:${ocid}`, NOTICE_NAMESPACE);

async function writeReleases(tx: Executor, batch: ImportBatch): Promise<number> {
  let written = 0;
  const rows = batch.releases.map(({ release, source }) => ({
    ocid: release.ocid,
    releaseKey: releaseKey(release),
    date: typeof release.date === 'string' ? release.date : null,
    tag: Array.isArray(release.tag) ? release.tag.filter((t): t is string => typeof t === 'string') : [],
    sourceFile: source?.file ?? batch.file,
    sourceIndex: source?.index ?? 0,
    sourceLine: source?.line ?? null,
    package: (source?.package ?? {}) as Record<string, unknown>,
    data: release,
    contentHash: contentHash(release),
  }));
  // The same release twice in one statement would conflict with itself: keep the last.
  const unique = [...new Map(rows.map((r) => [`${r.ocid}\u0000${r.releaseKey}`, r])).values()];
  for (const chunk of chunked(unique, 500)) {
    const res = await tx
      .insert(ocdsReleases)
      .values(chunk)
      .onConflictDoUpdate({
        target: [ocdsReleases.ocid, ocdsReleases.releaseKey],
        set: excluded(ocdsReleases, ['date', 'tag', 'sourceFile', 'sourceIndex', 'sourceLine', 'package', 'data', 'contentHash']),
        setWhere: sql`${ocdsReleases.contentHash} <> excluded.content_hash`,
      })
      .returning({ id: ocdsReleases.id });
    written += res.length;
  }
  return written;
}

async function writeOrganisations(tx: Executor, batch: ImportBatch, ctx: PersistContext, counts: WriteCounts): Promise<void> {
  const rows = batch.organisations.map((o) =>
    organisationRow(o, ctx.regionIds, ctx.regionNames, o.roles.some((r) => BUYER_ROLES.has(r)) ? matchBuyerCategory(ctx.matcher, [o.name, ...o.aliases])?.region : undefined),
  );
  for (const chunk of chunked(rows, 500)) {
    const res = await tx
      .insert(organisations)
      .values(chunk)
      .onConflictDoUpdate({
        target: organisations.guid,
        set: { ...excluded(organisations, ORGANISATION_IMPORT_COLUMNS), updatedAt: sql`now()` },
        setWhere: sql`${organisations.contentHash} is distinct from excluded.content_hash`,
      })
      .returning({ id: organisations.id, guid: organisations.guid, inserted: sql<boolean>`(xmax = 0)` });
    for (const r of res) {
      ctx.organisationIds.set(r.guid, r.id);
      if (r.inserted) counts.organisationsInserted++;
      else counts.organisationsUpdated++;
    }
  }
  const missing = rows.map((r) => r.guid).filter((g) => !ctx.organisationIds.has(g));
  for (const chunk of chunked(missing, 1000)) {
    const found = await tx.select({ id: organisations.id, guid: organisations.guid }).from(organisations).where(inArray(organisations.guid, chunk));
    for (const r of found) ctx.organisationIds.set(r.guid, r.id);
  }
}

async function recordFamilyIds(tx: Executor, ocids: string[]): Promise<Map<string, number>> {
  await tx
    .insert(recordFamilies)
    .values(ocids.map((ocid) => ({ ocid, guid: recordFamilyGuid(ocid) })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: recordFamilies.id, ocid: recordFamilies.ocid }).from(recordFamilies).where(inArray(recordFamilies.ocid, ocids));
  return new Map(rows.map((r) => [r.ocid, r.id]));
}

/**
 * Replaces the child rows of notices that were inserted or changed. Returns the organisations
 * they were linked to before (their notice counts may have dropped).
 */
async function writeChildren(
  tx: Executor,
  changed: { notice: ImportedNotice; id: number; links: ImportBatch['links'] }[],
  ctx: PersistContext,
  counts: WriteCounts,
): Promise<number[]> {
  if (changed.length === 0) return [];
  const ids = changed.map((c) => c.id);
  const before = await tx
    .selectDistinct({ id: noticeOrganisations.organisationId })
    .from(noticeOrganisations)
    .where(inArray(noticeOrganisations.noticeId, ids));
  for (const table of [noticeOrganisations, noticeCpvCodes, lots, contracts, awards] as const) {
    await tx.delete(table).where(inArray(table.noticeId, ids));
  }
  const orgId = (guid: string | undefined) => (guid ? ctx.organisationIds.get(guid) : undefined);

  const links = new Map<string, typeof noticeOrganisations.$inferInsert>();
  const cpv = new Map<string, typeof noticeCpvCodes.$inferInsert>();
  const lotRows: (typeof lots.$inferInsert)[] = [];
  const stageRows: (typeof procurementStages.$inferInsert)[] = [];
  for (const { notice, id, links: noticeLinks } of changed) {
    const mainBuyer = noticeLinks.find((l) => l.role === 'buyer' && l.partyId === notice.buyerPartyIds[0]);
    for (const l of noticeLinks) {
      const organisationId = orgId(l.organisationGuid);
      if (organisationId === undefined) continue;
      links.set(`${id}:${organisationId}:${l.role}`, {
        noticeId: id,
        organisationId,
        role: l.role as NoticeOrganisationRole,
        partyId: l.partyId,
        isPrimary: l === mainBuyer,
      });
    }
    notice.cpvCodes.forEach((c, position) => {
      if (c.known) cpv.set(`${id}:${c.code}`, { noticeId: id, cpvCode: c.code, division: c.division, source: c.from, position });
    });
    for (const l of notice.lots) {
      lotRows.push({
        noticeId: id,
        lotKey: l.id,
        title: l.title ?? null,
        description: l.description ?? null,
        status: l.status ?? null,
        value: money(l.value?.amount),
        currency: currency(l.value?.currency),
        ...periodColumns(l.contractPeriod),
        cpvCodes: l.cpvCodes,
      });
    }
    for (const stage of procurementStagesOf(notice)) stageRows.push({ noticeId: id, stage });
  }
  for (const chunk of chunked([...links.values()], 2000)) await tx.insert(noticeOrganisations).values(chunk);
  for (const chunk of chunked([...cpv.values()], 2000)) await tx.insert(noticeCpvCodes).values(chunk);
  // Duplicate lot ids inside one notice keep the first.
  const uniqueLots = [...new Map(lotRows.map((l) => [`${l.noticeId}:${l.lotKey}`, l])).values()].reverse();
  for (const chunk of chunked(uniqueLots, 1000)) await tx.insert(lots).values(chunk);
  counts.lots += uniqueLots.length;
  for (const chunk of chunked(stageRows, 2000)) await tx.insert(procurementStages).values(chunk).onConflictDoNothing();

  await writeAwards(tx, changed, ctx, counts);
  await writeFrameworks(tx, changed, counts);
  return before.map((r) => r.id);
}

async function writeAwards(
  tx: Executor,
  changed: { notice: ImportedNotice; id: number }[],
  ctx: PersistContext,
  counts: WriteCounts,
): Promise<void> {
  const awardRows = new Map<string, typeof awards.$inferInsert>();
  for (const { notice, id } of changed) {
    for (const a of notice.awards) {
      if (awardRows.has(`${id}:${a.id}`)) continue;
      awardRows.set(`${id}:${a.id}`, {
        noticeId: id,
        awardKey: a.id,
        title: a.title ?? null,
        description: a.description ?? null,
        status: a.status ?? null,
        awardDate: date(a.date),
        datePublished: date(a.datePublished),
        value: money(a.value?.amount),
        currency: currency(a.value?.currency),
        valueSource: a.value?.source ?? null,
        ...periodColumns(a.contractPeriod),
        relatedLots: a.relatedLots,
      });
    }
  }
  const awardIds = new Map<string, number>();
  for (const chunk of chunked([...awardRows.values()], 1000)) {
    const res = await tx.insert(awards).values(chunk).returning({ id: awards.id, noticeId: awards.noticeId, awardKey: awards.awardKey });
    for (const r of res) awardIds.set(`${r.noticeId}:${r.awardKey}`, r.id);
  }
  counts.awards += awardRows.size;

  const supplierRows = new Map<string, typeof awardSuppliers.$inferInsert>();
  const contractRows = new Map<string, typeof contracts.$inferInsert>();
  for (const { notice, id } of changed) {
    for (const a of notice.awards) {
      const awardId = awardIds.get(`${id}:${a.id}`);
      if (awardId === undefined) continue;
      for (const s of a.suppliers) {
        const organisationId = s.orgKey ? ctx.organisationIds.get(s.orgKey) : undefined;
        if (organisationId !== undefined) supplierRows.set(`${awardId}:${organisationId}`, { awardId, organisationId, partyId: s.partyId ?? null });
      }
    }
    for (const c of notice.contracts) {
      if (contractRows.has(`${id}:${c.id}`)) continue;
      contractRows.set(`${id}:${c.id}`, {
        noticeId: id,
        contractKey: c.id,
        awardId: c.awardId !== undefined ? (awardIds.get(`${id}:${c.awardId}`) ?? null) : null,
        title: c.title ?? null,
        status: c.status ?? null,
        value: money(c.value?.amount),
        currency: currency(c.value?.currency),
        ...periodColumns(c.period),
        dateSigned: date(c.dateSigned),
      });
    }
  }
  for (const chunk of chunked([...supplierRows.values()], 2000)) await tx.insert(awardSuppliers).values(chunk);
  for (const chunk of chunked([...contractRows.values()], 1000)) await tx.insert(contracts).values(chunk);
  counts.contracts += contractRows.size;
}

/**
 * Links call-offs to frameworks from the notices' stored `related_processes` (relationship
 * framework or parent naming the framework's ocid), whichever of the two was imported first:
 * `callOffIds` links those notices to any known framework, `frameworkNoticeIds` links every stored
 * notice that points at those frameworks. Idempotent (migration 0025 runs the same statement over everything).
 */
export async function linkCallOffs(tx: Executor, scope: { callOffIds?: number[]; frameworkNoticeIds?: number[] }): Promise<number> {
  const ids = (xs: number[]) => sql.join(xs.map((x) => sql`${x}::bigint`), sql`, `);
  const where: SQL[] = [];
  if (scope.callOffIds?.length) where.push(sql`n.id in (${ids(scope.callOffIds)})`);
  if (scope.frameworkNoticeIds?.length) where.push(sql`fn.id in (${ids(scope.frameworkNoticeIds)})`);
  if (where.length === 0) return 0;
  const linked = await queryRows<{ notice_id: number | string }>(tx, sql`insert into framework_call_offs (framework_id, notice_id, process_type)
    select distinct f.id, n.id, 'call-off' from notices n
    cross join lateral jsonb_array_elements(case when jsonb_typeof(n.related_processes) = 'array' then n.related_processes else '[]'::jsonb end) p
    join notices fn on fn.ocid = p->>'identifier' join frameworks f on f.notice_id = fn.id
    where fn.id <> n.id and (p->'relationship') ?| array['framework', 'parent'] and (${sql.join(where, sql` or `)})
    on conflict do nothing returning notice_id`);
  const noticeIds = [...new Set(linked.map((r) => Number(r.notice_id)))];
  if (noticeIds.length > 0) await tx.update(notices).set({ isCallOff: true }).where(inArray(notices.id, noticeIds));
  return noticeIds.length;
}

async function writeFrameworks(tx: Executor, changed: { notice: ImportedNotice; id: number }[], counts: WriteCounts): Promise<void> {
  const setUp = changed.filter((c) => c.notice.framework.isFramework);
  const notAny = changed.filter((c) => !c.notice.framework.isFramework).map((c) => c.id);
  if (notAny.length > 0) await tx.delete(frameworks).where(inArray(frameworks.noticeId, notAny));
  if (setUp.length > 0) {
    const res = await tx
      .insert(frameworks)
      .values(
        setUp.map(({ notice, id }) => ({
          guid: frameworkGuid(notice.ocid),
          noticeId: id,
          title: notice.name,
          procedureType: notice.procurementMethodDetails ?? notice.procurementMethod ?? null,
          awardType: frameworkAwardType(notice.framework.maximumParticipants),
          maximumParticipants: int(notice.framework.maximumParticipants),
        })),
      )
      .onConflictDoUpdate({ target: frameworks.noticeId, set: excluded(frameworks, ['title', 'procedureType', 'awardType', 'maximumParticipants']) })
      .returning({ id: frameworks.id });
    counts.frameworks += res.length;
  }
  // Call-offs: a related process of relationship framework/parent that names a framework's ocid, in
  // either order of import (a call-off's framework may arrive in a later file or sync window).
  const callOffs = changed.filter((c) => c.notice.framework.isCallOff).map((c) => c.id);
  if (callOffs.length > 0) await tx.delete(frameworkCallOffs).where(inArray(frameworkCallOffs.noticeId, callOffs));
  await linkCallOffs(tx, { callOffIds: callOffs, frameworkNoticeIds: setUp.map((c) => c.id) });
}

async function writeCategoryAssignments(tx: Executor, batch: ImportBatch, ctx: PersistContext, counts: WriteCounts): Promise<void> {
  const rows: (typeof buyerCategoryAssignments.$inferInsert)[] = [];
  for (const org of batch.organisations) {
    if (!org.roles.some((r) => BUYER_ROLES.has(r))) continue;
    const organisationId = ctx.organisationIds.get(org.guid);
    const hit = organisationId !== undefined ? matchBuyerCategory(ctx.matcher, [org.name, ...org.aliases]) : undefined;
    if (!hit || organisationId === undefined) continue;
    for (const buyerCategoryId of hit.categoryIds) {
      rows.push({ organisationId, buyerCategoryId, source: 'reference_match', referenceOrganisationId: hit.referenceOrganisationId });
    }
  }
  for (const chunk of chunked(rows, 2000)) {
    const res = await tx
      .insert(buyerCategoryAssignments)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: buyerCategoryAssignments.organisationId });
    counts.categoryAssignments += res.length;
  }
}

/** Recounts `notice_count` of the given organisations; writes only the counts that differ. */
export async function refreshNoticeCounts(tx: Executor, organisationIds: number[]): Promise<void> {
  for (const chunk of chunked(organisationIds, 5000)) {
    await tx.execute(sql`update organisations o set notice_count = x.n
      from (select o2.id, count(distinct l.notice_id)::int as n from organisations o2
            left join notice_organisations l on l.organisation_id = o2.id
            where o2.id in ${chunk} group by o2.id) x
      where o.id = x.id and o.notice_count <> x.n`);
  }
}

/** Writes a batch (call inside a transaction). */
export async function writeBatch(tx: Executor, batch: ImportBatch, ctx: PersistContext): Promise<WriteCounts> {
  const counts = emptyCounts();
  counts.releases = await writeReleases(tx, batch);
  await writeOrganisations(tx, batch, ctx, counts);
  if (batch.notices.length === 0) {
    await refreshNoticeContacts(tx, batch.organisations.map((o) => ctx.organisationIds.get(o.guid)).filter((x): x is number => x !== undefined));
    return counts;
  }

  // A process compiled twice in one batch (its releases came from two places) keeps the last.
  const byGuid = new Map(batch.notices.map((n) => [n.guid, n]));
  const linksByNotice = new Map<string, ImportBatch['links']>();
  for (const l of batch.links) {
    const list = linksByNotice.get(l.noticeGuid) ?? [];
    list.push(l);
    linksByNotice.set(l.noticeGuid, list);
  }
  const families = await recordFamilyIds(tx, [...new Set([...byGuid.values()].map((n) => n.ocid))]);
  const rows = [...byGuid.values()].map((n) => {
    const links = linksByNotice.get(n.guid) ?? [];
    const main = links.find((l) => l.role === 'buyer' && l.partyId === n.buyerPartyIds[0]) ?? links.find((l) => l.role === 'buyer');
    const buyerId = main ? (ctx.organisationIds.get(main.organisationGuid) ?? null) : null;
    // Every buyer, the main one first (the buyer filters match any of them).
    const others = links
      .filter((l) => l.role === 'buyer')
      .map((l) => ctx.organisationIds.get(l.organisationGuid))
      .filter((id): id is number => id !== undefined && id !== buyerId);
    const buyerIds = [...(buyerId === null ? [] : [buyerId]), ...[...new Set(others)].sort((a, b) => a - b)];
    return noticeRow(n, { recordFamilyId: families.get(n.ocid) ?? 0, buyerId, buyerIds }, links, ctx);
  });
  const changed: { notice: ImportedNotice; id: number; links: ImportBatch['links'] }[] = [];
  for (const chunk of chunked(rows, 500)) {
    const res = await tx
      .insert(notices)
      .values(chunk)
      .onConflictDoUpdate({
        target: notices.guid,
        set: { ...excluded(notices, NOTICE_IMPORT_COLUMNS), updatedAt: sql`now()` },
        setWhere: sql`${notices.contentHash} <> excluded.content_hash`,
      })
      .returning({ id: notices.id, guid: notices.guid, inserted: sql<boolean>`(xmax = 0)` });
    for (const r of res) {
      const notice = byGuid.get(r.guid);
      if (!notice) continue;
      changed.push({ notice, id: r.id, links: linksByNotice.get(r.guid) ?? [] });
      if (r.inserted) counts.noticesInserted++;
      else counts.noticesUpdated++;
    }
  }
  counts.noticesUnchanged = rows.length - changed.length;
  const linkedBefore = await writeChildren(tx, changed, ctx, counts);
  await writeCategoryAssignments(tx, batch, ctx, counts);

  const touched = new Set(batch.organisations.map((o) => ctx.organisationIds.get(o.guid)).filter((x): x is number => x !== undefined));
  for (const id of linkedBefore) touched.add(id);
  await refreshNoticeCounts(tx, [...touched]);
  // The buyers' contacts from their contact points (import and sync keep them up to date).
  for (const r of rows) for (const b of r.buyerIds ?? []) touched.add(b);
  await refreshNoticeContacts(tx, [...touched]);
  return counts;
}
