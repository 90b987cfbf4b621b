import type { Cache, UpdatesConfig } from '@urql/exchange-graphcache';

const invalidateHome = (_result: unknown, _args: unknown, cache: Cache) => cache.invalidate('Query', 'home');

/**
 * Home counts and lists what the team does (comments, assignments, hides): a write that changes one
 * of those drops the cached Home, so going back to Home asks the server again instead of showing the
 * card as it was. Recording the visit changes nothing shown: Home keeps the boundary it was opened with.
 */
export const homeUpdates: UpdatesConfig = {
  Mutation: {
    assignLead: invalidateHome,
    createComment: invalidateHome,
    deleteComment: invalidateHome,
    createQualification: invalidateHome,
    deleteQualification: invalidateHome,
    updateSignalSettings: invalidateHome,
  },
};
