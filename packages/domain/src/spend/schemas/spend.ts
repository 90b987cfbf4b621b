/** Wire schemas of the spend-data API (/api/spend-data, decision 0046), camelCased for the screens. */
import { z } from 'zod';

export const SpendStatsSchema = z.object({
  totalValue: z.number(),
  totalAwarded: z.number(),
  avgContractValue: z.number().nullable(),
  percentToSmes: z.number().nullable(),
});
export type InvoicedSpendStats = z.output<typeof SpendStatsSchema>;

export const SpendBuyersSchema = z
  .object({ buyers: z.array(z.object({ guid: z.string(), name: z.string(), total_value: z.number(), payments: z.number(), synthetic: z.boolean() })) })
  .transform((b) => b.buyers.map((x) => ({ guid: x.guid, name: x.name, totalValue: x.total_value, payments: x.payments, synthetic: x.synthetic })));
export type SpendBuyer = z.output<typeof SpendBuyersSchema>[number];

export const SpendOverviewSchema = z
  .object({
    stats: SpendStatsSchema,
    over_time: z.array(z.object({ period: z.string(), total_value: z.number(), payments: z.number() })),
    top_suppliers: z.array(z.object({ guid: z.string().nullable(), name: z.string(), is_sme: z.boolean().nullable(), total_value: z.number(), payments: z.number() })),
    by_buyer: z.array(z.object({ guid: z.string(), name: z.string(), total_value: z.number(), payments: z.number() })),
    synthetic: z.boolean(),
    first_payment: z.string().nullable(),
    last_payment: z.string().nullable(),
    interval: z.enum(['month', 'quarter', 'year']),
  })
  .transform((o) => ({
    stats: o.stats,
    overTime: o.over_time.map((p) => ({ period: p.period, totalValue: p.total_value, payments: p.payments })),
    topSuppliers: o.top_suppliers.map((s) => ({ guid: s.guid, name: s.name, isSme: s.is_sme, totalValue: s.total_value, payments: s.payments })),
    byBuyer: o.by_buyer.map((s) => ({ guid: s.guid, name: s.name, totalValue: s.total_value, payments: s.payments })),
    synthetic: o.synthetic,
    firstPayment: o.first_payment,
    lastPayment: o.last_payment,
    interval: o.interval,
  }));
export type SpendOverview = z.output<typeof SpendOverviewSchema>;

export const RequestSpendSchema = z.object({ requested: z.literal(true) });
