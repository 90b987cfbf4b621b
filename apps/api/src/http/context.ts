import type { Logger } from 'pino';
import type { AuthenticatedSession } from '../auth/sessions';
import type { AppSecrets } from '../auth/secrets';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { FileStorage } from '../files/storage';

/** What every route, resolver and service call gets from the app. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  secrets: AppSecrets;
  logger: Logger;
  /** Outgoing email (SMTP or the outbox-only default). */
  mailer: Mailer;
  /** The clock (tests move it). */
  now: () => Date;
  /**
   * Background jobs of this process: `notify` wakes the export worker when a job is queued;
   * `wakeSync` (when this process runs the sync worker) looks for a requested sync now.
   */
  jobs: { notify(): void; wakeSync?: () => void; wakeExtraction?: () => void };
  /** Uploaded files (local directory or S3; apps/api/src/files/storage.ts). */
  files: FileStorage;
}

export interface AppEnv {
  Variables: {
    auth: AuthenticatedSession;
  };
}
