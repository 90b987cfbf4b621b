import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/index';

export interface AppSecrets {
  /** Signs bearer tokens and derives CSRF tokens. */
  hmacKey: Buffer;
}

const HMAC_KEY = 'hmac_key';

/**
 * The app's secrets, generated at first start and kept in the database so that every server
 * instance on that database signs and checks tokens with the same key.
 */
export async function loadAppSecrets(db: Database): Promise<AppSecrets> {
  await db
    .insert(appSecrets)
    .values({ name: HMAC_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, HMAC_KEY));
  if (!row) throw new Error('The HMAC key could not be stored');
  return { hmacKey: Buffer.from(row.value, 'base64url') };
}
