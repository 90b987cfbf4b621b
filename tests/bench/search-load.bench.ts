/**
 * Notice search under load: the real server (`tl serve`, its own process) answers
 * POST /api/records/search (keywords + CPV divisions + stage, limit 20) for autocannon at 1, 10 and
 * 20 connections; printed: req/s, p50/p95/p99, timeouts and errors, and beside them the same search's
 * raw SQL time (the statements the search sends, replayed on the driver) and the ratio API p50 at one
 * connection / SQL p50, and the CPU each answer cost (server process; PostgreSQL's processes) with the machine's busy share:
 * this box's speed varies from run to run, the work per answer much less. Never asserts. The load average is printed with every figure.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/search-load.bench.ts [--only pglite-demo,pglite-100k,postgres-100k]
 * BENCH_LOAD_SECONDS (default 20) per connection count; BENCH_CPU_PROF=DIR profiles the server. Data: PGlite demo (the real notices, a fresh
 * folder each run), PGlite 100k (.data/bench-pglite-100k, built once and kept) and PostgreSQL 100k
 * (tl_bench_100k, built once and kept, shared with search.bench.ts; BENCH_PG_DATABASE names another).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { planViewer } from '../../apps/api/src/policy/projection';
import { importDemoData, pg, seedDemo, sql } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, preparedStatementName, queryRows, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { RecordSearchBodySchema, toRecordFilter } from '../../apps/api/src/records/filter';
import { searchRecords } from '../../apps/api/src/records/service';
import { generateNotices } from '../../apps/api/src/generate/generate';
import { percentile } from './lib/measure';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 20);
/** BENCH_PG_DATABASE: the PostgreSQL database to build and search (default tl_bench_100k, shared with search.bench.ts). */
const PG_DATABASE = process.env.BENCH_PG_DATABASE || 'tl_bench_100k';
const CONNECTIONS = [1, 10, 20];
const BODY = { keywords: ['software', 'cloud', 'digital', 'data'], cpv_dimensions: ['72', '48'], stage: ['OPEN', 'AWARDED'], limit: 20 };
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i > 0 ? new Set((process.argv[i + 1] ?? '').split(',')) : null;
})();
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const summary: string[] = [];
const out = (line: string) => {
  summary.push(line);
  console.log(line);
};

interface Target {
  key: string;
  label: string;
  /** Opens (and fills when needed) the database in this process; closed before the server starts. */
  open(): Promise<DatabaseHandle>;
  env: Record<string, string>;
  args: string[];
  cleanup?: () => void;
}

async function fill(handle: DatabaseHandle, notices: number): Promise<void> {
  await runMigrations(handle);
  const [have] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notices`);
  if (!have?.n) await importDemoData(handle.db);
  await seedDemo(handle.db);
  if (notices > 0) {
    const [synthetic] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notices where synthetic`);
    if ((synthetic?.n ?? 0) < notices) await generateNotices(handle.db, { notices, seed: 1, log: (line) => console.log(line) });
  }
}

async function postgresUrl(name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The statements one search sends, replayed on the driver (the prepared ones prepared, as the server
 * sends them): p50 of their summed time and, when the database runs on this machine, the database
 * backend's CPU time per search (from /proc: unlike the clock it does not grow with the box's load).
 */
