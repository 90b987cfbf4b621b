/**
 * Admin bulk upload (spec 1§1 "An internal admin app exists with bulk upload"): `POST /api/admin/import`
 * takes one OCDS release or record package as the JSON body and imports it exactly as `tl import` does
 * (merged per ocid, idempotent), in the server process, so it works on the embedded database that the
 * server holds. Admins only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { findSharedDataDir } from '../config';
import { runOutsideRequestScope } from '../db/requestScope';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { importIntoDatabase } from './database';

/** A bulk upload is a package of a few thousand releases at most; larger files go through `tl import`. */
export const ADMIN_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Its own body limit (http/bodyLimits.ts); every other call takes 1 MB. */
export const ADMIN_IMPORT_PATH = '/api/admin/import';

export function importRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/admin/import', async (c) => {
    assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });
    const text = await c.req.text();
    if (text.length > ADMIN_IMPORT_MAX_BYTES)
      throw new HttpError(413, 'too_large', 'Upload at most 20 MB; import larger files with `tl import`');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('Send an OCDS release or record package as JSON');
    }
    if (
      typeof body !== 'object' ||
      body === null ||
      !(
        Array.isArray((body as { releases?: unknown }).releases) ||
        Array.isArray((body as { records?: unknown }).records)
      )
    ) {
      throw badRequest('Send an OCDS release or record package (with releases or records)');
    }
    const dataDir = findSharedDataDir();
    if (!dataDir)
      throw new HttpError(
        503,
        'no_reference_data',
        'The shared data folder (reference data) is not available',
      );
    const dir = await mkdtemp(join(tmpdir(), 'tenderlens-upload-'));
    try {
      const file = join(dir, 'upload.json');
      await writeFile(file, text);
      // A bulk upload legitimately runs long: off the request statement timeout.
      const result = await runOutsideRequestScope(() => importIntoDatabase(deps.db, [file], { dataDir, now: deps.now() }));
      return c.json({
        files: result.files.map((f) => ({ written: f.written, issues: f.issues.length })),
        seconds: result.seconds,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  return app;
}
