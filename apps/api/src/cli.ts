/**
 * tl — the server's command line.
 *   migrate            apply the SQL migrations
 *   seed               add the demo tenant when it is missing (never wipes)
 *   import FILE…       import OCDS files (release/record packages, JSON or JSON Lines) into the database
 *   generate --notices N [--seed S]
 *                      multiply the imported notices into N synthetic ones (benchmarks)
 *   stage-clock        move OPEN → CLOSED and PRE_TENDER → STALE_PRE_TENDER now (the server also does it every 15 min)
 *   exports-cleanup    delete export files past their 7-day retention and orphaned files now (the server does it hourly)
 *   sync SOURCE… [--base-url URL] [--from ISO] [--to ISO] [--pace MS]
 *                      fetch new and changed releases from the publishers (fts, cf, pcs, sell2wales, all)
 *                      into the database; resumes a window left in progress; prints per source
 *   reference          load the reference data (CPV, NUTS, buyer categories) from the shared data folder
 *   serve [--port N] [--web-dist DIR] [--data-dir DIR] [--host H] [--data FILE]… [--real-dates]
 *                      migrate; on first start import the reference data and the real notices
 *                      (or the --data files) with each file's dates moved forward so that its newest
 *                      release is yesterday (--real-dates keeps them), and seed the demo tenant;
 *                      listen; print the URL and logins
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { findSharedDataDir, loadConfig, type AppConfig } from './config';
import { runMigrations } from './db/migrate';
import { refreshStatistics } from './db/statistics';
import { generateNotices } from './generate/generate';
import { defaultWorkerId, runScheduledJob } from './jobs/scheduler';
import { stageClockJob } from './jobs/stageClock';
import { exportCleanupJob } from './exports/cleanup';
import { refreshAllTeams } from './signals/relevance';
import { formatSummary, importIntoDatabase } from './importer/database';
import { loadReferenceData } from './reference/load';
import { SYNC_SOURCES, isSyncSourceId, type SyncSourceId } from '@tenderlens/domain/sync';
import { formatSyncResult, runSync } from './sync/runner';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { importSpendFile } from './spend/importer';
import { createLogger, openDatabase, startServer } from './server';

const USAGE = `Usage: tl <command> [options]
  migrate                       apply database migrations
  seed                          add the demo tenant if missing
  import FILE… [--batch-size N] import OCDS files into the database (idempotent)
  stage-clock                   advance the stages that change with time (OPEN → CLOSED, PRE_TENDER → STALE_PRE_TENDER)
  exports-cleanup               delete export files past their retention (7 days) and files no export job owns
  sync SOURCE… [--base-url URL] [--from ISO] [--to ISO] [--pace MS]
                                fetch releases from fts, cf, pcs, sell2wales (or all) since the last sync
                                (resumable; --base-url points the sources at another host, --pace sets the
                                pause between requests in ms)
  reference                     load CPV codes, NUTS regions and buyer categories
  generate --notices N [--seed S]
                                add N synthetic notices made from the imported ones (seeded)
  import-spend FILE… --buyer GUID
                                import a public body's payment CSV files (spend over £500 / £25,000) for
                                that buyer; suppliers matched by name and alias (idempotent)
  serve [--port N] [--web-dist DIR] [--data-dir DIR] [--host H] [--data FILE]… [--real-dates]
                                migrate, import and seed on first start, and serve the app and API
                                (the demo's dates move forward to yesterday; --real-dates keeps them)`;

function describeDatabase(config: AppConfig): string {
  if (config.databaseUrl) {
    try {
      const u = new URL(config.databaseUrl);
      return `PostgreSQL ${u.host}${u.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  return `PGlite ${config.dataDir}`;
}

async function withDatabase(config: AppConfig, work: (handle: ReturnType<typeof openDatabase>) => Promise<void>) {
  const handle = openDatabase(config);
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

function requireSharedData(): string {
  const dir = findSharedDataDir();
  if (!dir) throw new Error('The shared data folder was not found: set TENDERLENS_SHARED_DATA or put it at <repo>/../shared/data');
  return dir;
}

/** `tl sync` arguments, or the problem with them. */
function parseSyncArgs(
  names: string[],
  values: { 'base-url'?: string | undefined; from?: string | undefined; to?: string | undefined; pace?: string | undefined },
): { sources: SyncSourceId[]; baseUrls: Partial<Record<SyncSourceId, string>>; from?: Date; to?: Date; pace?: number } | string {
  if (names.length === 0) return 'Name at least one source';
  const unknown = names.filter((n) => n !== 'all' && !isSyncSourceId(n));
  if (unknown.length > 0) return `Unknown source ${unknown.join(', ')}`;
  const sources = names.includes('all') ? [...SYNC_SOURCES] : [...new Set(names.filter(isSyncSourceId))];
  const date = (v: string | undefined, flag: string): Date | undefined | string => {
    if (v === undefined) return undefined;
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? `--${flag} must be an ISO date or date-time` : d;
  };
  const from = date(values.from, 'from');
  const to = date(values.to, 'to');
  if (typeof from === 'string') return from;
  if (typeof to === 'string') return to;
  if (from && to && from >= to) return '--from must be before --to';
  let pace: number | undefined;
  if (values.pace !== undefined) {
    pace = Number(values.pace);
    if (!Number.isInteger(pace) || pace < 0) return '--pace must be a whole number of milliseconds';
  }
  const baseUrls: Partial<Record<SyncSourceId, string>> = {};
  if (values['base-url'] !== undefined) {
    if (!/^https?:\/\/[^\s]+$/.test(values['base-url'])) return '--base-url must be an http(s) URL';
    for (const s of sources) baseUrls[s] = values['base-url'].replace(/\/+$/, '');
  }
  return { sources, baseUrls, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(pace !== undefined ? { pace } : {}) };
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      'web-dist': { type: 'string' },
      'data-dir': { type: 'string' },
      host: { type: 'string' },
      'batch-size': { type: 'string' },
      data: { type: 'string', multiple: true },
      'real-dates': { type: 'boolean' },
      notices: { type: 'string' },
      seed: { type: 'string' },
      'base-url': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      pace: { type: 'string' },
      buyer: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.info(USAGE);
    return command || values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (values['data-dir']) config.dataDir = values['data-dir'];

  switch (command) {
    case 'migrate':
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        console.info(`Migrated ${describeDatabase(config)}`);
      });
      return 0;
    case 'seed':
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const { seeded } = await seedDemo(handle.db);
        console.info(seeded ? 'Seeded the demo tenant' : 'The demo tenant already exists: nothing changed');
      });
      return 0;
    case 'import': {
      const files = positionals.slice(1);
      const batchSize = values['batch-size'] !== undefined ? Number(values['batch-size']) : 500;
      if (files.length === 0 || !Number.isInteger(batchSize) || batchSize < 1) {
        console.error(`Usage: tl import FILE… [--batch-size N]`);
        return 2;
      }
      const dataDir = requireSharedData();
      let failed = false;
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const result = await importIntoDatabase(handle.db, files, {
          dataDir,
          batchSize,
          onFile: (summary) => {
            console.info(formatSummary(summary));
            if (summary.stats.releases === 0 && summary.stats.errors > 0) failed = true;
          },
        });
        console.info(`Imported ${files.length} file(s) into ${describeDatabase(config)} in ${result.seconds.toFixed(2)} s`);
        // Match the new notices against every team's signals now, not on the next search.
        const started = performance.now();
        const relevance = await refreshAllTeams(handle.db);
        console.info(`Signal matches brought up to date for ${relevance.updated} of ${relevance.teams} team(s) in ${((performance.now() - started) / 1000).toFixed(2)} s`);
        // The import left fresh statistics; the matches just written need theirs too.
        if (relevance.updated > 0) await refreshStatistics(handle.db);
      });
      return failed ? 1 : 0;
    }
    case 'import-spend': {
      const files = positionals.slice(1);
      const buyer = values.buyer ?? '';
      if (files.length === 0 || !/^[0-9a-fA-F-]{36}$/.test(buyer)) {
        console.error('Usage: tl import-spend FILE… --buyer GUID');
        return 2;
      }
      let failed = false;
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        for (const file of files) {
          try {
            const r = await importSpendFile(handle.db, { buyerGuid: buyer, fileName: basename(file), text: readFileSync(file, 'utf8') });
            console.info(
              r.imported
                ? `${r.file}: ${r.layout} layout, ${r.lines} payment lines, ${r.written} new, ${r.matched} matched to a supplier, ${r.skipped} skipped, ${r.belowThreshold} under the threshold`
                : `${r.file}: already imported for this buyer (nothing changed)`,
            );
          } catch (error) {
            failed = true;
            console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      });
      return failed ? 1 : 0;
    }
    case 'generate': {
      const notices = Number(values.notices);
      const seed = values.seed !== undefined ? Number(values.seed) : 1;
      if (!Number.isInteger(notices) || notices < 1 || !Number.isInteger(seed)) {
        console.error('Usage: tl generate --notices N [--seed S]');
        return 2;
      }
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        console.info(`Generating ${notices.toLocaleString('en-GB')} notices (seed ${seed}) in ${describeDatabase(config)}`);
        const result = await generateNotices(handle.db, { notices, seed, log: (line) => console.info(line) });
        console.info(
          `Generated ${result.inserted.toLocaleString('en-GB')} notices in ${result.seconds.toFixed(1)} s (${result.perSecond.toLocaleString('en-GB')} notices/s)`,
        );
      });
      return 0;
    }
    case 'sync': {
      const args = parseSyncArgs(positionals.slice(1), values);
      if (typeof args === 'string') {
        console.error(`${args}\nUsage: tl sync SOURCE… [--base-url URL] [--from ISO] [--to ISO] [--pace MS] (SOURCE: ${SYNC_SOURCES.join(', ')}, all)`);
        return 2;
      }
      const dataDir = requireSharedData();
      let failed = false;
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const started = performance.now();
        const results = await runSync(handle.db, args.sources, {
          dataDir,
          baseUrls: { ...config.sync.baseUrls, ...args.baseUrls },
          ...(args.from ? { from: args.from } : {}),
          ...(args.to ? { to: args.to } : {}),
          ...(args.pace !== undefined ? { http: { paceMs: args.pace } } : {}),
        });
        for (const r of results) {
          console.info(formatSyncResult(r));
          if (r.error) failed = true;
        }
        console.info(`Synced ${results.length} source(s) into ${describeDatabase(config)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      });
      return failed ? 1 : 0;
    }
    case 'reference':
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const { inserted } = await loadReferenceData(handle.db, requireSharedData());
        console.info(`Reference data: ${JSON.stringify(inserted)} rows added`);
      });
      return 0;
    case 'stage-clock':
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const outcome = await runScheduledJob(handle.db, stageClockJob, { workerId: defaultWorkerId(), now: new Date(), force: true });
        console.info(outcome.ran ? `Stage clock: ${JSON.stringify(outcome.result)}` : `Stage clock: not run (${outcome.reason}: another process holds it)`);
      });
      return 0;
    case 'exports-cleanup':
      await withDatabase(config, async (handle) => {
        await runMigrations(handle);
        const outcome = await runScheduledJob(handle.db, exportCleanupJob(config.exportsDir), { workerId: defaultWorkerId(), now: new Date(), force: true });
        console.info(outcome.ran ? `Export cleanup: ${JSON.stringify(outcome.result)}` : `Export cleanup: not run (${outcome.reason}: another process holds it)`);
      });
      return 0;
    case 'serve': {
      const port = values.port !== undefined ? Number(values.port) : config.port;
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        console.error(`Invalid --port ${values.port}`);
        return 2;
      }
      const running = await startServer({
        port,
        dataDir: config.dataDir,
        ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
        ...(values['web-dist'] ? { webDist: values['web-dist'] } : {}),
        ...(values.host ? { hostname: values.host } : {}),
        ...(values.data?.length ? { dataFiles: values.data } : {}),
        ...(values['real-dates'] ? { realDates: true } : {}),
        onProgress: (line) => console.info(line),
        logger: createLogger(config.logLevel),
      });
      console.info(`Started in ${(performance.now() / 1000).toFixed(1)} s`);
      console.info(`\nTenderlens is running at ${running.url}`);
      console.info(`  database: ${describeDatabase(config)}${running.seeded ? ' (demo tenant seeded)' : ''}`);
      console.info(`  web app:  ${values['web-dist'] ?? '(not served: pass --web-dist)'}`);
      console.info(`\nDemo logins (password "${DEMO_PASSWORD}"):`);
      for (const login of DEMO_LOGINS) console.info(`  ${login.email.padEnd(24)} ${login.description}`);
      console.info('');
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.info(`\n${signal}: shutting down`);
        running
          .stop()
          .then(() => process.exit(0))
          .catch((error: unknown) => {
            console.error(error);
            process.exit(1);
          });
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
      return -1; // keep running
    }
    default:
      console.error(`Unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
