/** Writes packages/domain/schema.graphql from the Pothos schema (`pnpm --filter @tenderlens/api schema:print`). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from './schema';

export const schemaFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'domain', 'schema.graphql');

/** The mock server's copy of the schema (packages/domain/src/mocks/schemaSdl.ts), kept in step. */
export const mockSdlFile = join(dirname(schemaFile), 'src', 'mocks', 'schemaSdl.ts');

const MOCK_SDL_HEADER = `/**
 * A copy of packages/domain/schema.graphql for the mock GraphQL server (msw executes real queries
 * against it, so answers have exactly the selected fields and __typename). mocks/schemaSdl.test.ts
 * fails when this copy and schema.graphql differ; \`pnpm --filter @tenderlens/api schema:print\` writes both.
 */
`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = printSchemaText();
  writeFileSync(schemaFile, text);
  const body = text.slice(text.indexOf('\n\n') + 2).replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  writeFileSync(mockSdlFile, `${MOCK_SDL_HEADER}export const schemaSdl = /* GraphQL */ \`\n${body}\`;\n`);
  console.info(`wrote ${schemaFile} and ${mockSdlFile}`);
}
