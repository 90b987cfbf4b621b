/**
 * Export source for suppliers (POST /api/suppliers/export), read straight from the tables until
 * the search branch's supplier search service lands and replaces the filter here.
 *
 * Body: `{ guids: [...] }` (a selection) or `{ filters: {...} }`, plus `format`. Filters (all optional):
 *   text          name contains (case-insensitive)
 *   country_codes ISO 3166-1 alpha-2
 *   is_sme        true | false
 *   buyer_guids   suppliers awarded by these buyers
 * Order: notice count descending (spec 2§9 default supplier sort), then name.
 */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { noticeOrganisations, notices, organisations } from '../../db/schema/index';
import type { ExportSource } from '../source';
import { organisationConditions, organisationsExportSource, type OrganisationExportRow } from './organisations';

export const SupplierFiltersSchema = z.strictObject({
  text: z.string().trim().max(200, 'Search text is at most 200 characters').optional(),
  country_codes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'Country codes are two letters')).max(300).optional(),
  is_sme: z.boolean().optional(),
  buyer_guids: z.array(z.uuid('Buyer guids are UUIDs')).max(1000).optional(),
});
export type SupplierFilters = z.infer<typeof SupplierFiltersSchema>;

const buyers = alias(organisations, 'buyer');

export type SupplierSelection = { guids: string[] } | { filters: SupplierFilters };

export function suppliersExportSource(db: Executor, selection: SupplierSelection): ExportSource<OrganisationExportRow> {
  const where: SQL[] = [eq(organisations.primaryRole, 'SUPPLIER')];
  if ('guids' in selection) {
    where.push(...organisationConditions({ ids: selection.guids }));
  } else {
    const f = selection.filters;
    where.push(
      ...organisationConditions({
        ...(f.text ? { text: f.text } : {}),
        ...(f.country_codes ? { countryCodes: f.country_codes } : {}),
        ...(f.is_sme !== undefined ? { isSme: f.is_sme } : {}),
      }),
    );
    if (f.buyer_guids?.length) {
      where.push(sql`exists (select 1 from ${noticeOrganisations} join ${notices} on ${notices.id} = ${noticeOrganisations.noticeId}
        where ${noticeOrganisations.organisationId} = ${organisations.id} and ${noticeOrganisations.role} = 'supplier'
        and ${inArray(notices.buyerId, sql`(select ${buyers.id} from ${buyers} where ${inArray(buyers.guid, f.buyer_guids)})`)})`);
    }
  }
  return organisationsExportSource(
    db,
    { where, order: [desc(organisations.noticeCount), asc(organisations.name)] },
    { kind: 'suppliers', fileStem: 'suppliers', sheetName: 'Suppliers' },
  );
}
