/**
 * Property-based input fuzzing (decision 0018): every REST route of the app (its declared example,
 * mutated: hostile text, numbers, durations, unknown keys, deep nesting, broken path segments and
 * query strings) and every GraphQL root field (arguments generated from the schema's own types) must
 * answer without a 5xx, every 4xx as a JSON error; and every write must refuse an unknown key.
 * Seeded (FUZZ_SEED) so a failure replays; FUZZ_RUNS requests per route/operation.
 */
import fc from 'fast-check';
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isLeafType,
  type GraphQLInputType,
} from 'graphql';
import { expect, it } from 'vitest';
import { getSchema } from '../graphql/schema';
import { describeOnDatabases, type ApiHarness } from '../testing/api';
import { prepareAccessFixtures, requestAs, type RoleTokens } from '../testing/accessFixtures';
import { ACCESS, appRouteKeys, GRAPHQL_ACCESS, schemaOperationKeys } from '../testing/accessTables';
import type { Outcomes, Role } from './access';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// ---- Hostile values ---------------------------------------------------------------------------

/** What broke the server before decision 0018 (issue 10 §3): drawn most often. */
const CORE_HOSTILE_STRINGS = ['a\u0000b', '\u0000', '\ud800', 'x\udc00y', 'P99999999Y', '-P99999999Y'] as const;

const HOSTILE_STRINGS = [
  '\ud83d',
  'P1Y',
  '9999-99-99',
  '0000-01-01',
  '275760-09-14',
  '',
  ' ',
  'a'.repeat(10_001),
  "'; drop table notices; --",
  '%00',
  '\\u0000',
  '00000000-0000-0000-0000-000000000000',
  '99999999999999999999',
  '-1',
  'NaN',
  '{}',
  '__proto__',
] as const;

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CORE_HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 0.5, 1e-300, 100_001, 1e15 + 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileLeaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileLeaf, { maxKeys: 3 }) },
);

/** `{"a":{"a":…}}` `depth` levels deep: a marker, written out as text (JSON.stringify would overflow the stack). */
const deepValue = (depth: number): string => `__deep_marker__${depth}`;

/** The request body as JSON text, deep markers expanded. */
function toJsonText(body: unknown): string {
  return JSON.stringify(body).replace(/"__deep_marker__(\d+)"/g, (_m, n: string) => '{"a":'.repeat(Number(n)) + '1' + '}'.repeat(Number(n)));
}

// ---- Mutating an example ----------------------------------------------------------------------

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) out.push(prefix);
    for (const [k, v] of entries) leafPaths(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
  } else out.push(prefix);
  return out;
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

type Mutation =
  | { kind: 'leaf'; at: number; value: unknown }
  | { kind: 'unknownKey'; key: string; value: unknown }
  | { kind: 'replace'; value: unknown }
  | { kind: 'deep'; at: number; depth: number }
  | { kind: 'segment'; at: number; value: string }
  | { kind: 'query'; params: Record<string, string> };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('leaf' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownKey' as const), key: hostileString, value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), at: fc.nat(), depth: fc.constantFrom(33, 100, 50_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('segment' as const), at: fc.nat(), value: hostileString }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      params: fc.dictionary(fc.constantFrom('limit', 'offset', 'text', 'sectors', 'parent', 'permission', 'buyer_guids', 'expiries', 'period', 'years', 'data_type', 'x'), hostileString, { maxKeys: 3 }),
    }),
  },
);

/** Values every leaf of every example is swept with (then random mutations add breadth). */
const SWEEP_VALUES: unknown[] = ['a\u0000b', '\ud800', 'P99999999Y', 1e308, deepValue(50_000)];

/** The deterministic part: each leaf of the example (and a new key) × SWEEP_VALUES, each path parameter, the query string. */
function sweep(route: string, example: { body?: unknown }): Mutation[] {
  const out: Mutation[] = [];
  const method = route.slice(0, route.indexOf(' '));
  if (method !== 'GET') {
    const leaves = leafPaths(example.body ?? {}).length;
    for (let at = 0; at < leaves; at++) for (const value of SWEEP_VALUES) out.push({ kind: 'leaf', at, value });
    for (const value of SWEEP_VALUES) out.push({ kind: 'unknownKey', key: 'a\u0000b', value });
  }
  const params = route.split('/').filter((p) => p.startsWith(':')).length;
  for (let at = 0; at < Math.max(params, 1); at++) for (const value of ['a\u0000b', '\ud800']) out.push({ kind: 'segment', at, value });
  out.push({ kind: 'query', params: { text: 'a\u0000b', limit: '99999999999999999999' } });
  return out;
}

