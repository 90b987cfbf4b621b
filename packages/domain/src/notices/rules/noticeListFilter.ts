import { HIDING_QUALIFICATIONS, isHidden } from '../../leads/rules/qualification';
import type { Qualification } from '../../leads/schemas/lead';

/** The parts of a cached notices search (`NoticeSearchInput`) that decide which leads it shows. */
export interface NoticeListQualificationFilter {
  showUserHiddenLeads?: boolean | null;
  procurementStageQualifications?: readonly string[] | null;
  includeAllDisqualifiedStates?: boolean | null;
}

/**
 * Whether a notices search with `filter` still shows a notice whose lead now has `qualification`,
 * as the server decides it (apps/api/src/records/query.ts): hidden leads only when asked for, and
 * a qualification filter keeps only its qualifications (spec 2§4: restoring drops the notice from
 * lists filtered to exclude unqualified).
 */
export function noticeListShows(filter: NoticeListQualificationFilter | null | undefined, qualification: Qualification): boolean {
  let wanted = [...(filter?.procurementStageQualifications ?? [])];
  if (filter?.includeAllDisqualifiedStates && wanted.some((q) => HIDING_QUALIFICATIONS.includes(q as Qualification))) {
    wanted = [...new Set([...wanted, ...HIDING_QUALIFICATIONS])];
  }
  const asksHidden = wanted.some((q) => HIDING_QUALIFICATIONS.includes(q as Qualification));
  if (!filter?.showUserHiddenLeads && !asksHidden && isHidden(qualification)) return false;
  return wanted.length === 0 || wanted.includes(qualification);
}