async function sqlTime(handle: DatabaseHandle): Promise<{ p50: number; total: number; statements: number; cpuMs: number | null }> {
  const [maya] = await queryRows<{ user_id: number; team_id: number; company_id: number }>(
    handle.db,
    sql`select id::int as user_id, team_id::int as team_id, company_id::int as company_id from users where email = 'maya@northwind.test'`,
  );
  if (!maya) throw new Error('demo tenant missing');
  const filter = toRecordFilter(RecordSearchBodySchema.parse(BODY), new Date());
  const caller = { userId: maya.user_id, teamId: maya.team_id, companyId: maya.company_id, viewer: planViewer('GROWTH'), canUseBuyerLists: true };
  await searchRecords(handle.db, filter, caller); // the team's relevance catch-up, once
  const statements: { sql: string; params: unknown[] }[] = [];
  const stop = handle.onQuery((e) => statements.push(e));
  const result = await searchRecords(handle.db, filter, caller);
  stop();
  const client = handle.pool ? await handle.pool.connect() : null;
  const run = async (s: { sql: string; params: unknown[] }) => {
    if (!client) return handle.pglite?.query(s.sql, s.params as unknown[]);
    const name = s.sql.includes(PAGE_STATEMENT_MARK) ? preparedStatementName(s.sql) : undefined;
    return client.query({ name, text: s.sql, values: s.params as unknown[] });
  };
  const pid = client ? ((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? null) : null;
  const times: number[] = [];
  let cpuStart = 0;
  for (let i = 0; i < 25; i++) {
    if (i === 5) cpuStart = backendCpuMs(pid) ?? 0;
    const t = performance.now();
    for (const s of statements) await run(s);
    if (i >= 5) times.push(performance.now() - t);
  }
  const cpuEnd = backendCpuMs(pid);
  client?.release();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), total: result.totalResults, statements: statements.length, cpuMs: cpuEnd === null ? null : (cpuEnd - cpuStart) / 20 };
}

/** The page statement (records/service.ts `pageSql`), which the server sends prepared. */
const PAGE_STATEMENT_MARK = 'with vbl as materialized';

