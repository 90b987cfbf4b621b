/** Reads of the buyer, supplier and framework pages (docs/contracts.md "Buyer and supplier pages"). */
import { useCallback, useMemo } from 'react';
import { useTenderlensSession } from '../../client/session';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DEFAULT_BUYER_COUNTRY_CODES, BUYER_PICKER_LIMIT, shouldSearchBuyers } from '../rules/organisationSearch';
import {
  BuyerCpvStatsSchema,
  BuyerDetailsSchema,
  BuyerSuppliersPageSchema,
  BuyersStatsSchema,
  CallOffsPageSchema,
  FrameworkDetailsSchema,
  OrganisationSearchPageSchema,
  SupplierBuyersPageSchema,
  SupplierDetailsSchema,
} from '../schemas/organisations';
import type { CpvStatsMode } from '../rules/buyerStats';
import { useRestRead } from './useRestRead';

const enc = encodeURIComponent;

export const useBuyerDetails = (buyerId: string | null) =>
  useRestRead(buyerId ? `/api/buyers/${enc(buyerId)}` : null, { schema: BuyerDetailsSchema });

/** Award summary + per-CPV stats of a buyer: historical (past N years) or upcoming expiries (next N years). */
export const useBuyerCpvStats = (buyerId: string | null, options: { mode: CpvStatsMode; years: number; pause?: boolean }) =>
  useRestRead(
    buyerId && !options.pause ? `/api/buyers/${enc(buyerId)}/cpv_stats?expiries=${options.mode === 'expiries' ? 'Y' : 'N'}&period=P${options.years}Y` : null,
    { schema: BuyerCpvStatsSchema },
  );

export interface BuyerSuppliersRequest {
  text?: string;
  sort?: 'name' | 'awards_count' | 'expiries_count' | 'latest_activity';
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function useBuyerSuppliers(buyerId: string | null, request: BuyerSuppliersRequest, pause = false) {
  const body = useMemo(
    () => ({
      ...(request.text?.trim() ? { text: request.text.trim() } : {}),
      ...(request.sort ? { sort: request.sort } : {}),
      ...(request.sortOrder ? { sort_order: request.sortOrder } : {}),
      limit: request.pageSize,
      offset: (Math.max(1, request.page) - 1) * request.pageSize,
    }),
    [request.text, request.sort, request.sortOrder, request.page, request.pageSize],
  );
  return useRestRead(buyerId && !pause ? `/api/buyers/${enc(buyerId)}/suppliers_v3` : null, { method: 'POST', body, schema: BuyerSuppliersPageSchema });
}

export const useSupplierDetails = (supplierId: string | null, pause = false) =>
  useRestRead(supplierId && !pause ? `/api/suppliers/${enc(supplierId)}` : null, { schema: SupplierDetailsSchema });

export function useSupplierBuyers(supplierId: string | null, page: { page: number; pageSize: number }, pause = false) {
  const body = useMemo(() => ({ limit: page.pageSize, offset: (Math.max(1, page.page) - 1) * page.pageSize }), [page.page, page.pageSize]);
  return useRestRead(supplierId && !pause ? `/api/suppliers/${enc(supplierId)}/buyers` : null, { method: 'POST', body, schema: SupplierBuyersPageSchema });
}

export interface OrganisationSearchRequest {
  text: string;
  role: 'buyer' | 'supplier';
  countryCodes?: readonly string[];
  page?: number;
  limit?: number;
  sort?: 'relevance' | 'notice_count' | 'name';
}

export function useOrganisationSearch(request: OrganisationSearchRequest, pause = false) {
  const body = useMemo(
    () => ({
      ...(request.text.trim() ? { text: request.text.trim() } : {}),
      role: request.role,
      ...(request.countryCodes?.length ? { country_codes: [...request.countryCodes] } : {}),
      ...(request.sort ? { sort: request.sort } : {}),
      page: request.page ?? 1,
      limit: request.limit ?? 20,
    }),
    [request.text, request.role, request.countryCodes, request.page, request.limit, request.sort],
  );
  return useRestRead(pause ? null : '/api/organisations/search', { method: 'POST', body, schema: OrganisationSearchPageSchema });
}

/**
 * The buyer search picker (spec 1§5): asks only once the text is longer than 1 character, after a
 * short debounce; `countryCodes` defaults to UK/GB for the buyer-select modal.
 */
export function useBuyerSearch(text: string, options: { countryCodes?: readonly string[]; debounceMs?: number } = {}) {
  const debounced = useDebouncedValue(text, options.debounceMs ?? 300);
  const active = shouldSearchBuyers(debounced);
  const search = useOrganisationSearch(
    { text: debounced, role: 'buyer', countryCodes: options.countryCodes ?? DEFAULT_BUYER_COUNTRY_CODES, limit: BUYER_PICKER_LIMIT, sort: 'relevance' },
    !active,
  );
  return { ...search, active, pending: text !== debounced };
}

export function useBuyersStats(buyerGuids: readonly string[], pause = false) {
  const body = useMemo(() => ({ buyer_guids: [...buyerGuids] }), [buyerGuids]);
  return useRestRead(buyerGuids.length && !pause ? '/api/buyers/stats' : null, { method: 'POST', body, schema: BuyersStatsSchema });
}

export const useFramework = (frameworkId: string | null, pause = false) =>
  useRestRead(frameworkId && !pause ? `/api/frameworks/${enc(frameworkId)}` : null, { schema: FrameworkDetailsSchema });

export function useFrameworkCallOffs(frameworkId: string | null, request: { supplierGuids: readonly string[]; page: number; pageSize: number }, pause = false) {
  const body = useMemo(
    () => ({ supplier_guids: [...request.supplierGuids], limit: request.pageSize, offset: (Math.max(1, request.page) - 1) * request.pageSize }),
    [request.supplierGuids, request.page, request.pageSize],
  );
  return useRestRead(frameworkId && !pause ? `/api/frameworks/${enc(frameworkId)}/call_offs` : null, { method: 'POST', body, schema: CallOffsPageSchema });
}

/**
 * `loadOptions` for a buyer search picker (the kit ComboBox): buyers by name, most relevant first,
 * limited to `countryCodes` (default UK/GB). The picker sends nothing until more than 1 character.
 */
export function useBuyerOptionsLoader(countryCodes: readonly string[] = DEFAULT_BUYER_COUNTRY_CODES) {
  const session = useTenderlensSession();
  const key = countryCodes.join(',');
  return useCallback(
    async (query: string, signal: AbortSignal) => {
      if (!shouldSearchBuyers(query)) return [];
      const page = await session.apiFetch('/api/organisations/search', {
        method: 'POST',
        body: { text: query.trim(), role: 'buyer', sort: 'relevance', limit: BUYER_PICKER_LIMIT, ...(key ? { country_codes: key.split(',') } : {}) },
        schema: OrganisationSearchPageSchema,
        signal,
      });
      return page.results.map((o) => ({ ...o, id: o.guid, label: o.name, ...(o.town ? { description: o.town } : {}) }));
    },
    [session, key],
  );
}
