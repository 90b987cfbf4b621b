/**
 * Loads the reference data of the shared data folder into its tables: CPV 2008 (names and tree),
 * NUTS 2018 regions, buyer categories with the register entries behind them (UK local authorities,
 * central-government organisations). Idempotent: rows are keyed and only missing ones are written.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { buyerCategories, cpvCodes, referenceOrganisations, regions } from '../db/schema/index';
import { CpvIndex } from '../importer/cpv';
import {
  BuyerCategoryIndex,
  loadGovernmentOrganisations,
  loadLocalAuthorities,
  loadNutsRegions,
  type BuyerReference,
} from '../importer/reference';
import { chunked } from '../db/batch';
import { referencePath } from './files';

export interface ReferenceCounts {
  cpvCodes: number;
  regions: number;
  buyerCategories: number;
  referenceOrganisations: number;
}

/** What the importer needs to assign buyer categories: the name index and the ids behind it. */
export interface BuyerCategoryMatcher {
  index: BuyerCategoryIndex;
  /** `${source}:${code}` → { reference organisation id, category ids (top level and type) }. */
  ids: Map<string, { referenceOrganisationId: number; categoryIds: number[] }>;
}

export interface ReferenceData {
  cpv: CpvIndex;
  matcher: BuyerCategoryMatcher;
  /** Rows written by this call (0 everywhere on a second call). */
  inserted: ReferenceCounts;
}

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const sourceOf = (ref: BuyerReference) =>
  ref.category === 'Local authority' ? ('mysociety_local_authorities' as const) : ('openregister_government_organisations' as const);

const NATION_COUNTRY: Record<string, string> = { England: 'GB', Scotland: 'GB', Wales: 'GB', 'Northern Ireland': 'GB' };

