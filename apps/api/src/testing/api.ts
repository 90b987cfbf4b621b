/**
 * In-process API harness for integration tests: a migrated + seeded database of the target, the
 * real Hono app (requests via `app.request`, no sockets) with a movable clock, and helpers to sign
 * in, fetch tokens and call REST and GraphQL the way the web client does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import pino from 'pino';
import { loadConfig, type AppConfig } from '../config';
import { seedDemo, DEMO_PASSWORD } from '../seed/demo';
import { createApp, type App, type CreateAppOptions } from '../server';
import { createMigratedDatabase, databaseTargets, targetTitle, type DatabaseTarget, type TestDatabase } from './databases';

export interface Tokens {
  cookie: string;
  token: string;
  csrfToken: string;
  expiresAt: string;
}

export interface ApiHarness {
  target: DatabaseTarget;
  app: App;
  db: TestDatabase;
  clock: { offsetMs: number };
  request(path: string, init?: RequestInit): Promise<Response>;
  login(email: string, password?: string, headers?: Record<string, string>): Promise<Response>;
  /** Signs in and fetches an app API token. */
  signIn(email: string): Promise<Tokens>;
  authed(tokens: Tokens, path: string, init?: RequestInit): Promise<Response>;
  graphql<T = Record<string, unknown>>(
    tokens: Tokens,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[] }>;
}

export const BASE = 'http://tenderlens.test';

export interface HarnessOptions {
  trustProxy?: boolean;
  /** Run an export worker in the app (see CreateAppOptions.exportWorker). @default false */
  exportWorker?: CreateAppOptions['exportWorker'];
  /** Extra configuration (e.g. smtpUrl). */
  config?: Partial<AppConfig>;
  /** Runs on the migrated database before the demo tenant is seeded (e.g. the first start's import). */
  beforeSeed?: (db: TestDatabase) => Promise<void>;
}

export async function createHarness(target: DatabaseTarget, options: HarnessOptions = {}): Promise<ApiHarness> {
  const db = await createMigratedDatabase(target);
  await options.beforeSeed?.(db);
  await seedDemo(db.handle.db);
  const clock = { offsetMs: 0 };
  // Each harness writes export files to its own temporary folder, removed with the database.
  const exportsDir = mkdtempSync(join(tmpdir(), 'tl-exports-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'tl-files-'));
  const created = await createApp({
    database: db.handle,
    config: { ...loadConfig({}), trustProxy: options.trustProxy ?? false, exportsDir, files: { dir: filesDir }, ...options.config },
    logger: pino({ level: process.env.TL_TEST_LOG ?? 'silent' }),
    now: () => new Date(Date.now() + clock.offsetMs),
    // Every search the index answers is also run as SQL and compared (records/searchIndex.ts).
    searchIndex: { verify: true },
    ...(options.exportWorker ? { exportWorker: options.exportWorker } : {}),
  });
  const app: App = {
    ...created,
    close: async () => {
      await created.close();
      rmSync(exportsDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
  const request = async (path: string, init?: RequestInit) => app.app.request(`${BASE}${path}`, init);
  const login = (email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
    request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    });
  const signIn = async (email: string): Promise<Tokens> => {
    const res = await login(email);
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
    const setCookie = res.headers.get('set-cookie') ?? '';
    const cookie = /tl_session=([^;]+)/.exec(setCookie)?.[1];
    if (!cookie) throw new Error('no session cookie');
    const tokenRes = await request('/api/auth/app_api_token', {
      headers: { cookie: `tl_session=${cookie}` },
    });
    const body = (await tokenRes.json()) as { token: string; csrfToken: string; expiresAt: string };
    return { cookie, ...body };
  };
  const authed = (tokens: Tokens, path: string, init: RequestInit = {}) =>
    request(path, {
      ...init,
      headers: {
        authorization: `Bearer ${tokens.token}`,
        'x-csrf-token': tokens.csrfToken,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const graphql: ApiHarness['graphql'] = async (tokens, query, variables) => {
    const res = await authed(tokens, '/graphql', {
      method: 'POST',
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: never; errors?: never };
    return { status: res.status, ...body };
  };
  return { target, app, db, clock, request, login, signIn, authed, graphql };
}

/**
 * `describe` once per database target; the PostgreSQL block is skipped, with the reason in its
 * title, when no server is reachable. `fn` gets a getter for the harness built in beforeAll.
 */
export async function describeOnDatabases(
  title: string,
  fn: (harness: () => ApiHarness) => void,
  options: HarnessOptions = {},
): Promise<void> {
  for (const target of await databaseTargets()) {
    describe.skipIf(target.skipReason !== null)(`${title} [${targetTitle(target)}]`, () => {
      let harness: ApiHarness | undefined;
      beforeAll(async () => {
        harness = await createHarness(target, options);
      });
      afterAll(async () => {
        await harness?.app.close();
        await harness?.db.dispose();
      });
      fn(() => {
        if (!harness) throw new Error('harness not ready');
        return harness;
      });
    });
  }
}
