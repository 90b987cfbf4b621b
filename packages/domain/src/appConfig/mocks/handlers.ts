import { graphql, type GraphQLHandler } from 'msw';
import { executeMock } from '../../mocks/executeMock';
import type { AppConfig } from '../schemas/appConfig';
import { appConfigFixture } from './fixtures';

export function appConfigHandlers(config: AppConfig = appConfigFixture): GraphQLHandler[] {
  return [graphql.query('AppConfig', ({ query, variables }) => executeMock(query, variables, { appConfig: () => config }))];
}
