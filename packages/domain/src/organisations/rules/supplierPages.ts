/** Supplier page filters over the notice search: a supplier's awards and its upcoming expiries. */
import { DEFAULT_NOTICE_FILTERS, type NoticeFilters } from '../../notices/schemas/noticeFilters';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** /suppliers/{guid}/awards: awarded notices naming the supplier, newest award first. */
export function supplierAwardsFilters(supplierGuid: string): NoticeFilters {
  return { ...DEFAULT_NOTICE_FILTERS, stages: ['AWARDED'], supplierGuids: [supplierGuid], sort: { field: 'award_date', order: 'desc' } };
}

/** /suppliers/{id}/upcoming_expiries: the supplier's contracts ending in the next `years` years, soonest first. */
export function supplierExpiriesFilters(supplierGuid: string, now: Date, years: number): NoticeFilters {
  const to = new Date(now);
  to.setUTCFullYear(to.getUTCFullYear() + years);
  return {
    ...DEFAULT_NOTICE_FILTERS,
    supplierGuids: [supplierGuid],
    expiryDate: { from: isoDay(now), to: isoDay(to) },
    sort: { field: 'expiry_date', order: 'asc' },
  };
}
