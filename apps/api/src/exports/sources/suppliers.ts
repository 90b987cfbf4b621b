/**
 * Export source for suppliers (POST /api/suppliers/export and /api/suppliers/async_export): the
 * suppliers table's own search (organisations/service.ts `searchSupplierIds`), so a file holds the
 * rows the table shows, in its order.
 *
 * Body: `{ guids: [...] }` (a selection) or `{ filters: {...} }`, plus `format`. Filters (all optional,
 * the wire form of POST /api/suppliers):
 *   text                name contains (or is similar to)
 *   country_codes       ISO 3166-1 alpha-2
 *   is_sme              true | false
 *   supplier_guids      the chosen suppliers
 *   signals             team signal ids: competitor:/partner: pick suppliers (the competitors and
 *                       partners tabs), keyword:/cpv: suppliers of matching notices
 *   buyer_guids, buyer_ids, buyer_list_ids, buyer_category_ids
 *                       suppliers awarded by these buyers, buyers on these lists, buyers of these types
 *   sort, sort_order    as the table (default: the spec 1§5 rule)
 * Buyer lists and signals are read in the exporting user's terms (another team's list → 403, unknown → 404).
 */
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { organisations, users } from '../../db/schema/index';
import { DEFAULT_FILTER } from '../../records/filter';
import { PUBLIC_VIEWER } from '../../policy/projection';
import { resolveScope } from '../../records/service';
import { searchSupplierIds, type SupplierSearch } from '../../organisations/service';
import { currentTeamSignals } from '../../signals/relevance';
import type { ExportSource } from '../source';
import {
  organisationConditions,
  organisationsByIdsExportSource,
  organisationsExportSource,
  type OrganisationExportRow,
} from './organisations';

const listOf = <T extends z.ZodType>(item: T, max: number, what: string) => z.array(item).max(max, `At most ${max} ${what}`).optional();

export const SupplierFiltersSchema = z.strictObject({
  text: z.string().trim().max(200, 'Search text is at most 200 characters').optional(),
  country_codes: listOf(z.string().regex(/^[A-Za-z]{2}$/, 'Country codes are two letters'), 300, 'country codes'),
  is_sme: z.boolean().optional(),
  supplier_guids: listOf(z.uuid('Supplier guids are UUIDs'), 1000, 'suppliers'),
  signals: listOf(z.string().min(3).max(300), 1000, 'signals'),
  buyer_guids: listOf(z.uuid('Buyer guids are UUIDs'), 1000, 'buyers'),
  buyer_ids: listOf(z.number().int().positive(), 1000, 'buyers'),
  buyer_list_ids: listOf(z.string().regex(/^(\d{1,18}|[0-9a-fA-F-]{36})$/, 'Buyer list ids are ids or guids'), 100, 'buyer lists'),
  buyer_category_ids: listOf(z.number().int().positive(), 100, 'buyer types'),
  sort: z.enum(['name', 'awards_count', 'expiries_count', 'latest_activity']).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
});
export type SupplierFilters = z.infer<typeof SupplierFiltersSchema>;

export type SupplierSelection = { guids: string[] } | { filters: SupplierFilters };

/** The exporting user's team and company (a job is built again from its owner's id). */
export async function exportOwner(db: Executor, userId: number): Promise<{ userId: number; teamId: number; companyId: number }> {
  const [row] = await db.select({ teamId: users.teamId, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`Export owner ${userId} no longer exists`);
  return { userId, ...row };
}

/** The filters as the supplier search takes them (every match: no paging). */
export function toSupplierSearch(f: SupplierFilters, buyerListIds: number[]): SupplierSearch {
  return {
    text: f.text,
    sort: f.sort,
    sortOrder: f.sort_order,
    limit: 0,
    offset: 0,
    signals: f.signals ?? [],
    buyerGuids: f.buyer_guids ?? [],
    buyerIds: f.buyer_ids ?? [],
    buyerListIds,
    buyerCategoryIds: f.buyer_category_ids ?? [],
    showKeyAccountsOnly: false,
    supplierGuids: f.supplier_guids,
    isSme: f.is_sme,
    countryCodes: f.country_codes?.map((c) => c.toUpperCase()),
  };
}

/**
 * A selection exports those suppliers (most notices first); filters export the table's search in its
 * order, read in `owner`'s terms (their team's signals and buyer lists).
 */
export function suppliersExportSource(
  db: Executor,
  selection: SupplierSelection,
  owner: { userId: number },
  now: () => Date = () => new Date(),
): ExportSource<OrganisationExportRow> {
  const naming = { kind: 'suppliers', fileStem: 'suppliers', sheetName: 'Suppliers' } as const;
  if ('guids' in selection) {
    return organisationsExportSource(
      db,
      {
        where: [eq(organisations.primaryRole, 'SUPPLIER'), ...organisationConditions({ ids: selection.guids })],
        order: [desc(organisations.noticeCount), asc(organisations.name)],
      },
      naming,
    );
  }
  const f = selection.filters;
  return organisationsByIdsExportSource(
    db,
    async () => {
      const who = await exportOwner(db, owner.userId);
      const scope = await resolveScope(db as Database, { ...DEFAULT_FILTER, buyerListIds: f.buyer_list_ids ?? [] }, { ...who, viewer: PUBLIC_VIEWER }); // only its buyer lists are read
      const team = await currentTeamSignals(db, who.teamId);
      return searchSupplierIds(db, toSupplierSearch(f, scope.buyerListIds), team, now());
    },
    naming,
  );
}
