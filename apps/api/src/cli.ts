/**
 * tl — the server's command line.
 *   migrate            apply the SQL migrations
 *   seed               add the demo tenant when it is missing (never wipes)
 *   import FILE…       import OCDS files (release/record packages, JSON or JSON Lines) into the database
 *   generate --notices N [--seed S]
 *                      multiply the imported notices into N synthetic ones (benchmarks)
 *   stage-clock        move OPEN → CLOSED and PRE_TENDER → STALE_PRE_TENDER now (the server also does it every 15 min)
 *   exports-cleanup    delete export files past their 7-day retention and orphaned files now (the server does it hourly)
 *   reference          load the reference data (CPV, NUTS, buyer categories) from the shared data folder
 *   serve [--port N] [--web-dist DIR] [--data-dir DIR] [--host H] [--data FILE]…
 *                      migrate; on first start import the reference data and the real notices
 *                      (or the --data files) and seed the demo tenant; listen; print the URL and logins
 */
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
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { createLogger, openDatabase, startServer } from './server';

const USAGE = `Usage: tl <command> [options]
  migrate                       apply database migrations
  seed                          add the demo tenant if missing
  import FILE… [--batch-size N] import OCDS files into the database (idempotent)
  stage-clock                   advance the stages that change with time (OPEN → CLOSED, PRE_TENDER → STALE_PRE_TENDER)
  exports-cleanup               delete export files past their retention (7 days) and files no export job owns
  reference                     load CPV codes, NUTS regions and buyer categories
  generate --notices N [--seed S]
                                add N synthetic notices made from the imported ones (seeded)
  serve [--port N] [--web-dist DIR] [--data-dir DIR] [--host H] [--data FILE]…
                                migrate, import and seed on first start, and serve the app and API`;

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
      notices: { type: 'string' },
      seed: { type: 'string' },
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
