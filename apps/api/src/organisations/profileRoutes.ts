/**
 * REST reads of the buyer, supplier and framework pages (docs/contracts.md "Buyer and supplier
 * pages"). Buyers need BUYERS, suppliers SUPPLIERS, frameworks FRAMEWORKS (guest passes and the
 * Free plan have none of them: 403); an unknown organisation or framework is a 404.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan } from '../policy/index';
import { toSignalJson } from '../records/json';
import { currentTeamSignals } from '../signals/relevance';
import { toPolicySubject } from '../users/currentUser';
import { buyerSuppliers, frameworkCallOffs, frameworkDetails, organisationDetails, supplierBuyers, type OrganisationDetails } from './profiles';
import { spendJson } from './routes';
import { buyerStats, supplierStats } from './service';
import { projectSupplierSpend, viewerOf } from '../policy/projection';
import { frameworkLots } from '../frameworks/service';

const ID_OR_GUID = /^(\d{1,18}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export const BuyerSuppliersBodySchema = z
  .object({
    text: z.string().max(200).optional(),
    sort: z.enum(['name', 'awards_count', 'expiries_count', 'latest_activity']).optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
    limit: z.number().int().min(1).max(100).default(20),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const PageBodySchema = z
  .object({ limit: z.number().int().min(1).max(100).default(20), offset: z.number().int().min(0).max(100_000).default(0) })
  .strict();

export const CallOffsBodySchema = PageBodySchema.extend({
  supplier_guids: z.array(z.uuid('Supplier guids are UUIDs')).max(100).default([]),
}).strict();

export async function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data;
}

function idParam(c: Context<AppEnv>, name: string): string {
  const id = c.req.param(name) ?? '';
  if (!ID_OR_GUID.test(id)) throw badRequest(`${name}: Expected an id or a guid`);
  return id;
}

const paging = (offset: number, limit: number, count: number, total: number) => ({
  total_results: total,
  offset,
  limit,
  next_offset: offset + count < total ? offset + count : null,
});

export const toDetailsJson = (o: OrganisationDetails) => ({
  id: o.id,
  guid: o.guid,
  name: o.name,
  primary_role: o.primaryRole,
  aliases: o.aliases,
  country: o.country,
  country_code: o.countryCode,
  address: o.address,
  town: o.town,
  postal_code: o.postalCode,
  nuts_location: o.nutsLocation,
  url: o.url,
  email: o.email,
  phone: o.phone,
  oscar_id: o.oscarId,
  companies_house_id: o.companiesHouseId,
  is_sme: o.isSme,
  scale: o.scale,
  is_archived: o.isArchived,
  created_at: o.createdAt,
  categories: o.categories.map((x) => ({ buyer_category_id: x.buyerCategoryId, name: x.name, source: x.source })),
});

export function profileRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function organisation(c: Context<AppEnv>, param: string) {
    const org = await organisationDetails(deps.db, idParam(c, param));
    if (!org) throw new HttpError(404, 'not_found', 'No such organisation');
    return org;
  }

  // GET /api/buyers/{id or guid}: the buyer page header and its stats.
  app.get('/buyers/:id{[0-9a-fA-F-]+}', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'buyers.stats' });
    const buyer = await organisation(c, 'id');
    const [stats] = await buyerStats(deps.db, [buyer.guid], { userId: user.id, teamId: user.team.id }, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...toDetailsJson(buyer),
      stats: {
        all_records: stats?.allRecords ?? 0,
        expiries: stats?.expiries ?? 0,
        last_activity: stats?.lastActivity ?? null,
        is_key_account: stats?.isKeyAccount ?? false,
      },
    });
  });

  // POST /api/buyers/{buyer_id}/suppliers_v3: the suppliers the buyer awarded (supplier table in buyer context).
  app.post('/buyers/:id/suppliers_v3', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    assertCan(subject, { type: 'buyers.stats' });
    assertCan(subject, { type: 'suppliers.search' });
    const buyer = await organisation(c, 'id');
    const b = await parseBody(c, BuyerSuppliersBodySchema);
    const team = await currentTeamSignals(deps.db, user.team.id);
    const page = await buyerSuppliers(
      deps.db,
      buyer.guid,
      { text: b.text, sort: b.sort, sortOrder: b.sort_order, limit: b.limit, offset: b.offset },
      team,
      deps.now(),
    );
    return c.json({
      buyer_guid: buyer.guid,
      results: projectSupplierSpend(viewerOf(toPolicySubject(user)), page.results).map((s) => ({
        id: s.id,
        guid: s.guid,
        name: s.name,
        aliases: s.aliases,
        country: s.country,
        country_code: s.countryCode,
        is_sme: s.isSme,
        awards_count: s.awardsCount,
        expiries_count: s.expiriesCount,
        latest_activity: s.latestActivity,
        framework_lots: s.frameworkLots,
        framework_last_activity: s.frameworkLastActivity,
        framework_call_offs: s.frameworkCallOffs,
        call_off_framework_guid: s.callOffFrameworkGuid,
        spend: s.spend && { ...spendJson(s.spend), source: s.spend.source },
        signals: s.signals.map(toSignalJson),
      })),
      paging_info: paging(b.offset, b.limit, page.results.length, page.total),
      sort: page.sort,
      sort_order: page.sortOrder,
    });
  });

  // GET /api/suppliers/{guid}: the supplier page header and its stats.
  app.get('/suppliers/:id{[0-9a-fA-F-]+}', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'suppliers.search' });
    const supplier = await organisation(c, 'id');
    const team = await currentTeamSignals(deps.db, user.team.id);
    const [stats] = await supplierStats(deps.db, [supplier.guid], team, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...toDetailsJson(supplier),
      stats: {
        allRecordsCount: stats?.allRecordsCount ?? 0,
        keywordRecordsCount: stats?.keywordRecordsCount ?? 0,
        keyAccountsCount: stats?.keyAccountsCount ?? 0,
        expiriesCount: stats?.expiriesCount ?? 0,
        latestActivity: stats?.latestActivity ?? null,
        signalName: stats?.signalName ?? null,
        signals: (stats?.signals ?? []).map(toSignalJson),
      },
    });
  });

  // POST /api/suppliers/{id}/buyers: buyers that awarded the supplier, most awards first.
  app.post('/suppliers/:id/buyers', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'suppliers.search' });
    const supplier = await organisation(c, 'id');
    const b = await parseBody(c, PageBodySchema);
    const page = await supplierBuyers(deps.db, supplier.guid, b);
    return c.json({
      results: page.results.map((r) => ({
        id: r.id,
        guid: r.guid,
        name: r.name,
        country_code: r.countryCode,
        awards_count: r.awardsCount,
        total_value: r.totalValue,
        latest_award: r.latestAward,
      })),
      paging_info: paging(b.offset, b.limit, page.results.length, page.total),
    });
  });

  async function framework(c: Context<AppEnv>) {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'dataType.use', dataType: 'FRAMEWORKS' });
    const fw = await frameworkDetails(deps.db, idParam(c, 'id'));
    if (!fw) throw new HttpError(404, 'not_found', 'No such framework');
    return fw;
  }

  // GET /api/frameworks/{id or guid}: title, buyer, call-off stats and the suppliers of its call-offs.
  app.get('/frameworks/:id', async (c) => {
    const fw = await framework(c);
    return c.json({
      id: fw.id,
      guid: fw.guid,
      title: fw.title,
      notice_guid: fw.noticeGuid,
      procedure_type: fw.procedureType,
      award_type: fw.awardType,
      stage: fw.stage,
      publish_date: fw.publishDate,
      expiry_date: fw.expiryDate,
      buyer: fw.buyer,
      call_off_stats: {
        count: fw.callOffStats.count,
        average_amount: fw.callOffStats.averageAmount,
        last_activity: fw.callOffStats.lastActivity,
      },
      suppliers: fw.suppliers.map((s) => ({ guid: s.guid, name: s.name, call_offs: s.callOffs })),
      lots: (await frameworkLots(deps.db, fw.id)).map((l) => ({ key: l.key, title: l.title, value: l.value, currency: l.currency, suppliers: l.suppliers })),
    });
  });

  // POST /api/frameworks/{id}/call_offs: the framework's call-offs, optionally for some suppliers.
  app.post('/frameworks/:id/call_offs', async (c) => {
    const fw = await framework(c);
    const b = await parseBody(c, CallOffsBodySchema);
    const page = await frameworkCallOffs(deps.db, fw.guid, { supplierGuids: b.supplier_guids, limit: b.limit, offset: b.offset });
    return c.json({
      results: page.results.map((r) => ({
        guid: r.guid,
        name: r.name,
        stage: r.stage,
        publish_date: r.publishDate,
        award_date: r.awardDate,
        value: r.value,
        currency: r.currency,
        buyer: r.buyer,
        suppliers: r.suppliers,
      })),
      paging_info: paging(b.offset, b.limit, page.results.length, page.total),
    });
  });

  return app;
}