export async function loadReferenceData(db: Executor, dataDir: string): Promise<ReferenceData> {
  const inserted: ReferenceCounts = { cpvCodes: 0, regions: 0, buyerCategories: 0, referenceOrganisations: 0 };

  // CPV: sorted by code, a parent (the code's prefix padded with zeros) always precedes its children.
  const cpv = await CpvIndex.load(referencePath(dataDir, 'cpv'));
  const cpvRows = [...cpv.entries()]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((e) => ({ code: e.code, fullCode: e.fullCode, name: e.name, level: e.level, parentCode: e.parent ?? null, division: e.division }));
  // Only the codes not stored yet are sent: a sync run opens an import session every 15 minutes, and
  // 9,000 `on conflict do nothing` inserts were most of the time a release took to become searchable.
  const storedCodes = new Set((await db.select({ code: cpvCodes.code }).from(cpvCodes)).map((r) => r.code));
  for (const rows of chunked(
    cpvRows.filter((r) => !storedCodes.has(r.code)),
    2000,
  )) {
    const r = await db.insert(cpvCodes).values(rows).onConflictDoNothing().returning({ code: cpvCodes.code });
    inserted.cpvCodes += r.length;
  }

  const nuts = await loadNutsRegions(referencePath(dataDir, 'nutsLevel12'), referencePath(dataDir, 'nutsLevel3'));
  const regionRows = [...nuts]
    .sort((a, b) => a.level - b.level || a.code.localeCompare(b.code))
    .map((n) => ({
      id: n.code,
      name: n.name,
      level: n.level,
      parentId: n.parent ?? null,
      countryCode: (n.country && NATION_COUNTRY[n.country]) ?? 'GB',
      countryName: n.country ?? null,
    }));
  const storedRegions = new Set((await db.select({ id: regions.id }).from(regions)).map((r) => r.id));
  const newRegions = regionRows.filter((r) => !storedRegions.has(r.id));
  if (newRegions.length > 0) inserted.regions = (await db.insert(regions).values(newRegions).onConflictDoNothing().returning({ id: regions.id })).length;

  const refs = [
    ...(await loadLocalAuthorities(referencePath(dataDir, 'localAuthorities'))),
    ...(await loadGovernmentOrganisations(referencePath(dataDir, 'governmentOrganisations'))),
  ];
  // Categories: the two top levels, then one child per type.
  const tops = [...new Set(refs.map((r) => r.category))].map((name) => ({ slug: slugify(name), name }));
  inserted.buyerCategories += (await db.insert(buyerCategories).values(tops).onConflictDoNothing().returning({ id: buyerCategories.id })).length;
  const topIds = new Map(
    (await db.select({ id: buyerCategories.id, slug: buyerCategories.slug }).from(buyerCategories)).map((r) => [r.slug, r.id]),
  );
  const types = new Map<string, { slug: string; name: string; parentId: number | null }>();
  for (const r of refs) {
    const slug = `${slugify(r.category)}/${slugify(r.subType)}`;
    if (!types.has(slug)) types.set(slug, { slug, name: r.subType, parentId: topIds.get(slugify(r.category)) ?? null });
  }
  inserted.buyerCategories += (
    await db.insert(buyerCategories).values([...types.values()]).onConflictDoNothing().returning({ id: buyerCategories.id })
  ).length;
  const categoryIds = new Map(
    (await db.select({ id: buyerCategories.id, slug: buyerCategories.slug }).from(buyerCategories)).map((r) => [r.slug, r.id]),
  );

  const refRows = refs.map((r) => ({
    source: sourceOf(r),
    sourceIdentifier: r.code,
    name: r.name,
    altNames: r.altNames,
    buyerCategoryId: categoryIds.get(`${slugify(r.category)}/${slugify(r.subType)}`) ?? 0,
    current: r.current,
    nation: r.nation ?? null,
    region: r.region ?? null,
    gssCode: r.gssCode ?? null,
    website: r.website ?? null,
    startDate: r.startDate ?? null,
    endDate: r.endDate ?? null,
  }));
  const storedRefs = new Set(
    (await db.select({ source: referenceOrganisations.source, code: referenceOrganisations.sourceIdentifier }).from(referenceOrganisations)).map((r) => `${r.source}:${r.code}`),
  );
  for (const rows of chunked(
    refRows.filter((r) => !storedRefs.has(`${r.source}:${r.sourceIdentifier}`)),
    500,
  )) {
    inserted.referenceOrganisations += (
      await db.insert(referenceOrganisations).values(rows).onConflictDoNothing().returning({ id: referenceOrganisations.id })
    ).length;
  }
  const stored = await db
    .select({ id: referenceOrganisations.id, source: referenceOrganisations.source, code: referenceOrganisations.sourceIdentifier, categoryId: referenceOrganisations.buyerCategoryId, parentId: buyerCategories.parentId })
    .from(referenceOrganisations)
    .innerJoin(buyerCategories, sql`${buyerCategories.id} = ${referenceOrganisations.buyerCategoryId}`);
  const ids: BuyerCategoryMatcher['ids'] = new Map(
    stored.map((r) => [
      `${r.source}:${r.code}`,
      { referenceOrganisationId: r.id, categoryIds: r.parentId === null ? [r.categoryId] : [r.parentId, r.categoryId] },
    ]),
  );
  return { cpv, matcher: { index: new BuyerCategoryIndex(refs), ids }, inserted };
}

/** The register entry (and its categories) a buyer name matches, if any. */
export function matchBuyerCategory(matcher: BuyerCategoryMatcher, names: readonly string[]) {
  for (const name of names) {
    const ref = matcher.index.match(name);
    if (!ref) continue;
    const hit = matcher.ids.get(`${sourceOf(ref)}:${ref.code}`);
    // The register's region (mySociety: 'Yorkshire and The Humber', 'Wales'…) places a buyer whose address has none.
    if (hit) return { ...hit, region: ref.region };
  }
  return undefined;
}

export async function countReferenceData(db: Executor): Promise<ReferenceCounts> {
  const [row] = await queryRows<ReferenceCounts & Record<string, unknown>>(db, sql`select
      (select count(*)::int from cpv_codes) as "cpvCodes", (select count(*)::int from regions) as regions,
      (select count(*)::int from buyer_categories) as "buyerCategories",
      (select count(*)::int from reference_organisations) as "referenceOrganisations"`);
  if (!row) throw new Error('no counts');
  return row;
}
