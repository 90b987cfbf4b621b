/**
 * The catalogue cannot lie (docs/decisions/0020-catalogue-contract.md): every REST route and GraphQL operation that a
 * msw mock of @tenderlens/domain answers must be one the real server answers — the same method and path in the Hono
 * route table, the same operation type with root fields of the server's schema. A story that passes against a mock of
 * a route the server lacks (book-a-demo's POST /api/demo_requests once did) fails here instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type OperationDefinitionNode } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import * as mocks from '@tenderlens/domain/mocks';
import { loadConfig } from '../config';
import { getSchema } from '../graphql/schema';
import type { AppDeps } from './context';
import { createHttpApp } from './app';

type AnyHandler = { info: Record<string, unknown> };

/** Every handler the mocks module can produce: the composed set plus each feature factory with its defaults. */
function allHandlers(): AnyHandler[] {
  const handlers: AnyHandler[] = [...(mocks.mockHandlers() as unknown as AnyHandler[])];
  for (const [name, value] of Object.entries(mocks)) {
    if (!name.endsWith('Handlers') || name === 'mockHandlers' || name === 'featureHandlers') continue;
    if (typeof value !== 'function') continue;
    try {
      handlers.push(...((value as unknown as () => AnyHandler[])() ?? []));
    } catch {
      // A factory that needs arguments is covered by mockHandlers().
    }
  }
  return handlers;
}

/** `*\/api/records/:id/timeline` and `/api/records/:family/timeline` → `/api/records/{}/timeline`. */
const canonical = (path: string) =>
  path
    .replace(/^\*/, '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\/+$/, '')
    // A Hono param may carry a pattern (`:id{[0-9a-f-]+}`).
    .replace(/:[A-Za-z_]\w*(\{[^}]*\})?\??/g, '{}');

/**
 * A mocked path is served when a server route of the same method matches it segment by segment: equal text, or a
 * parameter on either side (a mock's `search.:format` is served by the server's `search.csv` and `search.xlsx`).
 */
function served(routes: Set<string>, method: string, path: string): boolean {
  const want = path.split(/(?=[/.])/);
  return [...routes].some((route) => {
    const [m, p = ''] = route.split(' ');
    if (m !== method && m !== 'ALL') return false;
    const have = p.split(/(?=[/.])/);
    return have.length === want.length && have.every((seg, i) => seg === want[i] || /\{\}/.test(seg + want[i]!));
  });
}

const here = dirname(fileURLToPath(import.meta.url));
const domainSrc = join(here, '..', '..', '..', '..', 'packages', 'domain', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The domain's GraphQL operations (its client documents), by name: the operation's text up to its closing brace. */
function clientOperations(): Map<string, OperationDefinitionNode> {
  const found = new Map<string, OperationDefinitionNode>();
  for (const file of sourceFiles(domainSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(query|mutation|subscription)\s+([A-Z]\w*)\s*[({]/g)) {
      let depth = 0;
      let end = match.index;
      for (let i = text.indexOf('{', match.index); i < text.length; i += 1) {
        if (text[i] === '{') depth += 1;
        else if (text[i] === '}' && --depth === 0) {
          end = i + 1;
          break;
        }
      }
      const source = text.slice(match.index, end).replace(/\$\{[^}]*\}/g, '');
      const doc = parse(source);
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      if (op?.name) found.set(op.name.value, op);
    }
  }
  return found;
}

function serverRoutes(): Set<string> {
  const deps = { logger: pino({ level: 'silent' }), config: loadConfig({}), now: () => new Date() } as unknown as AppDeps;
  const app = createHttpApp(deps);
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.path.includes('*')) continue; // middleware
    routes.add(`${route.method} ${canonical(route.path)}`);
    if (route.method === 'GET') routes.add(`HEAD ${canonical(route.path)}`);
  }
  return routes;
}

describe('the mocks answer only what the server answers', () => {
  const handlers = allHandlers();
  const rest = handlers.filter((h) => typeof h.info.method === 'string' && 'path' in h.info);
  const gql = handlers.filter((h) => 'operationType' in h.info);

  it('finds the mocks (REST and GraphQL)', () => {
    expect(rest.length).toBeGreaterThan(40);
    expect(gql.length).toBeGreaterThan(20);
  });

  it('every mocked REST method + path is in the Hono route table', () => {
    const routes = serverRoutes();
    const missing = new Set<string>();
    for (const h of rest) {
      const path = h.info.path;
      if (typeof path !== 'string') {
        missing.add(`${String(h.info.method)} ${String(path)} (a RegExp path: give the mock the route's own path)`);
        continue;
      }
      const method = String(h.info.method);
      if (!served(routes, method, canonical(path))) missing.add(`${method} ${canonical(path)}`);
    }
    expect([...missing].sort()).toEqual([]);
  });

  it('every mocked GraphQL operation is a domain document whose root fields the server schema has', () => {
    const schema = getSchema();
    const operations = clientOperations();
    const problems = new Set<string>();
    for (const h of gql) {
      const type = String(h.info.operationType);
      const name = h.info.operationName;
      if (typeof name !== 'string') {
        problems.add(`${type} ${String(name)}: mock every operation by its name`);
        continue;
      }
      const op = operations.get(name);
      if (!op) {
        problems.add(`${type} ${name}: no such operation in packages/domain/src`);
        continue;
      }
      if (op.operation !== type) problems.add(`${type} ${name}: the domain's document is a ${op.operation}`);
      const root = type === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      for (const selection of op.selectionSet.selections) {
        if (selection.kind !== 'Field' || selection.name.value.startsWith('__')) continue;
        if (!root?.getFields()[selection.name.value])
          problems.add(`${type} ${name}: the server's schema has no ${type} field ${selection.name.value}`);
      }
    }
    expect([...problems].sort()).toEqual([]);
  });
});
