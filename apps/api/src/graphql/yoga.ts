import { GraphQLError } from 'graphql';
import { createYoga, maskError, useExecutionCancellation as executionCancellationPlugin, type YogaServerInstance } from 'graphql-yoga';
import type { AuthenticatedSession } from '../auth/sessions';
import { isStatementTimeout } from '../db/requestScope';
import type { AppDeps } from '../http/context';
import { toPolicySubject } from '../users/currentUser';
import type { GraphQLContext } from './builder';
import { requestLimitPlugins } from './limits';
import { inputGuardPlugin } from './inputGuard';
import { getSchema } from './schema';

/** What the HTTP layer hands yoga for each request (after the bearer + CSRF guard). */
export interface GraphQLServerContext {
  deps: AppDeps;
  auth: AuthenticatedSession;
}

export type GraphQLServer = YogaServerInstance<GraphQLServerContext, GraphQLContext>;

export function createGraphQLServer(deps: AppDeps): GraphQLServer {
  const log = deps.logger.child({ component: 'graphql' });
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    // Unexpected errors reach the client as "Unexpected error."; details only go to the log. A
    // statement stopped by the request timeout says so (TIMEOUT: the client does not retry it).
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isStatementTimeout(error)
          ? new GraphQLError('This request took too long and was stopped. Please try again with a smaller request.', {
              extensions: { code: 'TIMEOUT' },
            })
          : maskError(error, message, isDev),
    },
    // NUL, lone surrogates and deep nesting are BAD_USER_INPUT before parsing (decision 0018); then the
    // request bounds (decision 0017).
    plugins: [inputGuardPlugin(), executionCancellationPlugin(), ...requestLimitPlugins(deps.config.environment === 'production')],
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => {
        const error = args.find((a): a is Error => a instanceof Error);
        log.error({ err: error }, args.filter((a) => !(a instanceof Error)).map(String).join(' ') || 'GraphQL error');
      },
    },
    context: ({ deps: d, auth }) => ({
      deps: d,
      auth,
      user: auth.user,
      subject: toPolicySubject(auth.user),
    }),
  });
}
