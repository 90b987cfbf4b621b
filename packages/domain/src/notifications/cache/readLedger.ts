/**
 * graphcache calls an updater after it has written the mutation's entities, so an updater cannot
 * see whether a notification *was* unread. The ledger remembers the last read state the server
 * confirmed for each notification (from query and mutation results, never from optimistic writes),
 * so an updater can count how many notifications really changed state.
 *
 * Optimistic results are computed against the cache as the user sees it (other pending optimistic
 * changes included); the optimistic function hands its count to the updater that graphcache calls
 * right after it, in the same synchronous write, through `stashOptimisticDelta`.
 */
export type ReadState = 'read' | 'unread';

export interface NotificationReadLedger {
  get(id: string): ReadState | undefined;
  set(id: string, state: ReadState): void;
  stashOptimisticDelta(field: string, delta: number): void;
  takeOptimisticDelta(field: string): number;
}

export const readStateOf = (readAt: unknown): ReadState => (readAt ? 'read' : 'unread');

export function createNotificationReadLedger(): NotificationReadLedger {
  const states = new Map<string, ReadState>();
  const stashed = new Map<string, number>();
  return {
    get: (id) => states.get(id),
    set: (id, state) => {
      states.set(id, state);
    },
    stashOptimisticDelta: (field, delta) => {
      stashed.set(field, delta);
    },
    takeOptimisticDelta: (field) => {
      const delta = stashed.get(field) ?? 0;
      stashed.delete(field);
      return delta;
    },
  };
}
