/**
 * The server's GraphQL schema for the mock server and the domain's schema tests: packages/domain/schema.graphql
 * itself — the file apps/api generates from its Pothos schema (and checks is not stale) — imported as text, never a
 * hand copy. `?raw` is Vite's text import (Storybook, vitest); the tsup build inlines it the same way (tsup.config.ts).
 */
import schemaText from '../../schema.graphql?raw';

export const schemaSdl: string = schemaText;
