/** Assembles the code-first schema from every feature's graphql.ts module. */
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import '../appConfig/graphql';
import '../users/graphql';
import '../notifications/graphql';
import '../alerts/graphql';
import '../signals/graphql';
import '../records/graphql';
import '../records/detailGraphql';
import '../organisations/graphql';
import '../leads/graphql';
import '../lists/graphql';
import '../exports/graphql';
import '../opportunities/graphql';
import '../home/graphql';
import '../opportunities/pipelineGraphql';
import '../bids/graphql';
import '../contacts/graphql';
import '../crm/graphql';
import '../outreach/graphql';
import '../reports/graphql';
import '../documents/graphql';
import '../regions/graphql';
import '../frameworks/graphql';
import '../spend/graphql';
import '../bidResponses/graphql';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

export const SCHEMA_HEADER = `# Target contract for the foundation slice. apps/api generates this file from its Pothos schema
# (pnpm --filter @tenderlens/api schema:print); a test fails when the committed copy is stale.
`;

/** The text of packages/domain/schema.graphql. */
export function printSchemaText(): string {
  return `${SCHEMA_HEADER}\n${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}
