/**
 * Every feature's access declarations (decision 0018), merged. A feature with routes or GraphQL
 * fields adds its `access.ts` here; the matrix and fuzz tests fail for any route or operation of the
 * app that no table declares.
 */
import type { GraphQLSchema } from 'graphql';
import type { AccessTable, OperationAccessTable } from '../http/access';
import { access as accounts } from '../accounts/access';
import { access as alerts, graphqlAccess as alertsGraphql } from '../alerts/access';
import { access as adminAccounts } from '../adminAccounts/access';
import { access as auth } from '../auth/access';
import { access as bidsRest, graphqlAccess as bidsGraphql } from '../bids/access';
import { access as bidResponsesRest, graphqlAccess as bidResponsesGraphql } from '../bidResponses/access';
import { access as contactsRest, graphqlAccess as contactsGraphql } from '../contacts/access';
import { access as documentsRest, graphqlAccess as documentsGraphql } from '../documents/access';
import { access as exportsRest, graphqlAccess as exportsGraphql } from '../exports/access';
import { access as feed } from '../feed/access';
import { graphqlAccess as homeGraphql } from '../home/access';
import { access as importer } from '../importer/access';
import { access as leadsRest, graphqlAccess as leadsGraphql } from '../leads/access';
import { access as listsRest, graphqlAccess as listsGraphql } from '../lists/access';
import { access as onboarding } from '../onboarding/access';
import { access as notificationsRest, graphqlAccess as notificationsGraphql } from '../notifications/access';
import { graphqlAccess as opportunitiesGraphql } from '../opportunities/access';
import { access as organisationsRest, graphqlAccess as organisationsGraphql } from '../organisations/access';
import { access as recordSummary } from '../recordSummary/access';
import { access as reportsRest, graphqlAccess as reportsGraphql } from '../reports/access';
import { access as recordsRest, graphqlAccess as recordsGraphql } from '../records/access';
import { access as sales } from '../sales/access';
import { access as savedViews } from '../savedViews/access';
import { access as sharing } from '../sharing/access';
import { access as signalsRest, graphqlAccess as signalsGraphql } from '../signals/access';
import { access as sync } from '../sync/access';
import { access as usersRest, graphqlAccess as usersGraphql } from '../users/access';
import { access as crmRest, graphqlAccess as crmGraphql } from '../crm/access';
import { access as outreachRest, graphqlAccess as outreachGraphql } from '../outreach/access';
import { access as frameworks, graphqlAccess as frameworksGraphql } from '../frameworks/access';
import { access as spend, graphqlAccess as spendGraphql } from '../spend/access';
import { access as regionsRest, graphqlAccess as regionsGraphql } from '../regions/access';

const REST_TABLES: AccessTable[] = [
  accounts, adminAccounts, alerts, auth, bidsRest, exportsRest, feed, importer, leadsRest, listsRest, notificationsRest,
  organisationsRest, recordSummary, recordsRest, sales, savedViews, sharing, signalsRest, sync, usersRest,
  contactsRest,
  crmRest, outreachRest,
  frameworks, spend,
  reportsRest,
  onboarding,
  documentsRest,
  regionsRest,
  bidResponsesRest,
];
const GRAPHQL_TABLES: OperationAccessTable[] = [
  alertsGraphql, bidsGraphql, exportsGraphql, homeGraphql, leadsGraphql, listsGraphql, notificationsGraphql,
  opportunitiesGraphql,
  organisationsGraphql, recordsGraphql, signalsGraphql, usersGraphql,
  contactsGraphql,
  crmGraphql, outreachGraphql,
  reportsGraphql,
  documentsGraphql,
  regionsGraphql,
  frameworksGraphql, spendGraphql,
  bidResponsesGraphql,
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
