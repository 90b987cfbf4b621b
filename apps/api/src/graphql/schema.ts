/** Assembles the code-first schema from every feature's graphql.ts module. */
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import '../appConfig/graphql';
import '../users/graphql';
import '../notifications/graphql';
import '../signals/graphql';
import '../records/graphql';
import '../records/detailGraphql';
import '../organisations/graphql';
import '../leads/graphql';
import '../lists/graphql';
import '../exports/graphql';
import '../opportunities/graphql';

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
