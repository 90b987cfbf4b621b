/**
 * Frameworks (issue 15, spec 2§3 "Framework", "Framework call-off stats"): the one definition of the
 * search's sorts, page size, award types and the BETA note, imported by the server, hooks, mocks and tests.
 */

/** Sorts of the framework search (`POST /api/frameworks/search`). */
export const FRAMEWORK_SORTS = ['title', 'expiry_date', 'publish_date', 'call_offs'] as const;
export type FrameworkSort = (typeof FRAMEWORK_SORTS)[number];
/** Soonest expiry first: the frameworks an analyst can still act on (re-tender) lead. */
export const DEFAULT_FRAMEWORK_SORT: { sort: FrameworkSort; sortOrder: 'asc' | 'desc' } = { sort: 'expiry_date', sortOrder: 'asc' };
export const FRAMEWORK_PAGE_SIZE = 20;
export const FRAMEWORK_CALL_OFFS_PAGE_SIZE = 20;

/** A framework's award type, from its maximum participants (OCDS `techniques.frameworkAgreement.maximumParticipants`). */
export const FRAMEWORK_AWARD_TYPES = ['Single supplier', 'Multi-supplier'] as const;
export type FrameworkAwardType = (typeof FRAMEWORK_AWARD_TYPES)[number];
export const frameworkAwardType = (maximumParticipants: number | null | undefined): FrameworkAwardType | null =>
  maximumParticipants === null || maximumParticipants === undefined ? null : maximumParticipants === 1 ? 'Single supplier' : 'Multi-supplier';

/** Which relatedProcesses relationships make a notice a call-off of the process they name. */
export const CALL_OFF_RELATIONSHIPS = ['framework', 'parent'] as const;

/** The note of the BETA tag on the Frameworks and Invoiced spend navigation items (spec 1§1). */
export const BETA_NOTE = 'This feature is in beta: we are still improving its data and design. Tell us what you think.';

export const FRAMEWORK_STAGE_LABELS: Record<string, string> = {
  STALE_PRE_TENDER: 'Stale pre-tender',
  PRE_TENDER: 'Pre-tender',
  OPEN: 'Open',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
};
