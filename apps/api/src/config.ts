/**
 * Server configuration, read once from the environment and validated with zod.
 * Every setting has a default that works on a fresh machine (embedded PGlite in `<repo root>/.data`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SYNC_SOURCES, type SyncSourceId } from '@tenderlens/domain/sync';
import type { FileStorageConfig } from './files/storage';

/** Notices above which the in-process search index is not built (about 1 KB of memory per notice). */
export const DEFAULT_SEARCH_INDEX_MAX_NOTICES = 400_000;

export type Environment = 'development' | 'production' | 'sandbox';

export interface AppConfig {
  port: number;
  /** node-postgres connection string; when unset, PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory (absolute path or `memory://`). */
  dataDir: string;
  /**
   * Where export jobs write their files (env TENDERLENS_EXPORTS_DIR; default `<dataDir>/exports`,
   * or `<tmp>/tenderlens-exports` when the data dir is in memory). Shared storage when scaled out.
   */
  exportsDir: string;
  environment: Environment;
  sandboxName: string | null;
  featureFlags: string[];
  helpUrl: string;
  supportEmail: string;
  /** Where demo requests are emailed (env TENDERLENS_SALES_EMAIL, default sales@tenderlens.test). */
  salesEmail: string;
  /**
   * Payment links for Free → Basic (env TENDERLENS_BASIC_PAYMENT_URL_ANNUAL / _MONTHLY); unset: the
   * subscription page says how to get in touch instead.
   */
  basicPaymentUrls: { annual: string | undefined; monthly: string | undefined };
  /**
   * The sales booking links (spec 2§2 "Book a demo"): env TENDERLENS_SALES_BOOKING_URL_IN_HOURS (offered Mon–Fri
   * 08:00–18:00 London) and TENDERLENS_SALES_BOOKING_URL_OUT_OF_HOURS (the rest of the week); unset: no link is offered.
   */
  salesBookingUrls: { inHours: string | undefined; outOfHours: string | undefined };
  /** true: always Secure cookies; false: never; 'auto': Secure when the request is https. */
  secureCookies: boolean | 'auto';
  /** Trust X-Forwarded-For / X-Forwarded-Proto (set when behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: string;
  /** SMTP connection URL (smtp://user:pass@host:port); unset: email goes to the outbox table only. */
  smtpUrl: string | undefined;
  /** The From address of outgoing email. */
  mailFrom: string;
  /** The app's public origin, for links in emails (default http://localhost:<port>). */
  publicUrl: string;
  /**
   * OpenAI-compatible chat-completions endpoint for AI summaries (env TENDERLENS_AI_BASE_URL, e.g.
   * https://api.openai.com/v1); unset: the embedded deterministic generator. Key in
   * TENDERLENS_AI_API_KEY, model in TENDERLENS_AI_MODEL (default gpt-4o-mini).
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /**
   * Continuous sync (apps/api/src/sync): the sources the server syncs on a schedule (env
   * TENDERLENS_SYNC, comma-separated `fts,cf,pcs,sell2wales` or `all`; empty: no scheduled sync) and
   * base URLs overriding the publishers' (TENDERLENS_SYNC_<SOURCE>_URL, e.g. TENDERLENS_SYNC_FTS_URL).
   */
  sync: { sources: SyncSourceId[]; baseUrls: Partial<Record<SyncSourceId, string>> };
  /**
   * The in-process notice search index (records/searchIndex.ts, decision 0065): on unless
   * TENDERLENS_SEARCH_INDEX=false; not built above TENDERLENS_SEARCH_INDEX_MAX_NOTICES notices (default 400,000).
   */
  searchIndex: { enabled: boolean; maxNotices: number };
  /**
   * Outbound webhooks (alerts): http:// allowed outside production; private, loopback and link-local
   * addresses only when TENDERLENS_WEBHOOK_ALLOW_PRIVATE is set (local fakes in tests; SSRF guard).
   */
  webhooks: { allowHttp: boolean; allowPrivateHosts: boolean };
  /**
   * Uploaded files (apps/api/src/files/storage.ts): a local directory (env TENDERLENS_FILES_DIR; default
   * `<dataDir>/files`, or `<tmp>/tenderlens-files` when the data dir is in memory), or an S3-compatible bucket
   * when TENDERLENS_S3_BUCKET is set (TENDERLENS_S3_ENDPOINT, _REGION default us-east-1, _ACCESS_KEY_ID,
   * _SECRET_ACCESS_KEY, _FORCE_PATH_STYLE default true when an endpoint is given, _PREFIX).
   */
  files: FileStorageConfig;
  /**
   * The automation webhook that receives a summary of each contact request (env
   * TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL; signed with TENDERLENS_CONTACT_REQUEST_WEBHOOK_SECRET,
   * HMAC-SHA256 like alert webhooks). Unset: requests are stored for admins only.
   */
  contactRequestWebhook: { url: string; secret: string | undefined } | undefined;
  /**
   * CRM integrations (apps/api/src/crm, decision 0044): TENDERLENS_CRM_KEY (32 bytes, base64) seals the
   * stored tokens (unset: a key derived from the app secret); OAuth apps in TENDERLENS_HUBSPOT_CLIENT_ID/
   * _SECRET and TENDERLENS_SALESFORCE_CLIENT_ID/_SECRET; base URLs overridable for local fakes.
   */
  crm: CrmConfig;
}

