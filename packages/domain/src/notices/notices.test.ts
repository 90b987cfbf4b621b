import { describe, expect, it, vi } from 'vitest';
import { compressSearchParam } from '../url/searchParams';
import { clearNoticeFilters, noticeFilterChips } from './rules/filterChips';
import { NOTICE_COLUMN_IDS, NOTICE_COLUMNS, defaultNoticeColumnState } from './rules/noticeColumns';
import { normaliseNoticeColumnState } from './states/noticeColumnsState';
import { toRecordSearchRequest } from './rules/recordSearchRequest';
import { RELATIVE_DATE_PRESETS, relativeDateText, relativeRangeText } from './rules/relativeDates';
import { noticeColumnStateFromUrl, parseNoticeTableParam, serialiseNoticeTable } from './schemas/noticeTable';
import { toNoticeSearchInput } from './hooks/useNoticeSearch';
import { groupSignals, relevanceLabel, relevanceLevel, NO_SIGNAL_MATCH_TEXT } from './rules/relevance';
import {
  DEFAULT_NOTICE_FILTERS,
  parseNoticeFiltersParam,
  serialiseNoticeFilters,
  type NoticeFilters,
} from './schemas/noticeFilters';

const withFilters = (patch: Partial<NoticeFilters>): NoticeFilters => ({ ...DEFAULT_NOTICE_FILTERS, ...patch });
const quiet = { log: vi.fn() };

describe('noticeFilters URL parameter', () => {
  it('gives the defaults when missing or unreadable', () => {
    expect(parseNoticeFiltersParam(null)).toEqual(DEFAULT_NOTICE_FILTERS);
    expect(parseNoticeFiltersParam('')).toEqual(DEFAULT_NOTICE_FILTERS);
    expect(parseNoticeFiltersParam('%%%not-a-thing', quiet)).toEqual(DEFAULT_NOTICE_FILTERS);
  });

  it('round-trips through the compressed form, keeping only what differs from the defaults', () => {
    const filters = withFilters({
      text: 'cloud hosting',
      stages: ['OPEN', 'PRE_TENDER'],
      cpvCodes: ['72000000'],
      buyerGuids: ['b1'],
      closeDate: { from: '2025-01-01', to: '2025-06-30' },
      value: { from: 10000 },
      sort: { field: 'close_date', order: 'asc' },
    });
    const raw = serialiseNoticeFilters(filters);
    expect(raw).not.toBe('');
    expect(parseNoticeFiltersParam(raw)).toEqual(filters);
    expect(serialiseNoticeFilters(DEFAULT_NOTICE_FILTERS)).toBe('');
  });

  it('reads plain JSON too', () => {
    expect(parseNoticeFiltersParam(JSON.stringify({ stages: ['AWARDED'] }), quiet).stages).toEqual(['AWARDED']);
  });

  it.each([
    ['an unknown stage', { stages: ['SOON'] }, 'stages'],
    ['a start date after the end date', { closeDate: { from: '2025-06-01', to: '2025-01-01' } }, 'closeDate'],
    ['a date that is not ISO', { publishDate: { from: '01/02/2025' } }, 'publishDate'],
    ['a negative value', { value: { from: -5 } }, 'value'],
    ['a minimum above the maximum', { value: { from: 10, to: 5 } }, 'value'],
    ['a relevance score outside 0–3', { relevanceScores: [4] }, 'relevanceScores'],
    ['an unknown sort field', { sort: { field: 'colour', order: 'asc' } }, 'sort'],
    ['a CPV code that is not digits', { cpvCodes: ['IT'] }, 'cpvCodes'],
    ['a CPV code of 5 digits', { cpvCodes: ['72000'] }, 'cpvCodes'],
    ['a relative date that is not a duration', { publishDate: { relativeFrom: '6 months' } }, 'publishDate'],
    ['a range both absolute and relative', { closeDate: { from: '2025-01-01', relativeTo: 'P1M' } }, 'closeDate'],
  ] as const)('reverts only the bad field to its default: %s', (_label, patch, field) => {
    const parsed = parseNoticeFiltersParam(compressSearchParam({ text: 'kept', ...patch }));
    expect(parsed[field]).toEqual(DEFAULT_NOTICE_FILTERS[field]);
    expect(parsed.text).toBe('kept');
  });
});