/** User + system CPU of a local PostgreSQL backend in ms (/proc/PID/stat, 10 ms ticks); null when not readable. */
function backendCpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startServer(target: Target): Promise<{ child: ChildProcess; url: string }> {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_CPU_PROF=DIR: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', ...target.args], {
    cwd: join(root, 'apps', 'api'),
    env: { ...process.env, ...target.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Listening, and its notice search index built (or refused: 'searches use SQL'), so the load meets the steady state.
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    // Read until the server is ready, then no more: its request log would otherwise pile up here (and be searched
    // again on every chunk) while the load runs, costing this process CPU on the box being measured.
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(text);
      const index = /Search index: [^\n]*/.exec(text);
      if (m?.[1] && (index || (target.env.TENDERLENS_SEARCH_INDEX ?? process.env.TENDERLENS_SEARCH_INDEX) === 'false')) {
        child.stdout?.off('data', onData);
        if (index) console.log(index[0]);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
  child.stdout?.resume();
  return { child, url };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
  });
  const cookie = /tl_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  const token = (await (await fetch(`${url}/api/auth/app_api_token`, { headers: { cookie: `tl_session=${cookie}` } })).json()) as { token: string; csrfToken: string };
  return { authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
}

/** User + system CPU in ms of the processes whose name and pid pass `pick` (/proc, 10 ms ticks). */
function cpuMs(pick: (name: string, pid: number) => boolean): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!pick(name, Number(entry))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The whole machine's busy and idle ticks (/proc/stat's first line). */
function machineTicks(): { busy: number; idle: number } {
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

async function cannon(url: string, headers: Record<string, string>, connections: number, serverPid: number | undefined) {
  const times: number[] = [];
  // CPU per answer, beside req/s: this box's speed varies from run to run, the work per answer much less.
  const server0 = cpuMs((_name, pid) => pid === serverPid);
  const database0 = cpuMs((name) => name === 'postgres');
  const machine0 = machineTicks();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}/api/records/search`, method: 'POST', headers, body: JSON.stringify(BODY), connections, duration: SECONDS, timeout: 10 },
      (error, r) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const answers = Math.max(result.requests.total, 1);
  const machine1 = machineTicks();
  const busy = machine1.busy - machine0.busy;
  return {
    serverCpu: (cpuMs((_name, pid) => pid === serverPid) - server0) / answers,
    databaseCpu: (cpuMs((name) => name === 'postgres') - database0) / answers,
    busyPercent: (100 * busy) / Math.max(busy + machine1.idle - machine0.idle, 1),
    rps: result.requests.total / SECONDS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    timeouts: result.timeouts,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
  };
}

async function bench(target: Target): Promise<void> {
  console.log(`\n== ${target.label}`);
  const handle = await target.open();
  let sqlFigures;
  try {
    sqlFigures = await sqlTime(handle);
  } finally {
    await handle.close();
  }
  const cpu = sqlFigures.cpuMs === null ? '' : `, database CPU ${sqlFigures.cpuMs.toFixed(1)} ms per search`;
  out(`${target.label}: ${sqlFigures.total} matches; raw SQL ${sqlFigures.p50.toFixed(1)} ms p50 (${sqlFigures.statements} statements)${cpu} [load ${load()}]`);
  const { child, url } = await startServer(target);
  try {
    const headers = await signIn(url);
    // Warm-up: the team's relevance state, the JIT, the database's caches.
    for (let i = 0; i < 5; i++) await (await fetch(`${url}/api/records/search`, { method: 'POST', headers, body: JSON.stringify(BODY) })).arrayBuffer();
    for (const connections of CONNECTIONS) {
      const r = await cannon(url, headers, connections, child.pid);
      const ratio = connections === 1 ? `, API/SQL ${(r.p50 / sqlFigures.p50).toFixed(2)}` : '';
      out(
        `${target.label} ${String(connections).padStart(2)} conn: ${r.rps.toFixed(1)} req/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ` +
          `${r.timeouts} timeouts, ${r.errors} errors, ${(r.bytes / 1024).toFixed(1)} KB/answer${ratio}; CPU per answer: server ${r.serverCpu.toFixed(1)} ms` +
          `${target.key.startsWith('postgres') ? `, PostgreSQL ${r.databaseCpu.toFixed(1)} ms` : ''}, machine ${r.busyPercent.toFixed(0)}% busy [load ${load()}]`,
      );
    }
    out(`${target.label}: server resident memory after the runs ${serverRssMb(child.pid)} MB`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The server process's resident set (VmRSS of /proc/PID/status), in MB; '?' when not readable. */
function serverRssMb(pid: number | undefined): string {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

async function main(): Promise<void> {
  console.log(`search under load: ${SECONDS} s per connection count, body ${JSON.stringify(BODY)}`);
  const demoDir = mkdtempSync(join(tmpdir(), 'tl-load-demo-'));
  const liteDir = join(root, '.data', 'bench-pglite-100k');
  const targets: Target[] = [
    {
      key: 'pglite-demo',
      label: 'PGlite demo',
      open: async () => {
        const h = createDatabase({ dataDir: demoDir });
        await fill(h, 0);
        return h;
      },
      env: { DATABASE_URL: '' },
      args: ['--data-dir', demoDir],
      cleanup: () => rmSync(demoDir, { recursive: true, force: true }),
    },
    {
      key: 'pglite-100k',
      label: 'PGlite 100k',
      open: async () => {
        const h = createDatabase({ dataDir: liteDir });
        await fill(h, 100_000);
        return h;
      },
      env: { DATABASE_URL: '' },
      args: ['--data-dir', liteDir],
    },
  ];
  const pgUrl = !only || only.has('postgres-100k') ? await postgresUrl(PG_DATABASE) : null;
  if (pgUrl) {
    targets.push({
      key: 'postgres-100k',
      label: 'PostgreSQL 100k',
      open: async () => {
        const h = createDatabase({ databaseUrl: pgUrl, poolSize: 4 });
        await fill(h, 100_000);
        return h;
      },
      env: { DATABASE_URL: pgUrl },
      args: [],
    });
  }
  try {
    for (const target of targets) if (!only || only.has(target.key)) await bench(target);
  } finally {
    for (const target of targets) target.cleanup?.();
  }
  console.log('\n== summary');
  for (const line of summary) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
