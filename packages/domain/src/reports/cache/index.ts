import type { UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * Reports are keyed by guid; their sections by id; the rest is embedded. Every authoring mutation answers the whole
 * report, so the entity updates itself. A new report heads `adminReports`; a deleted one leaves every list and the
 * entity is dropped; publishing or withdrawing changes who lists it, so the readers' lists and the Content library
 * are asked again.
 */
const reportUpdates: UpdatesConfig = {
  Mutation: {
    createReport(result, _args, cache) {
      const created = result['createReport'] as { id?: string } | null;
      const key = created?.id ? cache.keyOfEntity({ __typename: 'Report', id: created.id }) : null;
      if (!key) return;
      for (const f of cache.inspectFields('Query')) {
        if (f.fieldName !== 'adminReports') continue;
        const list = cache.resolve('Query', f.fieldKey);
        if (!Array.isArray(list)) continue;
        cache.link('Query', f.fieldKey, [key, ...(list as string[]).filter((k) => k !== key)] as never);
      }
    },
    deleteReport(result, args, cache) {
      if (!result['deleteReport']) return;
      const key = cache.keyOfEntity({ __typename: 'Report', id: String(args['id']) });
      for (const f of cache.inspectFields('Query')) {
        if (!['adminReports', 'reports'].includes(f.fieldName)) continue;
        const list = cache.resolve('Query', f.fieldKey);
        if (Array.isArray(list)) cache.link('Query', f.fieldKey, (list as string[]).filter((k) => k !== key) as never);
      }
      if (key) cache.invalidate(key);
    },
    publishReport(_result, _args, cache) {
      for (const f of cache.inspectFields('Query')) if (f.fieldName === 'reports' || f.fieldName === 'contentLibrary') cache.invalidate('Query', f.fieldKey);
    },
  },
};

export function reportsCacheConfig(): CacheConfig {
  return {
    keys: {
      ReportRecord: () => null,
      ReportLeadSignal: () => null,
      ReportContactGroup: () => null,
      ReportContact: () => null,
      ReportDocument: () => null,
      ReportCompany: () => null,
      LinkedArticle: () => null,
      ContentLibrary: () => null,
    },
    updates: reportUpdates,
  };
}
