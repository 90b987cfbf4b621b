import { Client, fetchExchange } from '@urql/core';
import { buildSchema, graphql } from 'graphql';
import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import { createCacheExchange } from '../client/cacheExchange';
import type { MockRoot } from '../mocks/executeMock';
import { schemaSdl } from '../mocks/schema';

const schema = buildSchema(schemaSdl);

export interface SchemaFetch {
  fetch: typeof fetch;
  /** Every operation the "server" received, by operation name. */
  calls: string[];
  /** While true, mutations wait until `release()` (to observe optimistic state). */
  holdMutations: boolean;
  release: () => void;
  /** Answer the next mutation with a GraphQL error instead of executing it. */
  failNextMutation: boolean;
}

/** A fetch that executes each request against the real schema with `root` as resolvers. */
export function createSchemaFetch(root: MockRoot): SchemaFetch {
  const gates: (() => void)[] = [];
  const state: SchemaFetch = {
    calls: [],
    holdMutations: false,
    failNextMutation: false,
    release: () => gates.splice(0).forEach((open) => open()),
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
      const isMutation = /^\s*mutation/.test(body.query);
      state.calls.push(/(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous');
      if (isMutation && state.holdMutations) await new Promise<void>((open) => gates.push(open));
      if (isMutation && state.failNextMutation) {
        state.failNextMutation = false;
        return Response.json({ errors: [{ message: 'failed' }] });
      }
      const result = await graphql({ schema, source: body.query, variableValues: body.variables ?? {}, rootValue: root });
      return Response.json(JSON.parse(JSON.stringify(result)));
    },
  };
  return state;
}

/** A client with the REAL merged graphcache and the schema fetch (no auth/retry/stale exchanges). */
export function createSchemaClient(root: MockRoot, cacheOptions?: CacheExchangeOpts) {
  const server = createSchemaFetch(root);
  const client = new Client({
    url: 'http://test.local/graphql',
    exchanges: [createCacheExchange(cacheOptions), fetchExchange],
    fetch: server.fetch,
    preferGetMethod: false,
    requestPolicy: 'cache-first',
  });
  return { client, server };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
