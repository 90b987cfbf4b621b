import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps } from '../http/context';
import { describeOnDatabases, type Tokens } from '../testing/api';
import { findRepoRoot } from '../config';
import { GRAPHQL_LIMITS, operationCost, withTimeBudget } from './limits';
import { getSchema } from './schema';
import { createGraphQLServer } from './yoga';

const domainSrc = join(findRepoRoot(), 'packages', 'domain', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every gql`…` document of the domain package: `${name}` of a string constant of the file is
 * replaced by its text; `${SomeFragment}` (a document) is left out (fragments are added by name).
 */
function domainDefinitions(): { file: string; definitions: readonly DefinitionNode[] }[] {
  const out: { file: string; definitions: readonly DefinitionNode[] }[] = [];
  for (const file of sourceFiles(domainSrc)) {
    const text = readFileSync(file, 'utf8');
    const constants = new Map([...text.matchAll(/\bconst (\w+) = '([^']*)';/g)].map((m) => [m[1], m[2]]));
    for (const match of text.matchAll(/\bgql(?:<[^`]*?>)?`([^`]*)`/g)) {
      const body = (match[1] ?? '').replace(/\$\{(\w+)\}/g, (_, name: string) => constants.get(name) ?? '');
      if (body.trim()) out.push({ file, definitions: parse(body).definitions });
    }
  }
  return out;
}

/** Each operation with the fragments it uses (transitively), as one document. */
function domainOperations(): { name: string; document: DocumentNode }[] {
  const all = domainDefinitions();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { definitions } of all)
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operations: { name: string; document: DocumentNode }[] = [];
  for (const { file, definitions } of all) {
    for (const op of definitions) {
      if (op.kind !== Kind.OPERATION_DEFINITION) continue;
      const used = new Map<string, FragmentDefinitionNode>();
      const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (!fragment) throw new Error(`${file}: unknown fragment ${spread.name.value}`);
            if (!used.has(fragment.name.value)) {
              used.set(fragment.name.value, fragment);
              collect(fragment);
            }
          },
        });
      collect(op);
      operations.push({ name: op.name?.value ?? file, document: { kind: Kind.DOCUMENT, definitions: [op, ...used.values()] } });
    }
  }
  return operations;
}

/** A value of `type` the way the app sends the largest one: limits at 100 (the largest table page). */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType as GraphQLInputType, name)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) || f.name === 'limit')
        .map((f) => [f.name, sampleValue(f.type, f.name)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  switch (getNamedType(type).name) {
    case 'Int':
      return name === 'limit' ? 100 : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return '1';
  }
}

function sampleVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries(
    (op?.variableDefinitions ?? []).map((v) => {
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
      return [v.variable.name.value, sampleValue(type, v.variable.name.value)];
    }),
  );
}

