import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createHttpApp } from '../http/app';
import type { AppDeps } from '../http/context';
import { adminDatabaseUrl, databaseTargets } from '../testing/databases';
import { createDatabase, queryRows, type DatabaseHandle } from './client';
import { isStatementTimeout, runInRequestScope, runOutsideRequestScope } from './requestScope';

const postgres = (await databaseTargets()).find((t) => t.name === 'PostgreSQL');

describe.skipIf(postgres?.skipReason !== null)(`request statement timeout [PostgreSQL${postgres?.skipReason ? `: ${postgres.skipReason}` : ''}]`, () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    // pg_sleep needs no tables: the admin database will do.
    handle = createDatabase({ databaseUrl: adminDatabaseUrl(), poolSize: 2, requestStatementTimeoutMs: 300 });
  });
  afterAll(() => handle.close());

  const sleep = (seconds: number) => queryRows(handle.db, sql`select pg_sleep(${seconds}) as slept`);

  it('stops a statement of a request past the limit (also inside a transaction); work outside a request runs on', async () => {
    const started = performance.now();
    const error = await runInRequestScope(() => sleep(2)).catch((e: unknown) => e);
    expect(isStatementTimeout(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
    const inTx = await runInRequestScope(() => handle.db.transaction((tx) => queryRows(tx, sql`select pg_sleep(2)`))).catch((e: unknown) => e);
    expect(isStatementTimeout(inTx)).toBe(true);
    // A job (or the admin import, which leaves the scope) is not bounded by it.
    await expect(sleep(0.5)).resolves.toHaveLength(1);
    await expect(runInRequestScope(() => runOutsideRequestScope(() => sleep(0.5)))).resolves.toHaveLength(1);
  });

  it('answers a timed-out request with 504 and the JSON error, not 500 and not a hang', async () => {
    const deps = { db: handle.db, config: loadConfig({}), logger: pino({ level: 'silent' }) } as unknown as AppDeps;
    const app = createHttpApp(deps);
    app.get('/test/slow', async (c) => c.json(await sleep(2)));
    const started = performance.now();
    const res = await app.request('http://tenderlens.test/test/slow');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      error: { code: 'timeout', message: 'This request took too long and was stopped. Please try again with a smaller request.' },
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