describe('date ranges: one end, or relative to now (spec 1§3 "Date range")', () => {
  it('keeps a one-sided or relative range through the URL and sends it on the wire (camelCase for GraphQL)', () => {
    const filters = withFilters({
      publishDate: { relativeFrom: '-P6M', relativeTo: 'P0D' },
      closeDate: { from: '2025-01-01' },
      awardDate: { to: '2025-06-30' },
      expiryDate: { relativeFrom: 'P0D' },
    });
    expect(parseNoticeFiltersParam(serialiseNoticeFilters(filters))).toEqual(filters);
    const request = toRecordSearchRequest(filters, { offset: 0, limit: 20 });
    expect(request).toMatchObject({
      publish_date: { relative_from: '-P6M', relative_to: 'P0D' },
      close_date: { from: '2025-01-01' },
      award_date: { to: '2025-06-30' },
      expiry_date: { relative_from: 'P0D' },
    });
    expect(toNoticeSearchInput(request)).toMatchObject({
      publishDate: { relativeFrom: '-P6M', relativeTo: 'P0D' },
      expiryDate: { relativeFrom: 'P0D' },
    });
  });

  it.each([
    ['-P6M', '6 months ago'],
    ['P0D', 'today'],
    ['P1Y2M', 'in 1 year 2 months'],
    ['-P1W', '1 week ago'],
  ])('words a duration: %s → %s', (duration, text) => {
    expect(relativeDateText(duration)).toBe(text);
  });

  it('names presets by their label and other ranges by their ends, in the chips too', () => {
    expect(RELATIVE_DATE_PRESETS.map((p) => relativeRangeText(p.range))).toEqual(RELATIVE_DATE_PRESETS.map((p) => p.label));
    expect(relativeRangeText({ relativeFrom: '-P2W' })).toBe('from 2 weeks ago');
    const chips = noticeFilterChips(withFilters({ publishDate: { relativeFrom: '-P6M', relativeTo: 'P0D' }, closeDate: { from: '2025-01-01' } }));
    expect(chips.map((c) => c.label)).toEqual(['Published: Last 6 months', 'Closes: from 01 Jan 2025']);
  });
});

describe('noticeTable URL parameter (columns and page size)', () => {
  it('round-trips, and leaves out what is not set', () => {
    const state = { columns: ['title', 'buyer', 'is_sme'] as const, pageSize: 50 as const };
    expect(parseNoticeTableParam(serialiseNoticeTable({ columns: [...state.columns], pageSize: 50 }))).toEqual({ columns: ['title', 'buyer', 'is_sme'], pageSize: 50 });
    expect(serialiseNoticeTable({})).toBe('');
    expect(parseNoticeTableParam(null)).toEqual({});
  });

  it('drops a bad field on its own (falls back to the stored preference)', () => {
    expect(parseNoticeTableParam(compressSearchParam({ columns: ['title', 'colour'], pageSize: 50 }))).toEqual({ pageSize: 50 });
    expect(parseNoticeTableParam(compressSearchParam({ columns: ['title'], pageSize: 30 }))).toEqual({ columns: ['title'] });
    expect(parseNoticeTableParam('%%%', quiet)).toEqual({});
  });

  it('shows the URL columns in order, the rest hidden; the title always shown', () => {
    const stored = defaultNoticeColumnState();
    expect(noticeColumnStateFromUrl(stored, undefined)).toBe(stored);
    const fromUrl = noticeColumnStateFromUrl(stored, ['buyer', 'start_date']);
    expect(fromUrl.order.slice(0, 3)).toEqual(['title', 'buyer', 'start_date']);
    expect(fromUrl.hidden).toEqual(fromUrl.order.slice(3));
    expect(new Set(fromUrl.order)).toEqual(new Set(stored.order));
  });
});