describe('GraphQL request limits', () => {
  const schema = getSchema();
  const operations = domainOperations();

  it('every operation the domain package ships is valid and within the aliases, depth, token and cost limits', () => {
    expect(operations.length).toBeGreaterThan(40);
    const report: string[] = [];
    let worst = { name: '', cost: 0 };
    for (const { name, document } of operations) {
      const errors = validate(schema, document, [
        maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
        maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true }),
      ]);
      if (errors.length) report.push(`${name}: ${errors.map((e) => e.message).join('; ')}`);
      const validity = validate(schema, document);
      if (validity.length) report.push(`${name}: ${validity.map((e) => e.message).join('; ')}`);
      const parser = new MaxTokensParserWLexer(
        // The request text, fragments included.
        document.definitions.map((d) => d.loc?.source.body.slice(d.loc.start, d.loc.end) ?? '').join('\n'),
        { n: Number.MAX_SAFE_INTEGER },
      );
      parser.parseDocument();
      if (parser.tokenCount > GRAPHQL_LIMITS.maxTokens) report.push(`${name}: ${parser.tokenCount} tokens`);
      const cost = operationCost(schema, document, sampleVariables(schema, document));
      if (cost > GRAPHQL_LIMITS.maxCost) report.push(`${name}: cost ${cost}`);
      if (cost > worst.cost) worst = { name, cost };
    }
    expect(report).toEqual([]);
    // Headroom: the costliest real operation (at 100 rows) takes at most half the budget.
    expect(worst.cost, worst.name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost / 2);
  });

  it('costs a paged field by its limit: more rows or more aliases cost proportionally more', () => {
    const cost = (q: string) => operationCost(schema, parse(q));
    const one = cost('{ notices(filter: { limit: 10 }) { results { guid name } } }');
    expect(cost('{ notices(filter: { limit: 100 }) { results { guid name } } }')).toBeGreaterThan(9 * one);
    expect(cost('{ a: notices(filter: { limit: 10 }) { results { guid name } } b: notices(filter: { limit: 10 }) { results { guid name } } }')).toBe(2 * one);
  });

  it('in production: no introspection and no field suggestions', async () => {
    const deps = { config: { ...loadConfig({}), environment: 'production' }, logger: pino({ level: 'silent' }) } as unknown as AppDeps;
    const yoga = createGraphQLServer(deps);
    const ask = async (query: string) => {
      const res = await yoga.fetch('http://x/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return JSON.stringify(await res.json());
    };
    expect(await ask('{ __schema { types { name } } }')).toMatch(/introspection/i);
    const typo = await ask('{ currentUsr { id } }');
    expect(typo).toMatch(/Cannot query field/);
    expect(typo).not.toMatch(/Did you mean|currentUser/);
    const dev = createGraphQLServer({ ...deps, config: { ...deps.config, environment: 'development' } });
    const devTypo = await dev.fetch('http://x/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currentUsr { id } }' }),
    });
    expect(JSON.stringify(await devTypo.json())).toMatch(/Did you mean/);
  });

  it('a request past its time budget answers 504 TIMEOUT at once and aborts the work', async () => {
    let aborted = false;
    const started = performance.now();
    const res = await withTimeBudget(new Request('http://x/graphql'), 50, (request) => {
      request.signal.addEventListener('abort', () => (aborted = true));
      return new Promise<Response>(() => undefined);
    });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('TIMEOUT');
    expect(aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

const NOTICE_FIELDS =
  'guid name description stage value currency publishDate closeDate awardDate expiryDate country countryCode url type addedAt buyer { id guid name } suppliers { id guid name }';
const aliased = (n: number, limit: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `n${i}: notices(filter: { limit: ${limit} }) { results { ${NOTICE_FIELDS} } }`).join(' ')} }`;

await describeOnDatabases('GraphQL limits against the database', (api) => {
  let guest: Tokens;
  let maya: Tokens;
  beforeAll(async () => {
    guest = await api().signIn('guest@guestpass.test');
    maya = await api().signIn('maya@northwind.test');
  });

  /** Runs `query` and returns its errors and the SQL statements it sent. */
  const run = async (tokens: Tokens, query: string) => {
    const statements: string[] = [];
    const stop = api().app.database.onQuery((e) => statements.push(e.sql));
    const started = performance.now();
    try {
      const result = await api().graphql(tokens, query);
      // Sign-in checks of the bearer token are the only statements before execution.
      const work = statements.filter((s) => !/\bsessions\b|\busers\b/.test(s));
      return { ...result, work, ms: performance.now() - started };
    } finally {
      stop();
    }
  };

  it('600 and 2,000 aliased notices(limit: 100) as a guest: refused at once, before the database', async () => {
    for (const n of [600, 2000]) {
      const result = await run(guest, aliased(n, 100));
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toMatch(/token limit|aliases/i);
      expect(result.work).toEqual([]);
      expect(result.ms).toBeLessThan(1500);
    }
    // Short enough for the token limit, one alias too many.
    const sixteen = await run(guest, `{ ${Array.from({ length: 16 }, (_, i) => `n${i}: notices { totalResults }`).join(' ')} }`);
    expect(sixteen.errors?.[0]?.message).toMatch(/aliases/i);
    expect(sixteen.work).toEqual([]);
  });

  it('within the aliases but over the cost (12 × 100 rows): QUERY_TOO_COSTLY before the database', async () => {
    const result = await run(maya, aliased(12, 100));
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(result.work).toEqual([]);
    const big = await run(maya, '{ searchOrganisations(request: { limit: 10000 }) { orgs { id name guid countryCode } total } }');
    expect(big.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('too deep: refused before the database (the schema is 5 deep today; the limit guards future cycles)', async () => {
    const nest = (depth: number) => `{ ${'currentUser { '.repeat(1)}${'company { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
    const result = await run(maya, nest(GRAPHQL_LIMITS.maxDepth + 1));
    expect(result.errors?.map((e) => e.message).join(' ')).toMatch(/depth/i);
    expect(result.work).toEqual([]);
  });

  it('a query within every limit runs', async () => {
    const result = await run(maya, aliased(2, 20));
    expect(result.errors).toBeUndefined();
    expect(result.work.length).toBeGreaterThan(0);
  });
});
