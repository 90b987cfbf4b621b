/**
 * Opportunity export (csv/xlsx) through the export service (exports/): the team's opportunities under
 * the /opportunities filters, in the table's order, checked by the export rules (`checkExport`:
 * guests refused, plans without EXPORTS paywalled) and streamed by the export writers. Synchronous
 * only: a team's pipeline is thousands of rows at most (decision 0051), never the async job's 4,000+
 * search results; the rows load once through the pipeline's own search (one definition of its filters).
 */
import type { Executor } from '../db/client';
import type { ExportSource } from '../exports/source';
import type { CurrentUser } from '../users/currentUser';
import { OPPORTUNITY_EXPORT_LIMIT, type OpportunitySearch } from './schemas';
import { searchOpportunities, type OpportunityView } from './service';

export function opportunitiesExportSource(
  db: Executor,
  user: CurrentUser,
  search: Omit<OpportunitySearch, 'limit' | 'offset'>,
  origin: string,
): ExportSource<OpportunityView> {
  let rows: Promise<OpportunityView[]> | null = null;
  const load = () =>
    (rows ??= searchOpportunities(db, user, { ...search, limit: OPPORTUNITY_EXPORT_LIMIT, offset: 0 }).then((r) => r.results));
  return {
    kind: 'opportunities',
    fileStem: 'opportunities',
    sheetName: 'Opportunities',
    columns: [
      { header: 'Name', width: 40, value: (o) => o.name },
      { header: 'Stage', width: 22, value: (o) => o.stage?.name ?? null },
      { header: 'Value', width: 14, value: (o) => o.value },
      { header: 'Currency', width: 9, value: (o) => o.currency },
      { header: 'Buyers', width: 36, value: (o) => o.buyers.map((b) => b.name).join('; ') || null },
      { header: 'Assignee', width: 22, value: (o) => o.assignedTo?.name ?? null },
      { header: 'Close date', width: 12, type: 'date', value: (o) => (o.closeDate ? new Date(o.closeDate) : null) },
      { header: 'Submission date', width: 14, type: 'date', value: (o) => (o.submissionDate ? new Date(o.submissionDate) : null) },
      { header: 'Created by', width: 22, value: (o) => o.createdBy?.name ?? null },
      { header: 'Created', width: 12, type: 'date', value: (o) => new Date(o.createdAt) },
      { header: 'Link', width: 40, value: (o) => `${origin}/opportunities/${o.id}` },
    ],
    count: async () => (await load()).length,
    async *batches(options) {
      const all = await load();
      const size = Math.max(1, options?.batchSize ?? 250);
      for (let i = 0; i < all.length; i += size) {
        options?.signal?.throwIfAborted();
        yield all.slice(i, i + size);
      }
    },
  };
}
