/** The record page's copy (spec 1§2, 1§8, 2§2, 2§8), in one place for the screen, stories and tests. */
export const RECORD_COPY = {
  noData: 'No data found for this record.',
  copiedUrl: 'Copied URL',
  copyUrlFailed: 'Failed to copy URL',
  freeAwardUnlocked: 'Free contract award unlocked',
  noContracts: 'No contracts associated with this notice',
  suppliersModalTitle: 'Suppliers awarded this contract',
  notIdentified: 'Not identified',
  procurementContact: 'Procurement contact',
  findDecisionMaker: 'Find decision maker',
  aiSummaryTitle: 'Your AI summary',
  aiSummaryGenerating: 'Generating your AI summary...',
  aiSummaryFailed: 'We could not generate the AI summary. Please try again.',
  oldBlpdPortal: 'The old BLPD portal has stopped working',
  noDeepLink: "We can't take you directly to this notice",
  noSource: '--',
  awardsLocked: 'Contract awards are available on the Basic plan and above',
} as const;

/** 'Seen by' + names, 'you' for the current user (spec 2§2); null when nobody has seen it. */
export function seenByNames(users: readonly { guid: string; firstName: string; lastName: string }[], currentUserGuid: string | null): string[] {
  return users.map((u) => (u.guid === currentUserGuid ? 'you' : `${u.firstName} ${u.lastName}`.trim()));
}
