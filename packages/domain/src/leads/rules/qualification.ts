import type { ProcurementStage, Qualification } from '../schemas/lead';

/** not_relevant and pre_engage_not_relevant mean hidden (spec 1§4). */
export const HIDING_QUALIFICATIONS: readonly Qualification[] = ['not_relevant', 'pre_engage_not_relevant'];

export const isHidden = (qualification: Qualification | null | undefined): boolean =>
  !!qualification && HIDING_QUALIFICATIONS.includes(qualification);

/** Hiding sets not_relevant on the tender stage and pre_engage_not_relevant on the others (spec 1§4). */
export function hideQualificationFor(stage: ProcurementStage): Qualification {
  return stage === 'TENDER' ? 'not_relevant' : 'pre_engage_not_relevant';
}

/**
 * Copying a record's contact details sets pre_engage_done (spec 1§4) — when the lead is still
 * unqualified or a pre-engage to-do; a lead already further on (bid prep, won…) or hidden keeps
 * its qualification. null: nothing to change.
 */
export function qualificationAfterContactCopy(current: Qualification): Qualification | null {
  return current === 'unqualified' || current === 'pre_engage_to_do' ? 'pre_engage_done' : null;
}

/** Whether a list filtered by `filter` (empty: no filter) shows a lead with `qualification`. */
export function matchesQualificationFilter(
  qualification: Qualification,
  filter: readonly string[] | null | undefined,
): boolean {
  return !filter || filter.length === 0 || filter.includes(qualification);
}

/**
 * Spec 1§8 copy for hide/restore. The spec gives hide's success ('{notice name} hidden for your
 * team') and one failure for both; restore says so the same way.
 */
export const QUALIFICATION_MESSAGES = {
  hidden: (noticeName: string) => `${noticeName} hidden for your team`,
  restored: (noticeName: string) => `${noticeName} restored for your team`,
  hideFailed: 'Failed to hide notice',
  updateFailed: 'Error updating record qualification',
} as const;
