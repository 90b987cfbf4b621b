/**
 * Every feature's access declarations (decision 0018), merged. A feature with routes or GraphQL
 * fields adds its `access.ts` here; the matrix and fuzz tests fail for any route or operation of the
 * app that no table declares.
 */
import type { GraphQLSchema } from 'graphql';
import type { AccessTable, OperationAccessTable } from '../http/access';
import { access as auth } from '../auth/access';
import { access as exportsRest, graphqlAccess as exportsGraphql } from '../exports/access';
import { access as feed } from '../feed/access';
import { access as importer } from '../importer/access';
import { access as leadsRest, graphqlAccess as leadsGraphql } from '../leads/access';
import { access as listsRest, graphqlAccess as listsGraphql } from '../lists/access';
import { access as notificationsRest, graphqlAccess as notificationsGraphql } from '../notifications/access';
import { graphqlAccess as opportunitiesGraphql } from '../opportunities/access';
import { access as organisationsRest, graphqlAccess as organisationsGraphql } from '../organisations/access';
import { access as recordSummary } from '../recordSummary/access';
import { access as recordsRest, graphqlAccess as recordsGraphql } from '../records/access';
import { access as sales } from '../sales/access';
import { access as savedViews } from '../savedViews/access';
import { access as sharing } from '../sharing/access';
import { access as signalsRest, graphqlAccess as signalsGraphql } from '../signals/access';
import { access as usersRest, graphqlAccess as usersGraphql } from '../users/access';

const REST_TABLES: AccessTable[] = [
  auth, exportsRest, feed, importer, leadsRest, listsRest, notificationsRest, organisationsRest,
  recordSummary, recordsRest, sales, savedViews, sharing, signalsRest, usersRest,
];
const GRAPHQL_TABLES: OperationAccessTable[] = [
  exportsGraphql, leadsGraphql, listsGraphql, notificationsGraphql, opportunitiesGraphql,
  organisationsGraphql, recordsGraphql, signalsGraphql, usersGraphql,
];

function merge<T>(tables: Record<string, T>[]): Record<string, T> {
  const all: Record<string, T> = {};
  for (const table of tables) {
    for (const [key, value] of Object.entries(table)) {
      if (key in all) throw new Error(`${key} is declared twice`);
      all[key] = value;
    }
  }
  return all;
}

export const ACCESS: AccessTable = merge(REST_TABLES);
export const GRAPHQL_ACCESS: OperationAccessTable = merge(GRAPHQL_TABLES);

/** `METHOD /path` of every route the app registers (middleware entries, method ALL, left out). */
export function appRouteKeys(routes: readonly { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}

/** `Query.field` / `Mutation.field` of every root field of the schema. */
export function schemaOperationKeys(schema: GraphQLSchema): string[] {
  const keys: string[] = [];
  for (const [name, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
    for (const field of Object.keys(type?.getFields() ?? {})) keys.push(`${name}.${field}`);
  }
  return keys;
}
