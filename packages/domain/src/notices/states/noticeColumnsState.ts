import { atomWithStorage } from 'jotai/utils';
import { localJSONStorage } from '../../preferences/states/storage';
import { NOTICE_COLUMN_IDS, defaultNoticeColumnState, type NoticeColumnId } from '../rules/noticeColumns';

export interface NoticeColumnState {
  order: NoticeColumnId[];
  hidden: NoticeColumnId[];
}

/** The notices table's column order and hidden columns, remembered in this browser. */
export const noticeColumnsState = atomWithStorage<NoticeColumnState>(
  'tl.noticeColumns',
  defaultNoticeColumnState(),
  localJSONStorage<NoticeColumnState>(),
  { getOnInit: true },
);

/**
 * A stored state made whole: unknown ids dropped, columns added since it was stored appended (with
 * their default visibility), the title column never hidden.
 */
export function normaliseNoticeColumnState(state: Partial<NoticeColumnState> | null | undefined): NoticeColumnState {
  const defaults = defaultNoticeColumnState();
  const known = new Set<string>(NOTICE_COLUMN_IDS);
  const order = (Array.isArray(state?.order) ? state.order : []).filter((id): id is NoticeColumnId => known.has(id));
  for (const id of defaults.order) if (!order.includes(id)) order.push(id);
  const hiddenSource = Array.isArray(state?.hidden) ? state.hidden : defaults.hidden;
  const hidden = hiddenSource.filter((id): id is NoticeColumnId => known.has(id) && id !== 'title');
  return { order: [...new Set(order)], hidden: [...new Set(hidden)] };
}
