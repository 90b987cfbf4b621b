/**
 * The export rules as the client shows them (the server enforces the same in its policy module):
 * guests get an upgrade prompt, plans without EXPORTS a paywall, over 500 rows without export
 * permission a disabled button with a chat action; above 4,000 rows the export runs as a job.
 */
import { EXPORT_LIMIT_WITHOUT_PERMISSION, SYNC_EXPORT_ROW_LIMIT } from '../../plans/index';
import type { CurrentUser } from '../../users/schemas/currentUser';

/** Rows a user without export permission may export (spec 1§5, 2§9; defined in plans/). */
export { EXPORT_LIMIT_WITHOUT_PERMISSION };
/** Above this the export runs as a background job (spec 2§4, 2§9; defined in plans/). */
export const ASYNC_EXPORT_THRESHOLD = SYNC_EXPORT_ROW_LIMIT;
/** Poll interval and poll budget of a background export: 300 × 2 s ≈ 10 minutes (spec 2§9). */
export const EXPORT_POLL_INTERVAL_MS = 2000;
export const EXPORT_MAX_POLLS = 300;

export const EXPORT_OVER_LIMIT_TOOLTIP = 'Narrow results to 500 notices or less to export. Need more?';
export const EXPORT_CHAT_ACTION_LABEL = 'Chat with our team';

type ExportUser = Pick<CurrentUser, 'guest' | 'activeDataTypes' | 'hasExportPermission'>;

export type ExportButtonState =
  | { kind: 'enabled'; mode: 'sync' | 'async' }
  | { kind: 'disabled'; reason: 'over_limit'; tooltip: string; action: { label: string; intent: 'chat' } }
  | { kind: 'upgrade'; reason: 'guest' | 'paywall' }
  /** The user or the row count is not known yet. */
  | { kind: 'pending' };

/** What the export button shows for `rowCount` results. */
export function exportButtonState(user: ExportUser | null | undefined, rowCount: number | null | undefined): ExportButtonState {
  if (!user || rowCount === null || rowCount === undefined) return { kind: 'pending' };
  if (user.guest) return { kind: 'upgrade', reason: 'guest' };
  if (!user.activeDataTypes.includes('EXPORTS')) return { kind: 'upgrade', reason: 'paywall' };
  if (rowCount > EXPORT_LIMIT_WITHOUT_PERMISSION && !user.hasExportPermission) {
    return {
      kind: 'disabled',
      reason: 'over_limit',
      tooltip: EXPORT_OVER_LIMIT_TOOLTIP,
      action: { label: EXPORT_CHAT_ACTION_LABEL, intent: 'chat' },
    };
  }
  return { kind: 'enabled', mode: exportMode(rowCount) };
}

/** Small exports download at once; above 4,000 rows a job is created and polled. */
export function exportMode(rowCount: number): 'sync' | 'async' {
  return rowCount > ASYNC_EXPORT_THRESHOLD ? 'async' : 'sync';
}