export interface CrmConfig {
  key: Buffer | undefined;
  /**
   * `chatToken`: Tenderlens' own HubSpot private-app token (scope conversations.visitor_identification.tokens.create) that
   * mints hubspotIdToken for the support chat (TENDERLENS_HUBSPOT_CHAT_TOKEN; unset: the chat stays anonymous);
   * `chatPortalId`: the HubSpot portal whose chat widget the web app loads (TENDERLENS_HUBSPOT_CHAT_PORTAL_ID; unset: no widget).
   */
  hubspot: { clientId: string | undefined; clientSecret: string | undefined; apiUrl: string; authUrl: string; appUrl: string; chatToken: string | undefined; chatPortalId: string | undefined };
  salesforce: { clientId: string | undefined; clientSecret: string | undefined; loginUrl: string };
}

/** Empty strings count as unset (`DATABASE_URL=` disables PostgreSQL). */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'auto']).optional();

const EnvSchema = z.object({
  PORT: optional.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .pipe(z.number().max(65535))
      .optional(),
  ),
  DATABASE_URL: optional,
  TENDERLENS_DATA_DIR: optional,
  TENDERLENS_EXPORTS_DIR: optional,
  TENDERLENS_ENV: optional.pipe(z.enum(['development', 'production', 'sandbox']).optional()),
  TENDERLENS_SANDBOX_NAME: optional,
  TENDERLENS_FEATURE_FLAGS: optional,
  TENDERLENS_HELP_URL: optional.pipe(z.url().optional()),
  TENDERLENS_SUPPORT_EMAIL: optional.pipe(z.email().optional()),
  TENDERLENS_SALES_EMAIL: optional.pipe(z.email().optional()),
  TENDERLENS_BASIC_PAYMENT_URL_ANNUAL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_BASIC_PAYMENT_URL_MONTHLY: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SALES_BOOKING_URL_IN_HOURS: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SALES_BOOKING_URL_OUT_OF_HOURS: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SECURE_COOKIES: optional.pipe(booleanish),
  TENDERLENS_TRUST_PROXY: optional.pipe(booleanish),
  TENDERLENS_SEARCH_INDEX: optional.pipe(booleanish),
  TENDERLENS_SEARCH_INDEX_MAX_NOTICES: optional.pipe(z.string().regex(/^\d{1,9}$/).transform(Number).optional()),
  LOG_LEVEL: optional.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  VITEST: optional,
  TENDERLENS_SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  TENDERLENS_MAIL_FROM: optional,
  TENDERLENS_PUBLIC_URL: optional.pipe(z.url().optional()),
  TENDERLENS_AI_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  TENDERLENS_AI_API_KEY: optional,
  TENDERLENS_AI_MODEL: optional,
  TENDERLENS_AI_TIMEOUT_MS: optional.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
  TENDERLENS_SYNC: optional.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.enum([...SYNC_SOURCES, 'all'], { message: `must name sources among ${SYNC_SOURCES.join(', ')} or all` })))
      .optional(),
  ),
  TENDERLENS_SYNC_FTS_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SYNC_CF_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SYNC_PCS_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_SYNC_SELL2WALES_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_WEBHOOK_ALLOW_PRIVATE: optional.pipe(booleanish),
  TENDERLENS_FILES_DIR: optional,
  TENDERLENS_S3_BUCKET: optional.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional()),
  TENDERLENS_S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  TENDERLENS_S3_REGION: optional,
  TENDERLENS_S3_ACCESS_KEY_ID: optional,
  TENDERLENS_S3_SECRET_ACCESS_KEY: optional,
  TENDERLENS_S3_FORCE_PATH_STYLE: optional.pipe(booleanish),
  TENDERLENS_S3_PREFIX: optional,
  TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL: optional.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  TENDERLENS_CONTACT_REQUEST_WEBHOOK_SECRET: optional,
  TENDERLENS_CRM_KEY: optional.pipe(
    z
      .string()
      .transform((v) => Buffer.from(v, 'base64'))
      .refine((b) => b.length === 32, 'must be 32 bytes in base64')
      .optional(),
  ),
  TENDERLENS_HUBSPOT_CLIENT_ID: optional,
  TENDERLENS_HUBSPOT_CLIENT_SECRET: optional,
  TENDERLENS_HUBSPOT_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_HUBSPOT_AUTH_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_HUBSPOT_APP_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TENDERLENS_HUBSPOT_CHAT_TOKEN: optional,
  TENDERLENS_HUBSPOT_CHAT_PORTAL_ID: optional.pipe(z.string().regex(/^\d{1,12}$/, 'a HubSpot portal id is digits').optional()),
  TENDERLENS_SALESFORCE_CLIENT_ID: optional,
  TENDERLENS_SALESFORCE_CLIENT_SECRET: optional,
  TENDERLENS_SALESFORCE_LOGIN_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

