import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFile } from './printSchema';
import { printSchemaText } from './schema';

describe('schema.graphql', () => {
  it('is not stale: the printed Pothos schema equals packages/domain/schema.graphql (run `pnpm --filter @tenderlens/api schema:print`)', () => {
    expect(printSchemaText()).toBe(readFileSync(schemaFile, 'utf8'));
  });
});
