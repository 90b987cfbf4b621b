/**
 * The spend-data API (issue 15, spec 2§7 "A spend-data API lives under /api/spend-data"; decision 0046).
 * Everything under /api/spend-data needs SPEND; `POST /api/buyers/{guid}/request_spend` is open to
 * every signed-in user (asking for data one does not have is the point).
 */
import { DEFAULT_SPEND_INTERVAL, SPEND_INTERVALS, TOP_SPEND_SUPPLIERS } from '@tenderlens/domain/spend';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../organisations/profileRoutes';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { requestSpend, spendBuyers, spendOverview, supplierSpendTotals, type SpendStats } from './service';
import { queryRows } from '../db/client';
import { sql } from 'drizzle-orm';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const SpendSearchBodySchema = z.strictObject({
  buyer_guids: z.array(z.uuid('Buyer guids are UUIDs')).max(100).default([]),
  supplier_guids: z.array(z.uuid('Supplier guids are UUIDs')).max(100).default([]),
  from: z.string().regex(DAY, 'Dates are YYYY-MM-DD').optional(),
  to: z.string().regex(DAY, 'Dates are YYYY-MM-DD').optional(),
  interval: z.enum(SPEND_INTERVALS).default(DEFAULT_SPEND_INTERVAL),
  top: z.number().int().min(1).max(50).default(TOP_SPEND_SUPPLIERS),
});

export const SupplierTotalsBodySchema = z.strictObject({
  supplier_guids: z.array(z.uuid('Supplier guids are UUIDs')).min(1).max(200),
  buyer_guids: z.array(z.uuid('Buyer guids are UUIDs')).max(100).default([]),
});

/** POST /api/buyers/{guid}/request_spend takes no fields. */
export const RequestSpendBodySchema = z.strictObject({});

export const spendStatsJson = (s: SpendStats) => ({
  totalValue: s.totalValue,
  totalAwarded: s.totalAwarded,
  avgContractValue: s.avgContractValue,
  percentToSmes: s.percentToSmes,
});

export function spendRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const spendUser = (c: Context<AppEnv>) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'dataType.use', dataType: 'SPEND' });
    return user;
  };

  // GET /api/spend-data/buyers: buyers with payment data (and whether it is the demo's synthetic set).
  app.get('/spend-data/buyers', async (c) => {
    spendUser(c);
    const buyers = await spendBuyers(deps.db);
    return c.json({ buyers: buyers.map((b) => ({ guid: b.guid, name: b.name, total_value: b.totalValue, payments: b.payments, synthetic: b.synthetic })) });
  });

  // POST /api/spend-data/search: spend stats, spend over time, top suppliers and spend by buyer for a scope.
  app.post('/spend-data/search', async (c) => {
    spendUser(c);
    const b = await parseBody(c, SpendSearchBodySchema);
    if (b.from && b.to && b.from > b.to) throw badRequest('from is after to');
    const o = await spendOverview(deps.db, { buyerGuids: b.buyer_guids, supplierGuids: b.supplier_guids, from: b.from, to: b.to }, b.interval, b.top);
    return c.json({
      stats: spendStatsJson(o.stats),
      over_time: o.overTime.map((p) => ({ period: p.period, total_value: p.totalValue, payments: p.payments })),
      top_suppliers: o.topSuppliers.map((s) => ({ guid: s.guid, name: s.name, is_sme: s.isSme, total_value: s.totalValue, payments: s.payments })),
      by_buyer: o.byBuyer.map((s) => ({ guid: s.guid, name: s.name, total_value: s.totalValue, payments: s.payments })),
      synthetic: o.synthetic,
      first_payment: o.firstPayment,
      last_payment: o.lastPayment,
      interval: b.interval,
    });
  });

  // POST /api/spend-data/supplier_totals: supplier spend totals by supplier (and buyer) ids.
  app.post('/spend-data/supplier_totals', async (c) => {
    spendUser(c);
    const b = await parseBody(c, SupplierTotalsBodySchema);
    const ids = await queryRows<{ id: string; guid: string }>(
      deps.db,
      sql`select id::text as id, guid::text as guid from organisations where guid in (${sql.join(b.supplier_guids.map((g) => sql`${g}::uuid`), sql`, `)})`,
    );
    const totals = await supplierSpendTotals(deps.db, ids.map((i) => Number(i.id)), b.buyer_guids);
    return c.json({
      totals: ids.flatMap((i) => {
        const t = totals.get(Number(i.id));
        return t ? [{ supplier_guid: i.guid, ...spendStatsJson(t), synthetic: t.synthetic }] : [];
      }),
    });
  });

  // POST /api/buyers/{guid}/request_spend: records that the caller's company wants this buyer's spend data.
  app.post('/buyers/:guid/request_spend', async (c) => {
    const { user } = c.get('auth');
    const guid = c.req.param('guid');
    if (!GUID.test(guid)) throw badRequest('guid: Expected a guid');
    await parseBody(c, RequestSpendBodySchema);
    const ok = await requestSpend(deps.db, guid, { userId: user.id, companyId: user.company.id });
    if (!ok) throw new HttpError(404, 'not_found', 'No such buyer');
    return c.json({ requested: true }, 201);
  });

  return app;
}