const truthy = (v: string | undefined) => v === 'true' || v === '1' || v === 'yes';

/**
 * The monorepo root: the nearest folder above this module holding pnpm-workspace.yaml
 * (works from src/ under tsx and from dist/ after the build); the working directory otherwise.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const secure = e.TENDERLENS_SECURE_COOKIES;
  const dataDir = e.TENDERLENS_DATA_DIR ? resolveDataDir(e.TENDERLENS_DATA_DIR) : join(findRepoRoot(), '.data');
  return {
    port: e.PORT ?? 3000,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    exportsDir: e.TENDERLENS_EXPORTS_DIR ? resolve(e.TENDERLENS_EXPORTS_DIR) : defaultExportsDir(dataDir),
    environment: e.TENDERLENS_ENV ?? 'development',
    sandboxName: e.TENDERLENS_SANDBOX_NAME ?? null,
    featureFlags: (e.TENDERLENS_FEATURE_FLAGS ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    helpUrl: e.TENDERLENS_HELP_URL ?? 'https://help.tenderlens.org',
    supportEmail: e.TENDERLENS_SUPPORT_EMAIL ?? 'support@tenderlens.test',
    salesEmail: e.TENDERLENS_SALES_EMAIL ?? 'sales@tenderlens.test',
    basicPaymentUrls: { annual: e.TENDERLENS_BASIC_PAYMENT_URL_ANNUAL, monthly: e.TENDERLENS_BASIC_PAYMENT_URL_MONTHLY },
    salesBookingUrls: { inHours: e.TENDERLENS_SALES_BOOKING_URL_IN_HOURS, outOfHours: e.TENDERLENS_SALES_BOOKING_URL_OUT_OF_HOURS },
    secureCookies: secure === undefined || secure === 'auto' ? 'auto' : truthy(secure),
    trustProxy: truthy(e.TENDERLENS_TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.VITEST ? 'silent' : 'info'),
    smtpUrl: e.TENDERLENS_SMTP_URL,
    mailFrom: e.TENDERLENS_MAIL_FROM ?? 'Tenderlens <no-reply@tenderlens.test>',
    publicUrl: (e.TENDERLENS_PUBLIC_URL ?? `http://localhost:${e.PORT ?? 3000}`).replace(/\/+$/, ''),
    ai: e.TENDERLENS_AI_BASE_URL
      ? {
          baseUrl: e.TENDERLENS_AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.TENDERLENS_AI_API_KEY,
          model: e.TENDERLENS_AI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.TENDERLENS_AI_TIMEOUT_MS ?? 30_000,
        }
      : undefined,
    searchIndex: {
      enabled: e.TENDERLENS_SEARCH_INDEX === undefined || truthy(e.TENDERLENS_SEARCH_INDEX),
      maxNotices: e.TENDERLENS_SEARCH_INDEX_MAX_NOTICES ?? DEFAULT_SEARCH_INDEX_MAX_NOTICES,
    },
    sync: {
      sources: e.TENDERLENS_SYNC?.includes('all') ? [...SYNC_SOURCES] : SYNC_SOURCES.filter((x) => e.TENDERLENS_SYNC?.includes(x)),
      baseUrls: Object.fromEntries(
        SYNC_SOURCES.flatMap((x) => {
          const url = e[`TENDERLENS_SYNC_${x.toUpperCase() as Uppercase<SyncSourceId>}_URL`];
          return url ? [[x, url.replace(/\/+$/, '')]] : [];
        }),
      ),
    },
    webhooks: {
      allowHttp: (e.TENDERLENS_ENV ?? 'development') !== 'production',
      allowPrivateHosts: truthy(e.TENDERLENS_WEBHOOK_ALLOW_PRIVATE),
    },
    files: filesConfig(e, dataDir),
    contactRequestWebhook: e.TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL
      ? { url: e.TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL, secret: e.TENDERLENS_CONTACT_REQUEST_WEBHOOK_SECRET }
      : undefined,
    crm: {
      key: e.TENDERLENS_CRM_KEY,
      hubspot: {
        clientId: e.TENDERLENS_HUBSPOT_CLIENT_ID,
        clientSecret: e.TENDERLENS_HUBSPOT_CLIENT_SECRET,
        apiUrl: (e.TENDERLENS_HUBSPOT_API_URL ?? 'https://api.hubapi.com').replace(/\/+$/, ''),
        authUrl: e.TENDERLENS_HUBSPOT_AUTH_URL ?? 'https://app.hubspot.com/oauth/authorize',
        appUrl: (e.TENDERLENS_HUBSPOT_APP_URL ?? 'https://app.hubspot.com').replace(/\/+$/, ''),
        chatToken: e.TENDERLENS_HUBSPOT_CHAT_TOKEN,
        chatPortalId: e.TENDERLENS_HUBSPOT_CHAT_PORTAL_ID,
      },
      salesforce: {
        clientId: e.TENDERLENS_SALESFORCE_CLIENT_ID,
        clientSecret: e.TENDERLENS_SALESFORCE_CLIENT_SECRET,
        loginUrl: (e.TENDERLENS_SALESFORCE_LOGIN_URL ?? 'https://login.salesforce.com').replace(/\/+$/, ''),
      },
    },
  };
}

function filesConfig(e: z.infer<typeof EnvSchema>, dataDir: string): FileStorageConfig {
  const dir = e.TENDERLENS_FILES_DIR ? resolve(e.TENDERLENS_FILES_DIR) : defaultFilesDir(dataDir);
  if (!e.TENDERLENS_S3_BUCKET) return { dir };
  const region = e.TENDERLENS_S3_REGION ?? 'us-east-1';
  if (!e.TENDERLENS_S3_ACCESS_KEY_ID || !e.TENDERLENS_S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: TENDERLENS_S3_ACCESS_KEY_ID and TENDERLENS_S3_SECRET_ACCESS_KEY are required with TENDERLENS_S3_BUCKET');
  }
  const pathStyle = e.TENDERLENS_S3_FORCE_PATH_STYLE;
  return {
    dir,
    s3: {
      endpoint: e.TENDERLENS_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
      bucket: e.TENDERLENS_S3_BUCKET,
      region,
      accessKeyId: e.TENDERLENS_S3_ACCESS_KEY_ID,
      secretAccessKey: e.TENDERLENS_S3_SECRET_ACCESS_KEY,
      forcePathStyle: pathStyle === undefined || pathStyle === 'auto' ? e.TENDERLENS_S3_ENDPOINT !== undefined : truthy(pathStyle),
      prefix: e.TENDERLENS_S3_PREFIX,
    },
  };
}

/**
 * When `repoRoot` is a linked git worktree, the main worktree's root (read from `.git` → gitdir →
 * commondir); undefined otherwise.
 */
