/** Spec 1§8 / 2§8 list copy as functions, so every screen words them the same way. */
const buyers = (n: number) => `${n} ${n === 1 ? 'buyer' : 'buyers'}`;

export const LIST_MESSAGES = {
  bulkAdded: (count: number, list: string) => `Successfully added ${buyers(count)} to ${list}`,
  bulkRemoved: (count: number, list: string) => `Successfully removed ${buyers(count)} from ${list}`,
  /** Several buyers → the bulk form; one → 'add buyer'. */
  addFailed: (count: number) =>
    count === 1
      ? 'Failed to add buyer to buyer list, please contact an admin if this issue persists.'
      : 'Failed to bulk add buyers to buyer list, please contact an admin if this issue persists.',
  removeFailed: (count: number) =>
    count === 1
      ? 'Failed to remove buyer from buyer list, please contact an admin if this issue persists.'
      : 'Failed to bulk remove buyers from buyer list, please contact an admin if this issue persists.',
  saveBuyerFailed: (list: string) => `Failed to save buyer to ${list}`,
  removeBuyerFailed: (list: string) => `Failed to remove buyer from ${list}`,
  saveNoticeFailed: (list: string) => `Failed to save notice to ${list}`,
  removeNoticeFailed: (list: string) => `Failed to remove notice from ${list}`,
  saved: (entity: string, list: string) => `${entity} saved to ${list}`,
  removed: (entity: string, list: string) => `${entity} removed from ${list}`,
  createBuyerListFailed:
    'Unable to create your buyer list. Please contact customer support if the problem persists',
  createListFailed: 'Unable to create your list. Please contact us if the problem persists',
  loadFailed: 'Sorry something has gone wrong. If this error persists please contact support',
  empty: "You haven't added any lists yet",
  // Not in the spec (it is silent on the list pages' own actions): our words.
  renamed: (list: string) => `List renamed to ${list}`,
  renameFailed: 'Failed to rename list',
  sharingChanged: (list: string, sharing: 'PRIVATE' | 'TEAM') =>
    `${list} is now ${sharing === 'PRIVATE' ? 'private' : 'shared with your team'}`,
  sharingFailed: 'Failed to change who can see this list',
  deleted: (list: string) => `${list} deleted`,
  deleteFailed: (list: string) => `Failed to delete ${list}`,
} as const;