/** A path segment as a client would send it; lone surrogates as the bytes a broken client sends. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function applyMutation(route: string, example: { path: string; body?: unknown }, m: Mutation): { path: string; body: unknown } {
  const { path } = example;
  let body = example.body;
  switch (m.kind) {
    case 'leaf': {
      const paths = leafPaths(body ?? {});
      body = setAt(body ?? {}, paths[m.at % paths.length] ?? [], m.value);
      break;
    }
    case 'unknownKey':
      body = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, [m.key || 'x']: m.value } : { [m.key || 'x']: m.value };
      break;
    case 'replace':
      body = m.value;
      break;
    case 'deep': {
      const paths = leafPaths(body ?? {});
      body = setAt(body ?? {}, paths[m.at % paths.length] ?? [], deepValue(m.depth));
      break;
    }
    case 'segment': {
      // Replace one of the route's parameter segments (or the last segment) with hostile text.
      const pattern = route.slice(route.indexOf(' ') + 1).split('/');
      const segments = path.split('?')[0]?.split('/') ?? [];
      const params = pattern.map((p, i) => (p.startsWith(':') ? i : -1)).filter((i) => i >= 0);
      const index = params.length ? (params[m.at % params.length] ?? 0) : segments.length - 1;
      segments[index] = encodeSegment(m.value);
      return { path: segments.join('/'), body };
    }
    case 'query': {
      const query = Object.entries(m.params).map(([k, v]) => `${k}=${encodeSegment(v)}`).join('&');
      return { path: `${path}${path.includes('?') ? '&' : '?'}${query}`, body };
    }
  }
  return { path, body };
}

// ---- GraphQL arguments from the schema's types ------------------------------------------------

function inputArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return inputArbitrary(type.ofType as GraphQLInputType, depth);
  const nullable = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (type instanceof GraphQLList) return nullable(fc.array(inputArbitrary(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 }));
  if (type instanceof GraphQLEnumType) return nullable(fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), hostileString));
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArbitrary(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name),
      }),
    );
  }
  if (type instanceof GraphQLScalarType) {
    if (type.name === 'Int') return nullable(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31))));
    if (type.name === 'Float') return nullable(hostileNumber);
    if (type.name === 'Boolean') return nullable(fc.boolean());
  }
  return nullable(hostileString);
}

function operationArbitrary(key: string): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const { query, field } = operationQuery(key);
  return fc
    .record(Object.fromEntries(field.args.map((a) => [a.name, inputArbitrary(a.type)])))
    .map((variables) => ({ query, variables }));
}

/** A value the schema accepts for `type` (required fields only): the base a sweep changes one position of. */
function baseline(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return baseline(type.ofType as GraphQLInputType);
  if (type instanceof GraphQLList) return [baseline(type.ofType as GraphQLInputType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.name;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => f.type instanceof GraphQLNonNull)
        .map((f) => [f.name, baseline(f.type)]),
    );
  }
  const name = (type as GraphQLScalarType).name;
  return name === 'Int' || name === 'Float' ? 1 : name === 'Boolean' ? false : name === 'ID' ? '1' : '00000000-0000-4000-8000-000000000001';
}