function mainWorktreeRoot(repoRoot: string): string | undefined {
  const dotGit = join(repoRoot, '.git');
  try {
    if (!statSync(dotGit).isFile()) return undefined;
    const gitdir = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
    if (!gitdir) return undefined;
    const absolute = resolve(repoRoot, gitdir);
    const common = existsSync(join(absolute, 'commondir')) ? readFileSync(join(absolute, 'commondir'), 'utf8').trim() : '../..';
    return dirname(resolve(absolute, common));
  } catch {
    return undefined;
  }
}

/**
 * The shared data folder (real OCDS files and reference data), never copied into the repo:
 * env TENDERLENS_SHARED_DATA, else `<repo root>/../shared/data`, else — in a linked git worktree —
 * `<main worktree>/../shared/data`. Undefined when none exists.
 */
export function findSharedDataDir(env: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): string | undefined {
  const fromEnv = env.TENDERLENS_SHARED_DATA?.trim();
  if (fromEnv) return resolve(fromEnv);
  const candidates = [join(repoRoot, '..', 'shared', 'data')];
  const main = mainWorktreeRoot(repoRoot);
  if (main) candidates.push(join(main, '..', 'shared', 'data'));
  return candidates.map((c) => resolve(c)).find((c) => existsSync(c));
}

export function defaultExportsDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), 'tenderlens-exports') : join(dataDir, 'exports');
}

export function defaultFilesDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), 'tenderlens-files') : join(dataDir, 'files');
}

function resolveDataDir(dir: string): string {
  return dir.startsWith('memory://') ? dir : resolve(dir);
}
