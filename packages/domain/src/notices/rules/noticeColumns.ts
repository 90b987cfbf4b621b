import type { NoticeSortField } from '../schemas/noticeFilters';

/** The notices table's columns (spec 2§3 "Table columns"). */
export const NOTICE_COLUMN_IDS = [
  'date_added',
  'title',
  'indicator',
  'relevance_score',
  'stage',
  'close_date',
  'buyer',
  'user_tag',
  'published_date',
  'expiry_date',
  'award_date',
  'start_date',
  'value',
  'country',
  'suppliers',
  'is_sme',
  'qualification',
  'hidden_date',
  'buyer_categories',
  'assignee',
  'buyer_list_ids',
  'framework',
] as const;
export type NoticeColumnId = (typeof NOTICE_COLUMN_IDS)[number];

export interface NoticeColumn {
  id: NoticeColumnId;
  header: string;
  /** Shown before the user changes the column chooser. */
  defaultVisible: boolean;
  /** Server sort field, when the column sorts. */
  sortField?: NoticeSortField;
  /** The title column cannot be hidden: it names the row. */
  hideable: boolean;
}

export const NOTICE_COLUMNS: readonly NoticeColumn[] = [
  { id: 'title', header: 'Title', defaultVisible: true, sortField: 'title', hideable: false },
  { id: 'relevance_score', header: 'Relevance', defaultVisible: true, sortField: 'relevance_score', hideable: true },
  { id: 'stage', header: 'Stage', defaultVisible: true, hideable: true },
  { id: 'buyer', header: 'Buyer', defaultVisible: true, hideable: true },
  { id: 'value', header: 'Value', defaultVisible: true, sortField: 'value', hideable: true },
  { id: 'published_date', header: 'Published', defaultVisible: true, sortField: 'publish_date', hideable: true },
  { id: 'close_date', header: 'Close date', defaultVisible: true, sortField: 'close_date', hideable: true },
  { id: 'expiry_date', header: 'Expiry date', defaultVisible: false, sortField: 'expiry_date', hideable: true },
  { id: 'award_date', header: 'Award date', defaultVisible: false, sortField: 'award_date', hideable: true },
  { id: 'start_date', header: 'Start date', defaultVisible: false, hideable: true },
  { id: 'suppliers', header: 'Suppliers', defaultVisible: false, hideable: true },
  { id: 'is_sme', header: 'SME', defaultVisible: false, hideable: true },
  { id: 'country', header: 'Country', defaultVisible: false, hideable: true },
  { id: 'buyer_categories', header: 'Buyer type', defaultVisible: false, hideable: true },
  { id: 'framework', header: 'Framework', defaultVisible: false, hideable: true },
  { id: 'assignee', header: 'Assignee', defaultVisible: true, hideable: true },
  { id: 'qualification', header: 'Qualification', defaultVisible: false, hideable: true },
  { id: 'user_tag', header: 'Lists', defaultVisible: false, hideable: true },
  { id: 'buyer_list_ids', header: 'Buyer lists', defaultVisible: false, hideable: true },
  { id: 'indicator', header: 'Signals', defaultVisible: false, hideable: true },
  { id: 'date_added', header: 'Date added', defaultVisible: false, sortField: 'date_added', hideable: true },
  { id: 'hidden_date', header: 'Hidden on', defaultVisible: false, hideable: true },
];

/** The column order and visibility to start from, or to go back to. */
export function defaultNoticeColumnState(): { order: NoticeColumnId[]; hidden: NoticeColumnId[] } {
  return {
    order: NOTICE_COLUMNS.map((c) => c.id),
    hidden: NOTICE_COLUMNS.filter((c) => !c.defaultVisible).map((c) => c.id),
  };
}
