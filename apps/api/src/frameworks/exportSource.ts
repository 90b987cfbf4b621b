/**
 * Export sources of the frameworks search: the framework list (one row per framework, in the
 * search's order) and its suppliers (one row per framework, lot and supplier awarded).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { DEFAULT_BATCH_SIZE, type BatchOptions, type ExportSource } from '../exports/source';
import { searchFrameworks, type FrameworkRow, type FrameworkSearch } from './service';

type Search = Omit<FrameworkSearch, 'limit' | 'offset'>;
const EVERY = 100_000;
const day = (iso: string | null) => (iso ? new Date(iso) : null);

/** Rows read once, given in batches (a framework search is small: the frameworks, not their notices). */
async function* inBatches<Row>(rows: Promise<Row[]>, options: BatchOptions = {}): AsyncIterable<Row[]> {
  const list = await rows;
  const size = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  for (let i = 0; i < list.length; i += size) {
    if (options.signal?.aborted) return;
    yield list.slice(i, i + size);
  }
}

export function frameworkExportSource(db: Executor, search: Search): ExportSource<FrameworkRow> {
  let rows: Promise<FrameworkRow[]> | undefined;
  const all = () => (rows ??= searchFrameworks(db, { ...search, limit: EVERY, offset: 0 }).then((p) => p.results));
  return {
    kind: 'frameworks',
    fileStem: 'frameworks',
    sheetName: 'Frameworks',
    columns: [
      { header: 'Framework', width: 60, value: (r) => r.title },
      { header: 'Buyer', width: 40, value: (r) => r.buyer?.name ?? null },
      { header: 'Stage', value: (r) => r.stage },
      { header: 'Procedure type', width: 30, value: (r) => r.procedureType },
      { header: 'Award type', value: (r) => r.awardType },
      { header: 'Published', type: 'date', value: (r) => day(r.publishDate) },
      { header: 'Expiry', type: 'date', value: (r) => day(r.expiryDate) },
      { header: 'Value', value: (r) => r.value },
      { header: 'Currency', value: (r) => r.currency },
      { header: 'Lots', value: (r) => r.lots },
      { header: 'Suppliers', value: (r) => r.suppliers },
      { header: 'Call-offs', value: (r) => r.callOffs },
      { header: 'Last call-off', type: 'date', value: (r) => day(r.lastActivity) },
      { header: 'Framework id', width: 38, value: (r) => r.guid },
    ],
    count: async () => (await all()).length,
    batches: (options) => inBatches(all(), options),
  };
}

interface SupplierExportRow {
  id: number;
  framework: string;
  framework_guid: string;
  lot: string | null;
  supplier: string;
  supplier_guid: string;
  is_sme: boolean | null;
  call_offs: number;
}

export function frameworkSuppliersExportSource(db: Executor, search: Search): ExportSource<SupplierExportRow> {
  let rows: Promise<SupplierExportRow[]> | undefined;
  const all = () =>
    (rows ??= searchFrameworks(db, { ...search, limit: EVERY, offset: 0 }).then(async (p) => {
      if (!p.results.length) return [];
      const order = new Map(p.results.map((r, i) => [r.id, i]));
      const found = await queryRows<Omit<SupplierExportRow, 'id'> & { fid: string }>(
        db,
        sql`select f.id::text as fid, f.title as framework, f.guid::text as framework_guid, l.lot, o.name as supplier, o.guid::text as supplier_guid,
            o.is_sme, (select count(distinct c.notice_id)::int from framework_call_offs c join awards ca on ca.notice_id = c.notice_id
              join award_suppliers cs on cs.award_id = ca.id where c.framework_id = f.id and cs.organisation_id = o.id) as call_offs
          from frameworks f join awards a on a.notice_id = f.notice_id join award_suppliers sa on sa.award_id = a.id
          join organisations o on o.id = sa.organisation_id
          left join lateral unnest(case when cardinality(a.related_lots) > 0 then a.related_lots else array[null::text] end) l(lot) on true
          where f.id in (${sql.join(p.results.map((r) => sql`${Number(r.id)}::bigint`), sql`, `)})
          group by f.id, f.title, f.guid, l.lot, o.id, o.name, o.guid, o.is_sme`,
      );
      return found
        .sort((a, b) => (order.get(a.fid) ?? 0) - (order.get(b.fid) ?? 0) || (a.lot ?? '').localeCompare(b.lot ?? '') || a.supplier.localeCompare(b.supplier))
        .map(({ fid: _fid, ...r }, id) => ({ ...r, id }));
    }));
  return {
    kind: 'framework_suppliers',
    fileStem: 'framework-suppliers',
    sheetName: 'Framework suppliers',
    columns: [
      { header: 'Framework', width: 60, value: (r) => r.framework },
      { header: 'Lot', value: (r) => r.lot },
      { header: 'Supplier', width: 40, value: (r) => r.supplier },
      { header: 'SME', value: (r) => (r.is_sme === null ? null : r.is_sme ? 'Yes' : 'No') },
      { header: 'Call-offs', value: (r) => r.call_offs },
      { header: 'Framework id', width: 38, value: (r) => r.framework_guid },
      { header: 'Supplier id', width: 38, value: (r) => r.supplier_guid },
    ],
    count: async () => (await all()).length,
    batches: (options) => inBatches(all(), options),
  };
}
