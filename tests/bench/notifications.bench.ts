/**
 * Notifications query benchmark: 10,000 notifications for one user, then p50/p95 of the first page
 * of 50 + the unread count, (a) through the service and (b) through GraphQL in-process (auth included),
 * on PGlite (memory) and on PostgreSQL (127.0.0.1:5432, a throwaway database). Prints, never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/notifications.bench.ts
 */
import { eq, pino, sql, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { users } from '../../apps/api/src/db/schema/index';
import { listNotifications, unreadNotificationsCount } from '../../apps/api/src/notifications/service';
import { seedDemo } from '../../apps/api/src/seed/demo';
import { createApp } from '../../apps/api/src/server';
import { loadConfig } from '../../apps/api/src/config';
import { measure as measureRuns } from './lib/measure';

const N = 10_000;
const WARMUP = 20;
const RUNS = 200;
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const measure = (fn: () => Promise<unknown>) => measureRuns(fn, RUNS, WARMUP);

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedDemo(handle.db);
  const { db } = handle;
  const [maya] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@northwind.test'));
  const [leo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'leo@northwind.test'));
  if (!maya || !leo) throw new Error('seed missing');
  await db.execute(sql`
    insert into notifications (user_id, verb, created_at, read_at, link, actor_user_id, text_attributes)
    select ${maya.id},
           (array['comment','assign','qualify','mention'])[1 + i % 4],
           now() - (i || ' minutes')::interval,
           case when i % 3 = 0 then null else now() - (i || ' minutes')::interval + interval '5 minutes' end,
           '/records/' || gen_random_uuid(),
           case when i % 5 = 0 then null else ${leo.id}::bigint end,
           jsonb_build_object('actorName', 'Leo Okafor', 'recordTitle', 'Provision of Cloud Hosting Services ' || i)
    from generate_series(1, ${N}) as i`);
  await db.execute(sql`analyze notifications`);

  const service = await measure(async () => {
    await listNotifications(db, maya.id, { limit: 50, offset: 0 });
    await unreadNotificationsCount(db, maya.id);
  });
  console.log(`notifications p50 ${label} (service): ${service.p50.toFixed(2)} ms`);
  console.log(`notifications p95 ${label} (service): ${service.p95.toFixed(2)} ms`);

  const app = await createApp({ database: handle, migrate: false, config: loadConfig({}), logger: pino({ level: 'silent' }) });
  const base = 'http://bench.test';
  const login = await app.app.request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
  });
  const cookie = /tl_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const token = (await (await app.app.request(`${base}/api/auth/app_api_token`, { headers: { cookie: `tl_session=${cookie}` } })).json()) as {
    token: string;
    csrfToken: string;
  };
  const body = JSON.stringify({
    query: `query { notifications(limit: 50, offset: 0) { items { id verb createdAt readAt link actor { firstName lastName }
      textAttributes { actorName recordTitle commentText deletedAt toStatusLabel oldAssignee { guid name } newAssignee { guid name } } }
      nextOffset totalCount } unreadNotificationsCount }`,
  });
  const graphql = await measure(async () => {
    const res = await app.app.request(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken },
      body,
    });
    if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}`);
    await res.json();
  });
  console.log(`notifications p50 ${label} (GraphQL, in-process): ${graphql.p50.toFixed(2)} ms`);
  console.log(`notifications p95 ${label} (GraphQL, in-process): ${graphql.p95.toFixed(2)} ms`);
}

async function main(): Promise<void> {
  console.log(`${N} notifications for one user; first page of 50 + unread count; ${RUNS} runs after ${WARMUP} warm-up`);
  const pglite = createDatabase({ dataDir: 'memory://' });
  try {
    await bench('PGlite', pglite);
  } finally {
    await pglite.close();
  }

  await withThrowawayPostgres(
    PG_ADMIN,
    (handle) => bench('PostgreSQL', handle),
    (reason) => console.log(`notifications PostgreSQL: skipped (${reason})`),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
