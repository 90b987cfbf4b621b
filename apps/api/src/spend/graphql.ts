/**
 * GraphQL invoiced spend (issue 15, decision 0046): `spendBuyers` and `spendOverview`, the twins of
 * GET /api/spend-data/buyers and POST /api/spend-data/search for the client's normalised cache. The
 * same body schema validates both; both need SPEND.
 */
import { builder, guard } from '../graphql/builder';
import { GraphQLError } from 'graphql';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { SpendSearchBodySchema } from './routes';
import { spendBuyers, spendOverview, type SpendOverview, type SpendStats } from './service';

type SpendBuyerRow = Awaited<ReturnType<typeof spendBuyers>>[number];

const SpendBuyerRef = builder.objectRef<SpendBuyerRow>('SpendBuyer').implement({
  description: 'A buyer with payment data.',
  fields: (t) => ({
    guid: t.exposeID('guid'),
    name: t.exposeString('name'),
    totalValue: t.exposeFloat('totalValue'),
    payments: t.exposeInt('payments'),
    synthetic: t.exposeBoolean('synthetic', { description: "The demo's synthetic payments, not published data." }),
  }),
});

const InvoicedSpendStatsRef = builder.objectRef<SpendStats>('InvoicedSpendStats').implement({
  fields: (t) => ({
    totalValue: t.exposeFloat('totalValue'),
    totalAwarded: t.exposeInt('totalAwarded'),
    avgContractValue: t.exposeFloat('avgContractValue', { nullable: true }),
    percentToSmes: t.exposeFloat('percentToSmes', { nullable: true }),
  }),
});

const SpendPeriodRef = builder.objectRef<SpendOverview['overTime'][number]>('SpendPeriod').implement({
  fields: (t) => ({ period: t.exposeString('period'), totalValue: t.exposeFloat('totalValue'), payments: t.exposeInt('payments') }),
});

const SpendSupplierRef = builder.objectRef<SpendOverview['topSuppliers'][number]>('SpendSupplierTotal').implement({
  fields: (t) => ({
    guid: t.exposeID('guid', { nullable: true }),
    name: t.exposeString('name'),
    isSme: t.exposeBoolean('isSme', { nullable: true }),
    totalValue: t.exposeFloat('totalValue'),
    payments: t.exposeInt('payments'),
  }),
});

const SpendBuyerTotalRef = builder.objectRef<SpendOverview['byBuyer'][number]>('SpendBuyerTotal').implement({
  fields: (t) => ({ guid: t.exposeID('guid'), name: t.exposeString('name'), totalValue: t.exposeFloat('totalValue'), payments: t.exposeInt('payments') }),
});

const SpendOverviewRef = builder.objectRef<SpendOverview & { interval: string }>('SpendOverview').implement({
  fields: (t) => ({
    stats: t.field({ type: InvoicedSpendStatsRef, resolve: (o) => o.stats }),
    overTime: t.field({ type: [SpendPeriodRef], resolve: (o) => o.overTime }),
    topSuppliers: t.field({ type: [SpendSupplierRef], resolve: (o) => o.topSuppliers }),
    byBuyer: t.field({ type: [SpendBuyerTotalRef], resolve: (o) => o.byBuyer }),
    synthetic: t.exposeBoolean('synthetic'),
    firstPayment: t.exposeString('firstPayment', { nullable: true }),
    lastPayment: t.exposeString('lastPayment', { nullable: true }),
    interval: t.exposeString('interval', { description: 'month | quarter | year' }),
  }),
});

const SpendSearchInput = builder.inputType('SpendSearchRequest', {
  fields: (t) => ({
    buyerGuids: t.idList(),
    supplierGuids: t.idList(),
    from: t.string({ description: 'YYYY-MM-DD' }),
    to: t.string({ description: 'YYYY-MM-DD' }),
    interval: t.string({ description: 'month | quarter | year' }),
    top: t.int(),
  }),
});

builder.queryFields((t) => ({
  spendBuyers: t.field({
    type: [SpendBuyerRef],
    description: 'Buyers with payment data, by name (needs SPEND).',
    resolve: (_root, _args, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'dataType.use', dataType: 'SPEND' }));
        return spendBuyers(ctx.deps.db);
      }),
  }),
  spendOverview: t.field({
    type: SpendOverviewRef,
    description: 'Spend stats, spend over time, top suppliers and spend by buyer for a scope (needs SPEND).',
    args: { request: t.arg({ type: SpendSearchInput, required: true }) },
    resolve: (_root, { request: r }, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'dataType.use', dataType: 'SPEND' }));
        const set = <T>(v: T | null | undefined) => (v === null || v === undefined ? undefined : v);
        const b = parseArgs(SpendSearchBodySchema, {
          buyer_guids: set(r.buyerGuids),
          supplier_guids: set(r.supplierGuids),
          from: set(r.from),
          to: set(r.to),
          interval: set(r.interval),
          top: set(r.top),
        });
        if (b.from && b.to && b.from > b.to) throw new GraphQLError('from is after to', { extensions: { code: 'BAD_USER_INPUT' } });
        const o = await spendOverview(ctx.deps.db, { buyerGuids: b.buyer_guids, supplierGuids: b.supplier_guids, from: b.from, to: b.to }, b.interval, b.top);
        return { ...o, interval: b.interval };
      }),
  }),
}));
