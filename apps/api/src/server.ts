/**
 * Composition root: database → migrations → secrets → HTTP app. `createApp` is what tests use
 * (in-process `app.request()`); `startServer` listens on a port (the CLI's `serve`).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { loadAppSecrets } from './auth/secrets';
import { defaultExportsDir, defaultFilesDir, findSharedDataDir, loadConfig, type AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { runOutsideRequestScope } from './db/requestScope';
import { createMailer } from './email/mailer';
import { startOutboxWorker } from './email/outbox';
import { startAlertWorker } from './alerts/delivery';
import { listenNoticesChanged } from './jobs/noticesChanged';
import { contactRequestDepsOf, startContactRequestWorker } from './contacts/delivery';
import { alertDepsOf } from './alerts/routes';
import type { AppDeps, AppEnv } from './http/context';
import { createHttpApp } from './http/app';
import { ExportWorker, type ExportWorkerOptions } from './exports/worker';
import { createFileStorage } from './files/storage';
import { ExtractionWorker, type ExtractionWorkerOptions } from './files/jobs';
import { createExtractionHandlers } from './files/handlers';
import { startScheduler } from './jobs/scheduler';
import { stageClockJob } from './jobs/stageClock';
import { exportCleanupJob } from './exports/cleanup';
import { relevanceCatchUpJob } from './signals/relevance';
import { seedDemo } from './seed/demo';
import { startSyncWorker } from './sync/job';
import { importDemoData } from './seed/realData';
import { startSearchIndex, stopSearchIndex } from './records/searchIndex';

export type { AppConfig } from './config';
export type { Database, DatabaseHandle } from './db/client';
export { createDatabase } from './db/client';
export { runMigrations } from './db/migrate';
export { seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo';

export interface CreateAppOptions {
  /** Configuration (default: from the environment). */
  config?: Partial<AppConfig>;
  /** An open database; otherwise one is opened from config (and closed by `close()`). */
  database?: DatabaseHandle;
  /** Run migrations first (default true). */
  migrate?: boolean;
  /** Seed the demo tenant when the database has none (default false). */
  seed?: boolean;
  /** Before seeding, import the reference data and real notices when there are no notices (default false). */
  importData?: boolean;
  /** OCDS files for that first import (default: the real files of the shared data folder). */
  dataFiles?: readonly string[];
  /** Keep the files' own dates in that first import (default: the demo moves them forward). */
  realDates?: boolean;
  /** Start-up progress lines (timings). */
  onProgress?: (line: string) => void;
  webDist?: string | undefined;
  logger?: Logger;
  now?: () => Date;
  /**
   * Run the export worker in this process (default false; `startServer` turns it on). Options
   * tune it (tests use short stale-lock timeouts).
   */
  exportWorker?: boolean | Partial<Omit<ExportWorkerOptions, 'db' | 'logger' | 'exportsDir'>>;
  /**
   * Build the in-process notice search index (records/searchIndex.ts) in the background and answer searches from
   * it once built (default false; `startServer` turns it on unless TENDERLENS_SEARCH_INDEX=false). `verify`
   * (tests): await the build and check every indexed answer against the SQL search.
   */
  searchIndex?: boolean | { verify: true };
  /** Run the text extraction worker (apps/api/src/files/jobs.ts) in this process (default false; `startServer` turns it on). */
  extractionWorker?: boolean | Partial<Omit<ExtractionWorkerOptions, 'db' | 'logger' | 'storage'>>;
}

export interface App {
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: DatabaseHandle;
  /** The export worker, when this app runs one. */
  exportWorker: ExportWorker | null;
  /** The extraction worker, when this app runs one. */
  extractionWorker: ExtractionWorker | null;
  /** Seeded the demo tenant in this call. */
  seeded: boolean;
  close(): Promise<void>;
}

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

export function openDatabase(config: AppConfig): DatabaseHandle {
  return createDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
}

