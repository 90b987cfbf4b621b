import type { Cache, UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * A deleted document leaves the cache (its entity and every `documents` page and count, which the
 * active screens then ask again, totals included); a reprocessed one is updated in place by its key
 * (`Document:<id>`). A new folder, or a document moved into another, changes folder listings: every
 * `documentFolder` is asked again. A folder renamed or moved changes the `uiPath` of every document
 * under it as well: the listings and the `documents` pages are asked again; a deleted (empty) folder
 * changes listings only. An upload is REST: the upload hook asks the pages again.
 */
const invalidateQueries = (cache: Cache, fields: readonly string[]) => {
  for (const f of cache.inspectFields('Query')) if (fields.includes(f.fieldName)) cache.invalidate('Query', f.fieldKey);
};
const invalidateFolders = (cache: Cache) => invalidateQueries(cache, ['documentFolder']);

const documentUpdates: UpdatesConfig = {
  Mutation: {
    deleteCustomerDocument(result, _args, cache) {
      const id = result['deleteCustomerDocument'];
      if (typeof id !== 'string') return;
      cache.invalidate({ __typename: 'Document', id });
      for (const f of cache.inspectFields('Query')) {
        if (f.fieldName === 'documents' || f.fieldName === 'documentsCount' || f.fieldName === 'documentFolder') cache.invalidate('Query', f.fieldKey);
      }
    },
    createCustomerDocument(_result, _args, cache) {
      invalidateFolders(cache);
    },
    updateCustomerDocument(_result, args, cache) {
      if (typeof args['uiPath'] === 'string') invalidateFolders(cache);
    },
    updateCustomerDocumentFolder(result, _args, cache) {
      if (result['updateCustomerDocumentFolder']) invalidateQueries(cache, ['documentFolder', 'documents']);
    },
    deleteCustomerDocumentFolder(result, _args, cache) {
      if (typeof result['deleteCustomerDocumentFolder'] === 'string') invalidateFolders(cache);
    },
  },
};

export function documentsCacheConfig(): CacheConfig {
  return {
    keys: { DocumentsPage: () => null, DocumentFolder: () => null, DocumentFolderEntry: () => null, DocumentHighlight: () => null, DocumentHighlightPassage: () => null, DocumentHighlightSegment: () => null },
    updates: documentUpdates,
  };
}
