import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { NoticeRowData } from '../graphql/queries/Notices';
import type { Lead } from '../../leads/schemas/lead';
import { noticeListShows } from '../rules/noticeListFilter';
import { noticeFixtures } from './fixtures';

export type NoticesScenario = 'default' | 'empty' | 'error' | 'loading';

export interface NoticesHandlersOptions {
  /** @default 'default' */
  scenario?: NoticesScenario;
  /** Replaces the fixtures. */
  items?: NoticeRowData[];
  /** Reported total (e.g. 1,234,567 to show the capped count). @default the number of matching items */
  total?: number;
  /**
   * The live lead of a procurement stage (the leads mock store), so a hide, an assignment or a
   * comment made through the leads mocks shows in the next search, as on the server.
   */
  leadOf?: (procurementStageId: string) => Lead | undefined;
}

interface MockFilter {
  text?: string;
  stage?: string[];
  showUserHiddenLeads?: boolean;
  procurementStageQualifications?: string[];
  includeAllDisqualifiedStates?: boolean;
  assignee?: string[];
  offset?: number;
  limit?: number;
}

/**
 * `Notices` answered from fixtures with the text and stage filters and paging applied, so a story's
 * search box, stage filter and pages behave like the real ones. 'loading' never answers.
 */
export function noticesHandlers(options: NoticesHandlersOptions = {}): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const items = scenario === 'empty' ? [] : (options.items ?? noticeFixtures);
  return [
    graphql.query('Notices', async ({ query, variables }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return graphQLErrorResponse();
      const filter = (variables.filter ?? {}) as MockFilter;
      const text = filter.text?.toLowerCase();
      const live = items.map((n) => {
        const lead = n.procurementStage ? (options.leadOf?.(n.procurementStage.id) ?? n.lead) : n.lead;
        return lead ? { ...n, lead, qualification: lead.qualification, hiddenDate: lead.hiddenDate, commentCount: lead.commentCount } : n;
      });
      const wantedAssignee = filter.assignee?.[0];
      const matching = live.filter(
        (n) =>
          noticeListShows(filter, n.lead?.qualification ?? 'unqualified') &&
          (!wantedAssignee || (wantedAssignee === 'unassigned' ? !n.lead?.assignee : n.lead?.assignee?.guid === wantedAssignee)),
      ).filter(
        (n) =>
          (!text || n.name.toLowerCase().includes(text) || (n.description ?? '').toLowerCase().includes(text)) &&
          (!filter.stage?.length || filter.stage.includes(n.stage)),
      );
      const offset = filter.offset ?? 0;
      const limit = filter.limit ?? 20;
      const total = options.total ?? matching.length;
      const count = (key: (n: NoticeRowData) => string | undefined) =>
        Object.entries(
          matching.reduce<Record<string, number>>((acc, n) => {
            const k = key(n);
            if (k) acc[k] = (acc[k] ?? 0) + 1;
            return acc;
          }, {}),
        ).map(([k, c]) => ({ key: k, count: c }));
      return executeMock(query, variables, {
        notices: () => ({
          totalResults: total,
          totalIsEstimate: false,
          offset,
          limit,
          nextOffset: offset + limit < total ? offset + limit : null,
          results: matching.slice(offset, offset + limit),
          signals: [],
          facets: {
            sampled: false,
            stage: count((n) => n.stage),
            countryCode: count((n) => n.countryCode ?? undefined),
            cpvDivision: count((n) => n.cpvCodes[0]?.dimensionCode),
          },
        }),
      });
    }),
  ];
}