describe('toRecordSearchRequest', () => {
  it('sends only the filters that are set, in the wire shape', () => {
    expect(toRecordSearchRequest(DEFAULT_NOTICE_FILTERS, { offset: 0, limit: 50 })).toEqual({
      offset: 0,
      limit: 50,
      sort: 'publish_date',
      sort_order: 'desc',
    });
    const request = toRecordSearchRequest(
      withFilters({
        text: '  cloud ',
        stages: ['OPEN'],
        keywords: ['hosting'],
        excludeKeywords: ['catering'],
        cpvCodes: ['72', '48000000'],
        buyerGuids: ['b1'],
        supplierGuids: ['s1'],
        closeDate: { from: '2025-01-01' },
        value: { to: 100000 },
        showHidden: true,
        assignee: 'unassigned',
      }),
      { offset: 50, limit: 50 },
    );
    expect(request).toMatchObject({
      text: 'cloud',
      stage: ['OPEN'],
      keywords: ['hosting'],
      exclude_keywords: ['catering'],
      cpv_codes: ['48000000'],
      cpv_dimensions: ['72'],
      buyer_guids: ['b1'],
      suppliers: ['s1'],
      close_date: { from: '2025-01-01' },
      value: { to: 100000 },
      show_user_hidden_leads: true,
      assignee: ['unassigned'],
      offset: 50,
    });
    expect(request).not.toHaveProperty('publish_date');
  });
});

describe('filter chips', () => {
  it('has none for the defaults', () => {
    expect(noticeFilterChips(DEFAULT_NOTICE_FILTERS)).toEqual([]);
  });

  it('names every active filter and removes just that one', () => {
    const filters = withFilters({
      stages: ['OPEN', 'AWARDED'],
      buyerGuids: ['b1'],
      cpvCodes: ['72000000'],
      closeDate: { from: '2025-01-01', to: '2025-06-30' },
      value: { from: 1000, to: 50000 },
      relevanceScores: [3],
    });
    const chips = noticeFilterChips(filters, { buyer: () => 'Leeds City Council', cpv: () => 'IT services' });
    expect(chips.map((c) => c.label)).toEqual([
      'Relevance: High',
      'Stage: Open',
      'Stage: Awarded',
      'CPV: 72000000 IT services',
      'Buyer: Leeds City Council',
      'Closes: 01 Jan 2025 – 30 Jun 2025',
      'Value: £1,000 – £50,000',
    ]);
    const open = chips.find((c) => c.label === 'Stage: Open');
    expect(open?.remove(filters).stages).toEqual(['AWARDED']);
    expect(chips.find((c) => c.id === 'closeDate')?.remove(filters).closeDate).toEqual({});
  });

  it('clears everything but the sort', () => {
    const sort = { field: 'value', order: 'asc' } as const;
    expect(clearNoticeFilters(withFilters({ stages: ['OPEN'], sort }))).toEqual({ ...DEFAULT_NOTICE_FILTERS, sort });
  });
});

describe('relevance', () => {
  it.each([
    [3, 'High', 'High Relevance'],
    [2, 'Medium', 'Medium Relevance'],
    [1, 'Low', 'Low Relevance'],
    [0, 'None', 'No Score'],
    [null, 'None', 'No Score'],
    [7, 'None', 'No Score'],
  ])('score %s is %s (%s)', (score, level, label) => {
    expect(relevanceLevel(score)).toBe(level);
    expect(relevanceLabel(score)).toBe(label);
  });

  it('groups signals Keywords, Competitors, Partners, CPV codes and leaves empty groups out', () => {
    const groups = groupSignals([
      { id: '4', name: '72', category: 'cpv' },
      { id: '1', name: 'cloud', category: 'keyword' },
      { id: '2', name: 'Acme Ltd', category: 'partner' },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Keywords', 'Partners', 'CPV codes']);
    expect(NO_SIGNAL_MATCH_TEXT).toBe("This record doesn't match any of your signals.");
  });
});

describe('notice columns', () => {
  it('covers every table column of the spec once, the title first and not hideable', () => {
    expect(NOTICE_COLUMNS.map((c) => c.id).sort()).toEqual([...NOTICE_COLUMN_IDS].sort());
    expect(NOTICE_COLUMNS[0]).toMatchObject({ id: 'title', hideable: false });
    const state = defaultNoticeColumnState();
    expect(state.hidden).not.toContain('title');
    expect(state.order).toHaveLength(NOTICE_COLUMN_IDS.length);
  });
});

describe('stored column state', () => {
  it('drops unknown ids, appends new columns and never hides the title', () => {
    const state = normaliseNoticeColumnState({ order: ['value', 'colour' as never, 'title'], hidden: ['title', 'value'] });
    expect(state.order.slice(0, 2)).toEqual(['value', 'title']);
    expect(state.order).toHaveLength(NOTICE_COLUMN_IDS.length);
    expect(state.hidden).toEqual(['value']);
    expect(normaliseNoticeColumnState(null)).toEqual(defaultNoticeColumnState());
  });
});
