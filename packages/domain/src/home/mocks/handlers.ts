import type { GraphQLHandler } from 'msw';
import { featureHandlers } from '../../mocks/featureHandlers';
import type { Home } from '../schemas/home';
import { homeEmptyFixture, homeFixture, homeGuestFixture, homeLockedFixture } from './fixtures';

export type HomeScenario = 'default' | 'empty' | 'locked' | 'guest' | 'error' | 'loading';

export interface HomeHandlersOptions {
  /** @default 'default' */
  scenario?: HomeScenario;
  /** Clock for the fixtures. @default new Date() */
  now?: Date;
  /** Replaces the scenario's Home. */
  home?: Home;
}

const FIXTURES: Record<Exclude<HomeScenario, 'error' | 'loading'>, (now: Date) => Home> = {
  default: homeFixture,
  empty: homeEmptyFixture,
  locked: homeLockedFixture,
  guest: homeGuestFixture,
};

/** Query.home and Mutation.recordHomeVisit. 'loading' never answers; 'error' fails both. */
export function homeHandlers(options: HomeHandlersOptions = {}): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const now = options.now ?? new Date();
  const data = options.home ?? (scenario === 'error' || scenario === 'loading' ? homeFixture(now) : FIXTURES[scenario](now));
  let lastVisitAt: string | null = null;
  const root = {
    home: () => data,
    recordHomeVisit: () => {
      const visit = { lastVisitAt: new Date().toISOString(), previousVisitAt: lastVisitAt };
      lastVisitAt = visit.lastVisitAt;
      return visit;
    },
  };
  return featureHandlers(root, { queries: ['Home'], mutations: ['RecordHomeVisit'] }, { scenario: scenario === 'error' || scenario === 'loading' ? scenario : 'default' });
}
