/**
 * Server configuration, read once from the environment and validated with zod.
 * Every setting has a default that works on a fresh machine (embedded PGlite in `<repo root>/.data`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  TENDERLENS_SECURE_COOKIES: optional.pipe(booleanish),
  TENDERLENS_TRUST_PROXY: optional.pipe(booleanish),
  LOG_LEVEL: optional.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  VITEST: optional,
  TENDERLENS_SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  TENDERLENS_MAIL_FROM: optional,
  TENDERLENS_PUBLIC_URL: optional.pipe(z.url().optional()),
  TENDERLENS_AI_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  TENDERLENS_AI_API_KEY: optional,
  TENDERLENS_AI_MODEL: optional,
  TENDERLENS_AI_TIMEOUT_MS: optional.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
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

function resolveDataDir(dir: string): string {
  return dir.startsWith('memory://') ? dir : resolve(dir);
}
