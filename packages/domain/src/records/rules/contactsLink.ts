import { compressSearchParam } from '../../url/searchParams';

/**
 * 'Find decision maker': /contacts filtered to the notice's buyers (the `contactsFilters` URL parameter, compressed
 * form); `leadId`, the record's lead: copying a contact's details there moves it to pre_engage_done (spec 1§4).
 */
export function findDecisionMakerHref(buyerGuids: readonly string[], leadId?: string): string {
  const from = leadId ? `fromLead=${encodeURIComponent(leadId)}` : '';
  if (!buyerGuids.length) return from ? `/contacts?${from}` : '/contacts';
  return `/contacts?contactsFilters=${compressSearchParam({ buyerGuids: [...buyerGuids] })}${from ? `&${from}` : ''}`;
}

/** Whole months from a lot's end date to its max extent date (spec 1§2 lot extension); null without one. */
export function extensionMonthsBetween(end: string | null | undefined, maxExtent: string | null | undefined): number | null {
  if (!end || !maxExtent) return null;
  const a = new Date(end);
  const b = new Date(maxExtent);
  if (!(b > a)) return null;
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months > 0 ? months : null;
}
