import type { Data, KeyingConfig } from '@urql/exchange-graphcache';

const byGuid = (data: Data) => (typeof data['guid'] === 'string' ? data['guid'] : null);

/**
 * Lead is keyed by its id (the procurement stage id, graphcache's default); a record's workspace
 * and the people on it by guid (spec 1§3 "per record guid"); result wrappers are embedded.
 */
export const leadKeys: KeyingConfig = {
  TeamUser: byGuid,
  SeenByUser: byGuid,
  CommentAuthor: byGuid,
  RecordWorkspace: byGuid,
  CreateQualificationResult: () => null,
};
