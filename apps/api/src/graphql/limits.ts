/**
 * What one GraphQL request may ask for (decision 0017, OWASP API4): at most 15 aliases, depth 8,
 * 3,000 tokens and a cost of 25,000 (the app's costliest operation, the notices table at
 * 100 rows, costs 10,001), judged on the document and its variables before any resolver
 * runs (so before the database); an answer within 15 s. In production, no introspection and no
 * "Did you mean …?" suggestions. Every operation the domain package ships stays within these
 * (limits.test.ts parses them all).
 *
 * Cost (graphql-query-complexity): every field costs 1 plus its children; a field with a `limit`
 * argument (directly or in its input object: `notices(filter: {limit})`,
 * `searchOrganisations(request: {limit})`) costs its children `limit` times (the schema default,
 * else 20, when it is left out). 600 aliased `notices(filter:{limit:100})` is refused on aliases
 * and on cost; so is one `searchOrganisations(request:{limit:10000})` with a few fields.
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';

export const GRAPHQL_LIMITS = {
  maxAliases: 15,
  /** The schema is 5 deep (no cycles); this guards the cycles a later type may add. */
  maxDepth: 8,
  maxTokens: 3000,
  maxCost: 25_000,
  /** The list size assumed for a `limit` argument that is left out and has no schema default. */
  defaultListSize: 20,
  /** The whole request, resolvers included; past it 504 (each SQL statement is bounded on its own too). */
  timeBudgetMs: 15_000,
} as const;

const limitOf = (args: Record<string, unknown>): number | undefined => {
  const direct = args.limit;
  if (typeof direct === 'number') return direct;
  for (const value of Object.values(args)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = (value as Record<string, unknown>).limit;
      if (typeof nested === 'number') return nested;
    }
  }
  return undefined;
};

const hasLimitArgument = (field: { args: readonly { name: string; type: unknown }[] }): boolean =>
  field.args.some(
    (a) =>
      a.name === 'limit' ||
      // An input object argument with a `limit` field (NoticeSearchInput, OrganisationSearchRequest).
      (() => {
        let type = a.type as { ofType?: unknown; getFields?: () => Record<string, unknown> };
        while (type.ofType) type = type.ofType as typeof type;
        return typeof type.getFields === 'function' && 'limit' in type.getFields();
      })(),
  );

/** Children × `limit` on paged fields; everything else goes to the simple estimator (1 + children). */
const listSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!hasLimitArgument(field)) return undefined;
  const size = Math.max(1, limitOf(args) ?? GRAPHQL_LIMITS.defaultListSize);
  return 1 + size * childComplexity;
};

/** The cost of one operation of `document` with `variables` (exported for the domain operations test). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    ...(operationName ? { operationName } : {}),
    estimators: [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Refuses an over-budget operation before execution: `errors: [{ extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost } }]`. */
function costLimitPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = operationCost(
          args.schema,
          args.document,
          (args.variableValues ?? {}) as Record<string, unknown>,
          args.operationName ?? undefined,
        );
      } catch (error) {
        // Bad variables: execution reports them as the usual validation error.
        if (error instanceof GraphQLError) return;
        throw error;
      }
      if (cost > GRAPHQL_LIMITS.maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `This query costs ${cost}, more than the ${GRAPHQL_LIMITS.maxCost} one request may: ask for fewer rows or fields.`,
              { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: GRAPHQL_LIMITS.maxCost } },
            ),
          ],
        });
      }
    },
  };
}

/** The yoga plugins that bound a request; `production` also hides the schema. */
export function requestLimitPlugins(production: boolean): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }) as Plugin,
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, allowList: [] }) as Plugin,
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true }) as Plugin,
    costLimitPlugin(),
  ];
  if (production) plugins.push(disableIntrospectionPlugin(), blockFieldSuggestionsPlugin() as Plugin);
  return plugins;
}

/**
 * Runs `handle` with the time budget: past it the request's signal is aborted (yoga stops resolving)
 * and the client gets 504 `{ errors: [{ extensions: { code: 'TIMEOUT' } }] }` at once.
 */
export async function withTimeBudget(
  request: Request,
  budgetMs: number,
  handle: (request: Request) => Promise<Response> | Response,
): Promise<Response> {
  const controller = new AbortController();
  const timed = new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('time budget spent'));
      resolve(
        Response.json(
          {
            errors: [
              {
                message: `The request took longer than ${Math.round(budgetMs / 1000)} s and was stopped. Please try again with a smaller request.`,
                extensions: { code: 'TIMEOUT' },
              },
            ],
          },
          { status: 504 },
        ),
      );
    }, budgetMs);
  });
  try {
    return await Promise.race([Promise.resolve(handle(timed)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
