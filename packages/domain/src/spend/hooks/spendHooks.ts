/** Invoiced spend reads (GraphQL `spendBuyers`, `spendOverview`, normalised cache) and the spend request (REST). */
import { useCallback, useMemo, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { useGraphRead } from '../../lib/useGraphRead';
import { SpendBuyersQuery, SpendOverviewQuery, type SpendBuyersQueryData, type SpendOverviewQueryData, type SpendSearchInput } from '../graphql/operations';
import type { SpendInterval } from '../rules/index';
import { RequestSpendSchema, type SpendBuyer, type SpendOverview } from '../schemas/spend';

const NO_VARIABLES = {} as Record<string, never>;

const fromSpendBuyers = (d: SpendBuyersQueryData): SpendBuyer[] =>
  d.spendBuyers.map((b) => ({ guid: b.guid, name: b.name, totalValue: b.totalValue, payments: b.payments, synthetic: b.synthetic }));

/** The query's answer in the shape the REST read has (SpendOverviewSchema's output). */
export function fromSpendOverview(d: SpendOverviewQueryData): SpendOverview {
  const o = d.spendOverview;
  return {
    stats: { totalValue: o.stats.totalValue, totalAwarded: o.stats.totalAwarded, avgContractValue: o.stats.avgContractValue, percentToSmes: o.stats.percentToSmes },
    overTime: o.overTime.map((p) => ({ period: p.period, totalValue: p.totalValue, payments: p.payments })),
    topSuppliers: o.topSuppliers.map((s) => ({ guid: s.guid, name: s.name, isSme: s.isSme, totalValue: s.totalValue, payments: s.payments })),
    byBuyer: o.byBuyer.map((s) => ({ guid: s.guid, name: s.name, totalValue: s.totalValue, payments: s.payments })),
    synthetic: o.synthetic,
    firstPayment: o.firstPayment,
    lastPayment: o.lastPayment,
    interval: o.interval as SpendInterval,
  };
}

export const useSpendBuyers = (pause = false) => useGraphRead(SpendBuyersQuery, NO_VARIABLES, fromSpendBuyers, pause);

export interface SpendOverviewRequest {
  buyerGuids?: readonly string[];
  supplierGuids?: readonly string[];
  from?: string;
  to?: string;
  interval: SpendInterval;
}

/** Spend stats, spend over time, top suppliers and spend by buyer for a scope (GraphQL `spendOverview`). */
export function useSpendOverview(request: SpendOverviewRequest, pause = false) {
  const key = JSON.stringify([request.buyerGuids ?? [], request.supplierGuids ?? [], request.from ?? null, request.to ?? null, request.interval]);
  const variables = useMemo(() => {
    const [buyerGuids, supplierGuids, from, to, interval] = JSON.parse(key) as [string[], string[], string | null, string | null, SpendInterval];
    const input: SpendSearchInput = { buyerGuids, supplierGuids, interval, ...(from ? { from } : {}), ...(to ? { to } : {}) };
    return { request: input };
  }, [key]);
  return useGraphRead(SpendOverviewQuery, variables, fromSpendOverview, pause);
}

/** POST /api/buyers/{guid}/request_spend: remembers per buyer that this session asked. */
export function useRequestSpend() {
  const session = useTenderlensSession();
  const [requested, setRequested] = useState<Record<string, 'sending' | 'sent' | 'error'>>({});
  const request = useCallback(
    async (buyerGuid: string) => {
      setRequested((r) => ({ ...r, [buyerGuid]: 'sending' }));
      try {
        await session.apiFetch(`/api/buyers/${encodeURIComponent(buyerGuid)}/request_spend`, { method: 'POST', body: {}, schema: RequestSpendSchema });
        setRequested((r) => ({ ...r, [buyerGuid]: 'sent' }));
        return true;
      } catch {
        setRequested((r) => ({ ...r, [buyerGuid]: 'error' }));
        return false;
      }
    },
    [session],
  );
  return { requested, request };
}
