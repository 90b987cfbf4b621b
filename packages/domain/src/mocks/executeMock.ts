import { buildSchema, graphql as executeGraphQL, type GraphQLSchema } from 'graphql';
import { HttpResponse } from 'msw';
import { schemaSdl } from './schema';

/** A GraphQL answer body as msw types it. */
type GraphQLResponseBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

let schema: GraphQLSchema | null = null;
const getSchema = () => (schema ??= buildSchema(schemaSdl));

/** Root fields of the mock server: Query and Mutation field names to (args) => value. */
export type MockRoot = Record<string, (args: Record<string, unknown>) => unknown>;

/** Executes the intercepted operation against the real schema with `root` as resolvers. */
export async function executeMock(query: string, variables: Record<string, unknown> | undefined, root: MockRoot) {
  const result = await executeGraphQL({
    schema: getSchema(),
    source: query,
    variableValues: variables ?? {},
    rootValue: root,
  });
  // JSON round trip: graphql-js results hold null-prototype objects and GraphQLError instances.
  return HttpResponse.json<GraphQLResponseBody>(JSON.parse(JSON.stringify(result)) as GraphQLResponseBody);
}

/** A GraphQL error answer (HTTP 200, as GraphQL servers send). The message is generic on purpose. */
export const graphQLErrorResponse = () =>
  HttpResponse.json<GraphQLResponseBody>({
    errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });

/** The server's answer without a valid session. */
export const unauthenticatedResponse = () =>
  new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'Sign in required' } }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