export async function createApp(options: CreateAppOptions = {}): Promise<App> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? createLogger(config.logLevel);
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config);
  try {
    const progress = options.onProgress ?? (() => undefined);
    const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      progress(`${label} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      return result;
    };
    if (options.migrate !== false) await step('Migrated', () => runMigrations(database));
    if (options.importData) {
      await importDemoData(database.db, {
        log: progress,
        ...(options.dataFiles ? { files: options.dataFiles } : {}),
        ...(options.realDates ? { realDates: true } : {}),
      });
    }
    const seeded = options.seed ? (await step('Checked the demo tenant', () => seedDemo(database.db))).seeded : false;
    const secrets = await loadAppSecrets(database.db);
    const now = options.now ?? (() => new Date());
    const exportWorker = options.exportWorker
      ? new ExportWorker({
          ...(typeof options.exportWorker === 'object' ? options.exportWorker : {}),
          db: database.db,
          logger,
          exportsDir: config.exportsDir,
          now,
        })
      : null;
    const files = createFileStorage(config.files);
    const extractionWorker = options.extractionWorker
      ? new ExtractionWorker({
          handlers: createExtractionHandlers(config),
          ...(typeof options.extractionWorker === 'object' ? options.extractionWorker : {}),
          db: database.db,
          logger,
          storage: files,
        })
      : null;
    const mailer = createMailer({ smtpUrl: config.smtpUrl });
    const deps: AppDeps = {
      db: database.db,
      config,
      secrets,
      logger,
      mailer,
      now,
      jobs: {
        notify: () => runOutsideRequestScope(() => exportWorker?.wake()),
        wakeExtraction: () => runOutsideRequestScope(() => extractionWorker?.wake()),
      },
      files,
    };
    const app = createHttpApp(deps, { webDist: options.webDist });
    if (options.searchIndex && config.searchIndex.enabled) {
      const verify = typeof options.searchIndex === 'object' && options.searchIndex.verify;
      const building = startSearchIndex(database.db, {
        maxNotices: config.searchIndex.maxNotices,
        verify,
        log: progress,
      });
      if (verify) await building;
      else building.catch((error: unknown) => logger.warn({ err: error }, 'Search index not built: searches use SQL'));
    }
    exportWorker?.start();
    extractionWorker?.start();
    return {
      app,
      deps,
      database,
      seeded,
      exportWorker,
      extractionWorker,
      close: async () => {
        stopSearchIndex(database.db);
        await exportWorker?.stop();
        await extractionWorker?.stop();
        mailer.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

export interface StartServerOptions {
  port?: number;
  hostname?: string;
  dataDir?: string;
  databaseUrl?: string;
  webDist?: string;
  /** Seed the demo tenant when missing (default true); imports the real notices first when there are none. */
  seed?: boolean;
  /** OCDS files for the first import (default: the real files of the shared data folder). */
  dataFiles?: readonly string[];
  /** Keep the notices' own dates in the first import (`serve --real-dates`). */
  realDates?: boolean;
  onProgress?: (line: string) => void;
  logger?: Logger;
}

export interface RunningServer extends App {
  server: ServerType;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Migrates, seeds when empty, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const overrides: Partial<AppConfig> = {};
  if (options.port !== undefined) overrides.port = options.port;
  if (options.dataDir !== undefined) {
    overrides.dataDir = options.dataDir;
    if (!process.env.TENDERLENS_EXPORTS_DIR?.trim()) overrides.exportsDir = defaultExportsDir(options.dataDir);
    if (!process.env.TENDERLENS_FILES_DIR?.trim() && !process.env.TENDERLENS_S3_BUCKET?.trim()) overrides.files = { dir: defaultFilesDir(options.dataDir) };
  }
  if (options.databaseUrl !== undefined) overrides.databaseUrl = options.databaseUrl || undefined;
  const created = await createApp({
    config: overrides,
    seed: options.seed ?? true,
    importData: options.seed ?? true,
    ...(options.dataFiles ? { dataFiles: options.dataFiles } : {}),
    ...(options.realDates ? { realDates: true } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    exportWorker: true,
    extractionWorker: true,
    searchIndex: true,
    webDist: options.webDist,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const { app, deps } = created;
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: deps.config.port, hostname: options.hostname ?? '0.0.0.0' },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  // Failed emails are tried again in the background (the outbox is the job table).
  const stopOutbox = startOutboxWorker(deps.db, deps.mailer, deps.logger);
  // Stages that change with time (OPEN → CLOSED, PRE_TENDER → STALE_PRE_TENDER): at start, then
  // every 15 minutes; teams' signal matches of notices imported by any process, every minute; export
  // files past their retention, hourly. One process at a time (a lease row in scheduled_jobs).
  const stopScheduler = startScheduler({
    db: deps.db,
    jobs: [stageClockJob, relevanceCatchUpJob, exportCleanupJob(deps.config.exportsDir)],
    log: deps.logger,
    now: deps.now,
  });
  // Continuous sync (apps/api/src/sync): the sources named in TENDERLENS_SYNC every 15 minutes, and
  // any source an admin asks for ('Sync now'); one server at a time (the `sync` lease).
  const sharedData = findSharedDataDir();
  const syncWorker = sharedData
    ? startSyncWorker(deps.db, {
        dataDir: sharedData,
        scheduled: deps.config.sync.sources,
        baseUrls: deps.config.sync.baseUrls,
        now: deps.now,
        log: deps.logger,
      })
    : null;
  if (syncWorker) deps.jobs.wakeSync = syncWorker.wake;
  else if (deps.config.sync.sources.length > 0) deps.logger.warn({}, 'TENDERLENS_SYNC is set but the shared data folder (reference data) is missing: no sync');
  // Alerts: due digests built and pending deliveries sent every 30 s (claims and leases in the database),
  // and at once when any process announces new notices (a sync batch, an import: jobs/noticesChanged.ts).
  const alertWorker = startAlertWorker({ ...alertDepsOf(deps), log: deps.logger, now: deps.now });
  const unlistenNotices = await listenNoticesChanged(created.database, alertWorker.wake);
  // Contact requests: their automation webhook retried with back-off every 30 s (apps/api/src/contacts).
  const stopContactRequests = startContactRequestWorker(contactRequestDepsOf(deps), deps.logger);
  return {
    ...created,
    server,
    url,
    port,
    stop: async () => {
      stopOutbox();
      await syncWorker?.stop();
      await unlistenNotices();
      await alertWorker.stop();
      await stopContactRequests();
      await stopScheduler();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await created.close();
    },
  };
}
