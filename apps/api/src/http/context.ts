import type { Logger } from 'pino';
import type { AuthenticatedSession } from '../auth/sessions';
import type { AppSecrets } from '../auth/secrets';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';

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
  /** Background jobs of this process: `notify` wakes the export worker when a job is queued. */
  jobs: { notify(): void };
}

export interface AppEnv {
  Variables: {
    auth: AuthenticatedSession;
  };
}
