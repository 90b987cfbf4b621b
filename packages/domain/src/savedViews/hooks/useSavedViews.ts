import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import {
  PinnedResponseSchema,
  SavedViewResponseSchema,
  SavedViewsResponseSchema,
  type PinnedSavedView,
  type SavedView,
  type SavedViewDefinition,
  type SavedViewSharing,
} from '../schemas/savedView';

/** Pins applied to the list: each view's pinnedRank follows the server's answer. */
export function withPins(views: readonly SavedView[], pins: readonly PinnedSavedView[]): SavedView[] {
  const rank = new Map(pins.map((p) => [p.savedViewId, p.rank]));
  return views.map((v) => ({ ...v, pinnedRank: rank.get(v.id) ?? null }));
}

/** Pinned views in rank order. */
export const pinnedViews = (views: readonly SavedView[]) =>
  views.filter((v) => v.pinnedRank !== null).sort((a, b) => (a.pinnedRank ?? 0) - (b.pinnedRank ?? 0));

/** The pinned ids after moving `id` one place up (-1) or down (+1). */
export function movedRank(views: readonly SavedView[], id: string, by: -1 | 1): string[] {
  const ids = pinnedViews(views).map((v) => v.id);
  const i = ids.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  return ids;
}

export type SavedViewOutcome = { ok: true; view?: SavedView } | { ok: false };

/**
 * The caller's saved views for a table (GET api/saved_views/) and their pins; create, pin, unpin,
 * rank and delete update the held list from the server's answers (pins at once, rolled back on failure).
 */
export function useSavedViews(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const { apiFetch } = useTenderlensSession();
  const [views, setViews] = useState<SavedView[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    apiFetch('/api/saved_views/?data_type=NOTICES', { schema: SavedViewsResponseSchema }).then(
      (v) => live && setViews(v),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, enabled]);

  const pins = useCallback(
    async (path: string, body: unknown, optimistic?: (v: SavedView[]) => SavedView[]): Promise<SavedViewOutcome> => {
      const before = views;
      if (optimistic && before) setViews(optimistic(before));
      try {
        const answer = await apiFetch(`/api/pinned_saved_views/${path}`, { method: 'POST', body, schema: PinnedResponseSchema });
        setViews((v) => (v ? withPins(v, answer) : v));
        return { ok: true };
      } catch {
        if (before) setViews(before);
        return { ok: false };
      }
    },
    [apiFetch, views],
  );

  const create = useCallback(
    async (input: { name: string; sharing: SavedViewSharing; view: SavedViewDefinition }): Promise<SavedViewOutcome> => {
      try {
        const view = await apiFetch('/api/saved_views/', { method: 'POST', body: { ...input, data_type: 'NOTICES' }, schema: SavedViewResponseSchema });
        setViews((v) => [...(v ?? []), view]);
        return { ok: true, view };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch],
  );
  const remove = useCallback(
    async (id: string): Promise<SavedViewOutcome> => {
      try {
        await apiFetch(`/api/saved_views/${id}`, { method: 'DELETE' });
        setViews((v) => v?.filter((x) => x.id !== id));
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch],
  );
  const pin = useCallback(
    (id: string) =>
      pins('create', { saved_view_id: Number(id) }, (v) => {
        const next = Math.max(-1, ...v.map((x) => x.pinnedRank ?? -1)) + 1;
        return v.map((x) => (x.id === id && x.pinnedRank === null ? { ...x, pinnedRank: next } : x));
      }),
    [pins],
  );
  const unpin = useCallback(
    (id: string) => pins('delete', { saved_view_id: Number(id) }, (v) => v.map((x) => (x.id === id ? { ...x, pinnedRank: null } : x))),
    [pins],
  );
  const move = useCallback(
    (id: string, by: -1 | 1) => {
      const order = movedRank(views ?? [], id, by);
      return pins('update_rank', { saved_view_ids: order.map(Number) }, (v) =>
        withPins(v, order.map((savedViewId, rank) => ({ savedViewId, rank }))),
      );
    },
    [pins, views],
  );
  const pinned = useMemo(() => pinnedViews(views ?? []), [views]);
  return { views, pinned, error, fetching: enabled && views === undefined && !error, create, remove, pin, unpin, move };
}
