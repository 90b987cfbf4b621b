import { delay, graphql, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { RegionData, RegionSearchRequest } from '../graphql/operations';
import { regionFixtures } from './fixtures';

export type RegionsScenario = 'default' | 'empty' | 'loading' | 'error';

/** The `regions` query over the fixtures, filtered as the server filters. */
export function regionsHandlers(scenario: RegionsScenario = 'default', regions: readonly RegionData[] = regionFixtures): RequestHandler[] {
  const all = scenario === 'empty' ? [] : regions;
  const root = {
    regions: (args: Record<string, unknown>) => {
      const r = (args['request'] ?? {}) as RegionSearchRequest;
      const text = r.text?.trim().toLowerCase();
      return all
        .filter(
          (x) =>
            (!text || x.name.toLowerCase().includes(text) || x.id.toLowerCase().startsWith(text)) &&
            (!r.countryCode || x.countryCode === r.countryCode.toUpperCase()) &&
            (r.level === undefined || r.level === null || x.level === r.level) &&
            (!r.parentId || x.parentId === r.parentId) &&
            (!r.ids || r.ids.includes(x.id)),
        )
        .slice(0, r.limit ?? 200);
    },
  };
  return [
    graphql.query('Regions', async ({ query, variables }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return graphQLErrorResponse();
      return executeMock(query, variables, root);
    }),
  ];
}
