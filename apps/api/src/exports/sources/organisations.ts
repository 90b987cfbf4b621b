/**
 * Export source for organisations (GraphQL `exportOrganisations`, spec 1§7 searchOrganisations'
 * request), read straight from the tables. Archived and replaced organisations are left out.
 *
 * Request (camelCase, every key optional):
 *   text          name contains (case-insensitive)
 *   ids           organisation guids
 *   names         exact names (case-insensitive)
 *   primaryRole   BUYER | SUPPLIER
 *   isSme         true | false
 *   countryCodes  ISO 3166-1 alpha-2
 *   sortBy        name | notice_count (default notice_count), sortOrder asc | desc (default desc)
 * `page` and `limit` of the search request are accepted and ignored: an export takes every match.
 * `listIds` (buyer lists) is not supported yet.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { awardSuppliers, organisations, PRIMARY_ROLES } from '../../db/schema/index';
import { batchesByIds, type ExportColumn, type ExportSource } from '../source';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const OrganisationSearchRequestSchema = z.strictObject({
  text: z.string().trim().max(200, 'Search text is at most 200 characters').optional(),
  ids: z.array(z.uuid('Organisation ids are UUIDs')).max(10_000, 'At most 10,000 ids').optional(),
  names: z.array(z.string().max(500)).max(1000).optional(),
  primaryRole: z.enum(PRIMARY_ROLES).optional(),
  isSme: z.boolean().optional(),
  countryCodes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'Country codes are two letters')).max(300).optional(),
  sortBy: z.enum(['name', 'notice_count']).default('notice_count'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).optional(),
});
export type OrganisationSearchRequest = z.infer<typeof OrganisationSearchRequestSchema>;

export function organisationConditions(request: Omit<OrganisationSearchRequest, 'sortBy' | 'sortOrder'>): SQL[] {
  const where: SQL[] = [eq(organisations.isArchived, false), isNull(organisations.replacedById)];
  if (request.text) where.push(ilike(organisations.name, `%${escapeLike(request.text)}%`));
  if (request.ids) where.push(request.ids.length ? inArray(organisations.guid, request.ids) : sql`false`);
  if (request.names?.length) where.push(inArray(sql`lower(${organisations.name})`, request.names.map((n) => n.toLowerCase())));
  if (request.primaryRole) where.push(eq(organisations.primaryRole, request.primaryRole));
  if (request.isSme !== undefined) where.push(eq(organisations.isSme, request.isSme));
  if (request.countryCodes?.length) where.push(inArray(organisations.countryCode, request.countryCodes.map((c) => c.toUpperCase())));
  return where;
}

export interface OrganisationExportRow {
  id: number;
  guid: string;
  name: string;
  primaryRole: string;
  countryCode: string | null;
  town: string | null;
  postalCode: string | null;
  address: string | null;
  url: string | null;
  email: string | null;
  phone: string | null;
  isSme: boolean | null;
  scale: string | null;
  companiesHouseId: string | null;
  noticeCount: number;
  awardCount: number;
}

export const ORGANISATION_COLUMNS: readonly ExportColumn<OrganisationExportRow>[] = [
  { header: 'Organisation ID', width: 38, value: (r) => r.guid },
  { header: 'Name', width: 50, value: (r) => r.name },
  { header: 'Role', width: 10, value: (r) => r.primaryRole },
  { header: 'Country', width: 8, value: (r) => r.countryCode },
  { header: 'Town', width: 20, value: (r) => r.town },
  { header: 'Postcode', width: 10, value: (r) => r.postalCode },
  { header: 'Address', width: 40, value: (r) => r.address },
  { header: 'Website', width: 30, value: (r) => r.url },
  { header: 'Email', width: 30, value: (r) => r.email },
  { header: 'Phone', width: 16, value: (r) => r.phone },
  { header: 'SME', width: 6, value: (r) => (r.isSme === null ? null : r.isSme ? 'Yes' : 'No') },
  { header: 'Scale', width: 8, value: (r) => r.scale },
  { header: 'Companies House ID', width: 14, value: (r) => r.companiesHouseId },
  { header: 'Notices', width: 9, value: (r) => r.noticeCount },
  { header: 'Awards', width: 9, value: (r) => r.awardCount },
];

function loadOrganisations(db: Executor, ids: number[]): Promise<OrganisationExportRow[]> {
  return db
    .select({
      id: organisations.id,
      guid: organisations.guid,
      name: organisations.name,
      primaryRole: organisations.primaryRole,
      countryCode: organisations.countryCode,
      town: organisations.town,
      postalCode: organisations.postalCode,
      address: organisations.address,
      url: organisations.url,
      email: organisations.email,
      phone: organisations.phone,
      isSme: organisations.isSme,
      scale: organisations.scale,
      companiesHouseId: organisations.companiesHouseId,
      noticeCount: organisations.noticeCount,
      awardCount: sql<number>`(select count(*) from ${awardSuppliers} where ${awardSuppliers.organisationId} = ${organisations.id})`.mapWith(
        Number,
      ),
    })
    .from(organisations)
    .where(inArray(organisations.id, ids));
}

export interface OrganisationQuery {
  where: SQL[];
  order: SQL[];
}

/** The organisations matching `query` as an export source (shared by the suppliers source). */
export function organisationsExportSource(
  db: Executor,
  query: OrganisationQuery,
  naming: { kind: 'organisations' | 'suppliers'; fileStem: string; sheetName: string },
): ExportSource<OrganisationExportRow> {
  const where = () => and(...query.where);
  return {
    ...naming,
    columns: ORGANISATION_COLUMNS,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(organisations).where(where());
      return row?.n ?? 0;
    },
    async *batches(options) {
      const idRows = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(where())
        .orderBy(...query.order, asc(organisations.id));
      yield* batchesByIds(
        idRows.map((r) => r.id),
        (ids) => loadOrganisations(db, ids),
        options,
      );
    },
  };
}

/**
 * Organisations given as an ordered id list (a search that knows its own order, e.g. the suppliers
 * table's): the list is taken once, for the count and the rows alike.
 */
export function organisationsByIdsExportSource(
  db: Executor,
  ids: () => Promise<number[]>,
  naming: { kind: 'organisations' | 'suppliers'; fileStem: string; sheetName: string },
): ExportSource<OrganisationExportRow> {
  let list: Promise<number[]> | null = null;
  const idList = () => (list ??= ids());
  return {
    ...naming,
    columns: ORGANISATION_COLUMNS,
    async count() {
      return (await idList()).length;
    },
    async *batches(options) {
      yield* batchesByIds(await idList(), (page) => loadOrganisations(db, page), options);
    },
  };
}

export function organisationSearchExportSource(db: Executor, request: OrganisationSearchRequest): ExportSource<OrganisationExportRow> {
  const column = request.sortBy === 'name' ? organisations.name : organisations.noticeCount;
  return organisationsExportSource(
    db,
    { where: organisationConditions(request), order: [request.sortOrder === 'asc' ? asc(column) : desc(column)] },
    { kind: 'organisations', fileStem: 'organisations', sheetName: 'Organisations' },
  );
}