/** Every String/ID/number position of the arguments (two input-object levels deep), each set to each hostile value. */
function operationSweep(key: string): { query: string; variables: Record<string, unknown> }[] {
  const { query, field } = operationQuery(key);
  const base = Object.fromEntries(field.args.filter((a) => a.type instanceof GraphQLNonNull).map((a) => [a.name, baseline(a.type)]));
  const out: { query: string; variables: Record<string, unknown> }[] = [];
  const visit = (type: GraphQLInputType, path: Path, depth: number) => {
    const named = getNamedType(type);
    const list = (type instanceof GraphQLNonNull ? type.ofType : type) instanceof GraphQLList;
    const wrap = (v: unknown) => (list ? [v] : v);
    if (named instanceof GraphQLInputObjectType) {
      if (depth >= 2) return;
      for (const f of Object.values(named.getFields())) visit(f.type, [...path, ...(list ? [0] : []), f.name], depth + 1);
      return;
    }
    const values = named.name === 'Int' ? [2 ** 31 - 1, -(2 ** 31)] : named.name === 'Float' ? [1e308, -1e308] : named.name === 'Boolean' || named instanceof GraphQLEnumType ? [] : ['a\u0000b', '\ud800', 'P99999999Y'];
    for (const v of values) out.push({ query, variables: setAt(fillTo(base, path), path, wrap(v)) as Record<string, unknown> });
  };
  for (const a of field.args) visit(a.type, [a.name], 0);
  return out;
}

/** `base` with empty objects along `path` so that setting a deep position keeps the rest valid. */
function fillTo(base: unknown, path: Path): unknown {
  let value = base;
  for (let i = 1; i < path.length; i++) {
    const prefix = path.slice(0, i);
    let current: unknown = value;
    for (const k of prefix) current = (current as Record<string | number, unknown> | undefined)?.[k];
    if (current === undefined || current === null) value = setAt(value, prefix, typeof path[i] === 'number' ? [] : {});
  }
  return value;
}

