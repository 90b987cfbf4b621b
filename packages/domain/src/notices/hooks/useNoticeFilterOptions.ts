import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useTenderlensSession } from '../../client/session';
import { LotsByIdsQuery } from '../graphql/queries/LotsByIds';
import { TeamSignalsQuery } from '../graphql/queries/TeamSignals';
import {
  BuyerCategoriesResponseSchema,
  CpvCodesResponseSchema,
  OrganisationsResponseSchema,
  type BuyerCategory,
  type CpvCode,
  type OrganisationOption,
} from '../schemas/filterOptions';

export interface Loadable<T> {
  data: T | undefined;
  error: unknown;
}

/** One REST read when `enabled`, parsed by its schema. */
function useRest<T>(path: string | null, load: (path: string) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T> & { path: string | null }>({ data: undefined, error: null, path: null });
  useEffect(() => {
    if (!path) return undefined;
    let live = true;
    load(path).then(
      (data) => live && setState({ data, error: null, path }),
      (error: unknown) => live && setState({ data: undefined, error, path }),
    );
    return () => {
      live = false;
    };
  }, [path, load]);
  return state.path === path ? state : { data: undefined, error: null };
}

/**
 * The CPV 2008 tree for the CPV filter: the divisions, then every code under them (one request
 * each; the server lets the browser cache them for an hour).
 */
export function useCpvCodeTree(enabled = true): Loadable<CpvCode[]> {
  const { apiFetch } = useTenderlensSession();
  const divisions = useRest(
    enabled ? '/api/cpv_codes' : null,
    useCallback((p: string) => apiFetch(p, { schema: CpvCodesResponseSchema }), [apiFetch]),
  );
  const sectors = divisions.data?.map((d) => d.division).join(',');
  const all = useRest(
    sectors ? `/api/cpv_codes?sectors=${sectors}` : null,
    useCallback((p: string) => apiFetch(p, { schema: CpvCodesResponseSchema }), [apiFetch]),
  );
  return { data: all.data ?? divisions.data, error: divisions.error ?? all.error };
}

/** Searches buyers or suppliers by name (the pickers query once the text is longer than 1 character). */
export function useOrganisationSearch(role: 'buyer' | 'supplier') {
  const { apiFetch } = useTenderlensSession();
  return useCallback(
    (text: string, signal?: AbortSignal): Promise<OrganisationOption[]> =>
      apiFetch('/api/organisations/search', {
        method: 'POST',
        body: { text, role, limit: 20, sort: 'relevance' },
        schema: OrganisationsResponseSchema,
        signal,
      }),
    [apiFetch, role],
  );
}

/** Names of organisations held by guid in the filters (chips and pickers after a reload). */
export function useOrganisationNames(guids: readonly string[]): Map<string, string> {
  const { apiFetch } = useTenderlensSession();
  const key = [...guids].sort().join(',');
  const loaded = useRest(
    key ? key : null,
    useCallback(
      (ids: string) =>
        apiFetch('/api/organisations/search', { method: 'POST', body: { ids: ids.split(','), limit: 100 }, schema: OrganisationsResponseSchema }),
      [apiFetch],
    ),
  );
  return useMemo(() => new Map((loaded.data ?? []).map((o) => [o.guid, o.name])), [loaded.data]);
}

/** Buyer types (categories) for the buyers filter. */
export function useBuyerCategories(enabled = true): Loadable<BuyerCategory[]> {
  const { apiFetch } = useTenderlensSession();
  return useRest(
    enabled ? '/api/buyers/buyer_categories' : null,
    useCallback((p: string) => apiFetch(p, { schema: BuyerCategoriesResponseSchema }), [apiFetch]),
  );
}

/** The team's signals (signals filter and chip names). */
export function useTeamSignals(pause = false) {
  const [result] = useQuery({ query: TeamSignalsQuery, variables: {}, pause });
  return { data: result.data?.signalSettings.signals, error: result.error };
}

/** Lots named by the lots filter ("id: title"). */
export function useLotsByIds(ids: readonly string[]) {
  const variables = useMemo(() => ({ ids: [...ids] }), [ids]);
  const [result] = useQuery({ query: LotsByIdsQuery, variables, pause: ids.length === 0 });
  return { data: ids.length === 0 ? [] : result.data?.lotsByIds, error: result.error };
}

/** "id: title" of a lot (spec 2§2: lots shown as id: title). */
export const lotLabel = (lot: { lotKey: string; title: string | null }) => `${lot.lotKey}: ${lot.title ?? 'Untitled lot'}`;
