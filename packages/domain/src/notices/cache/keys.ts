import type { KeyingConfig } from '@urql/exchange-graphcache';

const byId = (data: { id?: unknown }) => (data.id === undefined || data.id === null ? null : String(data.id));

/**
 * Notices and their organisations, stages and signals are entities; a search result page, its facets
 * and CPV codes on a notice are embedded values of the query that returned them.
 */
export const noticeKeys: KeyingConfig = {
  Notice: byId,
  NoticeOrganisation: byId,
  ProcurementStage: byId,
  Signal: byId,
  NoticeAssignee: (data) => (typeof data.guid === 'string' ? data.guid : null),
  NoticeCpvCode: (data) => (typeof data.code === 'string' ? data.code : null),
  NoticeSearchResult: () => null,
  NoticeFacets: () => null,
  FacetCount: () => null,
  NoticeLot: byId,
  // Two types: a buyer category and a buyer list may share an id.
  NoticeBuyerCategory: byId,
  NoticeBuyerList: byId,
  // SignalSettings (embedded, one per team) is keyed by the signals feature's cache rules.
};