function operationQuery(key: string) {
  const schema = getSchema();
  const [root, name] = key.split('.') as ['Query' | 'Mutation', string];
  const field = (root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[name];
  if (!field) throw new Error(`no field ${key}`);
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${root === 'Query' ? 'query' : 'mutation'}${defs ? `(${defs})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
  return { query, field };
}

// ---- Checking answers -------------------------------------------------------------------------

/** Why the answer is not acceptable, or null. */
async function badAnswer(res: Response, graphql: boolean): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 160)}`;
  if (graphql) {
    if (res.status === 401) return null;
    let body: { errors?: { message?: string; extensions?: { code?: string } }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return `${res.status} not JSON: ${text.slice(0, 80)}`;
    }
    // yoga masks a server error as "Unexpected error." with 200: a 500 in disguise.
    const masked = body.errors?.find((e) => e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
    if (masked) return `${res.status} masked server error`;
    if (res.status >= 400 && !body.errors?.length) return `${res.status} without GraphQL errors`;
    return null;
  }
  if (res.status < 400) return null;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') return `${res.status} JSON without error.code/message`;
  } catch {
    return `${res.status} not JSON: ${text.slice(0, 80)}`;
  }
  return null;
}

/** The role the fuzz calls as: the most capable role allowed through (the deepest code path). */
const fuzzRole = (expectations: Outcomes): Role =>
  (['paid', 'admin', 'free', 'guest', 'anonymous'] as const).find((r) => expectations[r] === 'ok') ?? 'paid';

const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 160 ? `${s.slice(0, 160)}…` : s;
};

await describeOnDatabases('input fuzz', (api) => {
  let harness: ApiHarness;
  let tokens: RoleTokens;
  let fixtures: Awaited<ReturnType<typeof prepareAccessFixtures>>['fixtures'];

  it('answers hostile input on every route and operation without a 5xx, every 4xx a JSON error', async () => {
    harness = api();
    ({ tokens, fixtures } = await prepareAccessFixtures(harness));
    const started = performance.now();
    const failures: string[] = [];
    let sent = 0;
    let fiveHundreds = 0;

    const routes = appRouteKeys(harness.app.app.routes);
    for (const [index, key] of routes.entries()) {
      const declared = ACCESS[key];
      if (!declared) {
        failures.push(`${key}: no access declaration (and so no example to fuzz)`);
        continue;
      }
      const method = key.slice(0, key.indexOf(' '));
      const role = fuzzRole(declared.expect);
      const mutations = [...sweep(key, await declared.example(fixtures, role)), ...fc.sample(mutation, { seed: SEED + index, numRuns: RUNS })];
      for (const m of mutations) {
        const example = await declared.example(fixtures, role);
        const req = applyMutation(key, example, m);
        const body = method === 'GET' || req.body === undefined ? undefined : toJsonText(req.body);
        const res = await requestAs(harness, tokens, role, method, req.path, body, example.credentials);
        sent++;
        if (res.status >= 500) fiveHundreds++;
        const bad = await badAnswer(res, req.path.startsWith('/graphql'));
        if (bad) failures.push(`${key} as ${role} ${m.kind} ${req.path} ${show(req.body)}: ${bad}`);
      }
    }

    const operations = schemaOperationKeys(getSchema());
    for (const [index, key] of operations.entries()) {
      const declared = GRAPHQL_ACCESS[key];
      const role = declared ? fuzzRole(declared.expect) : 'paid';
      for (const body of [...operationSweep(key), ...fc.sample(operationArbitrary(key), { seed: SEED + 1000 + index, numRuns: RUNS })]) {
        const res = await requestAs(harness, tokens, role, 'POST', '/graphql', body);
        sent++;
        if (res.status >= 500) fiveHundreds++;
        const bad = await badAnswer(res, true);
        if (bad) failures.push(`${key} as ${role} ${show(body.variables)}: ${bad}`);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `input fuzz: ${sent} requests over ${routes.length} routes + ${operations.length} operations (seed ${SEED}, ${RUNS} each) in ${seconds} s, ${fiveHundreds} × 5xx [${harness.target.name}]`,
    );
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
  }, 300_000);

  it('refuses an unknown key on every write with a 400', async () => {
    const lenient: string[] = [];
    for (const key of appRouteKeys(harness.app.app.routes)) {
      const declared = ACCESS[key];
      if (!declared || key.startsWith('GET ')) continue;
      const role = fuzzRole(declared.expect);
      const example = await declared.example(fixtures, role);
      if (example.body === null || typeof example.body !== 'object' || Array.isArray(example.body)) continue;
      // An OCDS package is open by its own standard (extensions add keys); the pins list reads no body
      // (the spec's client sends its userId, which is the signed-in user).
      if (['POST /api/admin/import', 'POST /graphql', 'POST /api/pinned_saved_views/list'].includes(key)) continue;
      const res = await requestAs(harness, tokens, role, key.slice(0, key.indexOf(' ')), example.path, { ...example.body, unknwon_key: true }, example.credentials);
      if (res.status !== 400) lenient.push(`${key}: ${res.status}`);
    }
    expect(lenient).toEqual([]);
  });

  it('turns away each of the issue-10 cases with a 400 naming the problem', async () => {
    const maya = tokens.paid;
    if (!maya) throw new Error('no session');
    const stage = `/api/companies/${fixtures.companyGuid}/procurement_stages/${fixtures.notice.tenderStageId}`;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/records/search', { text: 'a\u0000b' }],
      ['POST', '/api/organisations/search', { text: 'a\u0000b' }],
      ['POST', '/api/suppliers', { text: 'a\u0000b' }],
      ['POST', `${stage}/comments`, { content: 'a\u0000b' }],
      ['POST', `${stage}/comments`, { content: '\ud800' }],
      ['POST', '/api/saved_views', { name: 'a\u0000b' }],
      ['POST', '/api/user_lists', { name: 'a\u0000b' }],
      ['POST', '/api/buyer_lists', { name: 'a\u0000b' }],
      ['POST', '/api/records/search', { publish_date: { relative_from: 'P99999999Y' } }],
      ['POST', '/api/saved_views', { name: 'Deep', view: { filter_settings: deepValue(50_000) } }],
      ['PUT', `${stage}/assignee`, { usre_guid: fixtures.userGuids.paid }],
    ];
    for (const [method, path, body] of cases) {
      const res = await requestAs(harness, tokens, 'paid', method, path, toJsonText(body));
      expect([path, res.status]).toEqual([path, 400]);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
    const gql = await requestAs(harness, tokens, 'paid', 'POST', '/graphql', {
      query: 'mutation($c: String!, $id: ID!) { createComment(procurementStageId: $id, content: $c) { id } }',
      variables: { c: 'a\u0000b', id: String(fixtures.notice.tenderStageId) },
    });
    expect(gql.status).toBe(400);
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const literal = await requestAs(harness, tokens, 'paid', 'POST', '/graphql', { query: '{ notices(filter: { text: "a\\u0000b" }) { totalResults } }' });
    expect(((await literal.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
