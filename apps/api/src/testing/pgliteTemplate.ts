/**
 * A migrated, empty PGlite data dir dumped to a file once and loaded by every test database:
 * PGlite's initdb costs seconds per instance, loading a dump a fraction of that. The dump is cached
 * under node_modules/.cache keyed by the migration files and the PGlite version.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function templateKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  const require = createRequire(import.meta.url);
  const pgliteDir = dirname(require.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(join(pgliteDir, '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Path of the dump file (created when missing). */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = join(apiRoot, 'node_modules', '.cache', 'tenderlens');
  const file = join(dir, `pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const handle = createDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    const pglite = handle.pglite;
    if (!pglite) throw new Error('expected PGlite');
    const dump = await pglite.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await handle.close();
  }
  return file;
}

export function loadPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
