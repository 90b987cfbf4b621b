/** REST organisation, supplier, buyer and CPV reads (docs/contracts.md). */
import { Hono, type Context } from 'hono';
import type { ZodError } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan } from '../policy/index';
import { viewerOf } from '../policy/projection';
import { toSignalJson } from '../records/json';
import { currentTeamSignals } from '../signals/relevance';
import { toPolicySubject } from '../users/currentUser';
import {
  BuyerStatsBodySchema,
  CpvCodesQuerySchema,
  CpvStatsQuerySchema,
  OrganisationSearchBodySchema,
  SupplierSearchBodySchema,
  SupplierStatsBodySchema,
} from './schemas';
import {
  buyerCategories,
  buyerCpvStats,
  buyerStats,
  cpvCodeTree,
  searchOrganisations,
  supplierStats,
  type OrganisationView,
  type SpendStats,
} from './service';
import { runSupplierSearch } from './supplierSearch';

async function body<T>(c: Context<AppEnv>, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data;
}

export const toOrganisationJson = (o: OrganisationView) => ({
  id: o.id,
  guid: o.guid,
  name: o.name,
  country_code: o.countryCode,
  primary_role: o.primaryRole,
  notice_count: o.noticeCount,
  aliases: o.aliases,
  is_sme: o.isSme,
  oscar_id: o.oscarId,
  town: o.town,
  url: o.url,
  categories: o.categories.map((c) => ({ buyer_category_id: c.buyerCategoryId, name: c.name, source: c.source })),
  nuts_location: o.nutsLocation,
});

export const spendJson = (s: SpendStats) => ({
  totalValue: s.totalValue,
  totalAwarded: s.totalAwarded,
  avgContractValue: s.avgContractValue,
  percentToSmes: s.percentToSmes,
});

export function organisationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/organisations/search', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'organisations.search' });
    const q = await body(c, OrganisationSearchBodySchema);
    const { orgs, total } = await searchOrganisations(deps.db, { ...q, viewer: viewerOf(toPolicySubject(user)) });
    const offset = (q.page - 1) * q.limit;
    return c.json({
      results: orgs.map(toOrganisationJson),
      paging_info: { total_results: total, offset, limit: q.limit, next_offset: offset + orgs.length < total ? offset + orgs.length : null },
    });
  });

  app.post('/suppliers', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'suppliers.search' });
    const b = await body(c, SupplierSearchBodySchema);
    const result = await runSupplierSearch(deps.db, user, b, deps.now());
    const end = b.offset + result.results.length;
    return c.json({
      results: result.results.map((s) => ({
        id: s.id,
        guid: s.guid,
        name: s.name,
        country: s.country,
        country_code: s.countryCode,
        is_sme: s.isSme,
        awards_count: s.awardsCount,
        expiries_count: s.expiriesCount,
        latest_activity: s.latestActivity,
        signals: s.signals.map(toSignalJson),
        framework_lots: s.frameworkLots,
        framework_call_offs: s.frameworkCallOffs,
        framework_last_activity: s.frameworkLastActivity,
        call_off_framework_guid: s.callOffFrameworkGuid,
        spend: s.spend && { ...spendJson(s.spend), source: s.spend.source },
      })),
      paging_info: { total_results: result.total, offset: b.offset, limit: b.limit, next_offset: end < result.total ? end : null },
      sort: result.sort,
      sort_order: result.sortOrder,
    });
  });

  app.post('/suppliers/supplier_stats', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'suppliers.search' });
    const guids = await body(c, SupplierStatsBodySchema);
    const team = await currentTeamSignals(deps.db, user.team.id);
    const stats = await supplierStats(deps.db, guids, team, deps.now());
    return c.json({
      results: stats.map((s) => ({
        guid: s.guid,
        allRecordsCount: s.allRecordsCount,
        keywordRecordsCount: s.keywordRecordsCount,
        keyAccountsCount: s.keyAccountsCount,
        expiriesCount: s.expiriesCount,
        latestActivity: s.latestActivity,
        signalName: s.signalName,
        signals: s.signals.map(toSignalJson),
      })),
    });
  });

  app.post('/buyers/stats', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'buyers.stats' });
    const b = await body(c, BuyerStatsBodySchema);
    const stats = await buyerStats(deps.db, b.buyer_guids, { userId: user.id, teamId: user.team.id }, deps.now());
    return c.json({ results: stats });
  });

  app.get('/buyers/buyer_categories', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'organisations.search' });
    const categories = await buyerCategories(deps.db);
    return c.json({ buyer_categories: categories.map((b) => ({ id: b.id, slug: b.slug, name: b.name, parent_id: b.parentId })) });
  });

  app.get('/buyers/:id/cpv_stats', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'buyers.stats' });
    const id = c.req.param('id');
    if (!/^(\d{1,18}|[0-9a-fA-F-]{36})$/.test(id)) throw badRequest('The buyer id is a number or a guid');
    const q = CpvStatsQuerySchema.safeParse({ expiries: c.req.query('expiries'), period: c.req.query('period'), years: c.req.query('years') });
    if (!q.success) throw badRequest(q.error);
    const stats = await buyerCpvStats(deps.db, id, q.data, deps.now());
    if (!stats) throw new HttpError(404, 'not_found', 'No such buyer');
    return c.json({
      buyer_guid: stats.buyerGuid,
      mode: stats.mode,
      years: stats.years,
      from: stats.from,
      to: stats.to,
      overallStats: spendJson(stats.overallStats),
      perCpvStats: stats.perCpvStats.map((p) => ({ code: p.code, name: p.name, ...spendJson(p) })),
    });
  });

  app.get('/cpv_codes', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'organisations.search' });
    const q = CpvCodesQuerySchema.safeParse({ sectors: c.req.query('sectors'), parent: c.req.query('parent') });
    if (!q.success) throw badRequest(q.error);
    const codes = await cpvCodeTree(deps.db, q.data);
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json({
      cpv_codes: codes.map((x) => ({ code: x.code, full_code: x.fullCode, name: x.name, level: x.level, parent_code: x.parentCode, division: x.division })),
    });
  });

  return app;
}
