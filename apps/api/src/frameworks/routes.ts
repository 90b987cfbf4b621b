/**
 * REST of the frameworks search (issue 15, docs/contracts.md "Frameworks"): `POST /api/frameworks/search`
 * and `POST /api/frameworks/export` (the framework list or its suppliers, csv or xlsx, through the
 * export service). Both need FRAMEWORKS; the export also the export rules (EXPORTS, row limit).
 * `GET /api/frameworks/{id}` and `POST /api/frameworks/{id}/call_offs` are the profile routes'.
 */
import { FRAMEWORK_SORTS } from '@tenderlens/domain/frameworks';
import { Hono } from 'hono';
import { z } from 'zod';
import { ExportFormatSchema } from '../exports/schemas';
import { checkExport, streamExportResponse } from '../exports/service';
import type { AppDeps, AppEnv } from '../http/context';
import { parseBody } from '../organisations/profileRoutes';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { frameworkExportSource, frameworkSuppliersExportSource } from './exportSource';
import { frameworkProcedureTypes, searchFrameworks, type FrameworkRow, type FrameworkSearch } from './service';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

export const FrameworkFiltersSchema = z.strictObject({
  text: z.string().trim().max(200, 'Search text is at most 200 characters').optional(),
  buyer_guids: list(z.uuid('Buyer guids are UUIDs'), 100),
  cpv_codes: list(z.string().regex(/^\d{2,8}$/, 'CPV codes are 2 to 8 digits'), 100),
  stage: list(z.enum(['STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED']), 5),
  procedure_types: list(z.string().min(1).max(200), 50),
  award_types: list(z.string().min(1).max(100), 10),
  expiry_date: z
    .strictObject({ from: z.string().regex(DAY, 'Dates are YYYY-MM-DD').optional(), to: z.string().regex(DAY, 'Dates are YYYY-MM-DD').optional() })
    .optional(),
  sort: z.enum(FRAMEWORK_SORTS).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
});
export type FrameworkFilters = z.infer<typeof FrameworkFiltersSchema>;

export const FrameworkSearchBodySchema = FrameworkFiltersSchema.extend({
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
});

export const FrameworkExportBodySchema = z.strictObject({
  filters: FrameworkFiltersSchema.default({ buyer_guids: [], cpv_codes: [], stage: [], procedure_types: [], award_types: [] }),
  what: z.enum(['frameworks', 'suppliers']).default('frameworks'),
  format: ExportFormatSchema.default('csv'),
});

export const toFrameworkSearch = (f: FrameworkFilters): Omit<FrameworkSearch, 'limit' | 'offset'> => ({
  text: f.text,
  buyerGuids: f.buyer_guids,
  cpvCodes: f.cpv_codes,
  stages: f.stage,
  procedureTypes: f.procedure_types,
  awardTypes: f.award_types,
  expiry: f.expiry_date,
  sort: f.sort,
  sortOrder: f.sort_order,
});

export const toFrameworkJson = (r: FrameworkRow) => ({
  id: r.id,
  guid: r.guid,
  title: r.title,
  notice_guid: r.noticeGuid,
  ocid: r.ocid,
  stage: r.stage,
  procedure_type: r.procedureType,
  award_type: r.awardType,
  publish_date: r.publishDate,
  expiry_date: r.expiryDate,
  value: r.value,
  currency: r.currency,
  buyer: r.buyer,
  lots: r.lots,
  suppliers: r.suppliers,
  call_offs: r.callOffs,
  last_activity: r.lastActivity,
});

export function frameworkRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/frameworks/search', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'dataType.use', dataType: 'FRAMEWORKS' });
    const b = await parseBody(c, FrameworkSearchBodySchema);
    const [page, procedureTypes] = await Promise.all([
      searchFrameworks(deps.db, { ...toFrameworkSearch(b), limit: b.limit, offset: b.offset }),
      frameworkProcedureTypes(deps.db),
    ]);
    const end = b.offset + page.results.length;
    return c.json({
      results: page.results.map(toFrameworkJson),
      paging_info: { total_results: page.total, offset: b.offset, limit: b.limit, next_offset: end < page.total ? end : null },
      counts: { stage: page.stageCounts },
      procedure_types: procedureTypes,
      sort: page.sort,
      sort_order: page.sortOrder,
    });
  });

  app.post('/frameworks/export', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    assertCan(subject, { type: 'dataType.use', dataType: 'FRAMEWORKS' });
    const b = await parseBody(c, FrameworkExportBodySchema);
    const search = toFrameworkSearch(b.filters);
    const source = b.what === 'suppliers' ? frameworkSuppliersExportSource(deps.db, search) : frameworkExportSource(deps.db, search);
    await checkExport(subject, source);
    return streamExportResponse(deps, source, b.format);
  });

  return app;
}
