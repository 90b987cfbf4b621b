/**
 * Secrets at rest (decision 0044): CRM tokens are sealed with AES-256-GCM under the key of
 * TENDERLENS_CRM_KEY (or, when unset, an HKDF derivation of the app's HMAC key — the database alone
 * then opens them, so production sets the key). Format `v1.<iv>.<tag>.<ciphertext>` (base64url);
 * the company id is the additional authenticated data, so a sealed token cannot be moved to another company.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string, companyId: number): string;
  open(sealed: string, companyId: number): string;
}

export function crmKey(configured: Buffer | undefined, hmacKey: Buffer): Buffer {
  return configured ?? Buffer.from(hkdfSync('sha256', hmacKey, Buffer.alloc(0), 'tenderlens crm tokens v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The CRM key must be 32 bytes');
  const aad = (companyId: number) => Buffer.from(`company:${companyId}`);
  return {
    seal(plain, companyId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(companyId));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed, companyId) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(companyId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
