/** Writes packages/domain/schema.graphql from the Pothos schema (`pnpm --filter @tenderlens/api schema:print`). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from './schema';

export const schemaFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'domain', 'schema.graphql');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The domain's mocks import this very file as text (packages/domain/src/mocks/schema.ts): no copy to keep in step.
  writeFileSync(schemaFile, printSchemaText());
  console.info(`wrote ${schemaFile}`);
}
