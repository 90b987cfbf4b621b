// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from './schemaSdl';

describe('mock schema', () => {
  it('matches packages/domain/schema.graphql (update src/mocks/schemaSdl.ts when the API changes)', () => {
    const committed = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');
    const print = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));
    expect(print(schemaSdl)).toBe(print(committed));
  });
});
