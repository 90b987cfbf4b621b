/**
 * Writes packages/domain/schema.graphql from the Pothos schema, and the mock server's copy of it
 * (packages/domain/src/mocks/schemaSdl.ts): `pnpm --filter @tenderlens/api schema:print`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from './schema';

const domainDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'domain');
export const schemaFile = join(domainDir, 'schema.graphql');
export const mockSchemaFile = join(domainDir, 'src', 'mocks', 'schemaSdl.ts');

/** The mock server's copy: the same SDL in a TypeScript module (browsers cannot read the .graphql file). */
export function mockSchemaModule(sdl: string): string {
  return `/**
 * A copy of packages/domain/schema.graphql for the mock GraphQL server (msw executes real queries
 * against it, so answers have exactly the selected fields and __typename). Written by
 * \`pnpm --filter @tenderlens/api schema:print\`; mocks/schemaSdl.test.ts fails when the two differ.
 */
export const schemaSdl = /* GraphQL */ \`
${sdl.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`;
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sdl = printSchemaText();
  writeFileSync(schemaFile, sdl);
  writeFileSync(mockSchemaFile, mockSchemaModule(sdl));
  console.info(`wrote ${schemaFile} and ${mockSchemaFile}`);
}
