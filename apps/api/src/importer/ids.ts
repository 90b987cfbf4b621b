/** Deterministic ids: RFC 4122 version-5 (SHA-1, name-based) UUIDs. Same input → same guid, forever. */
import { createHash } from 'node:crypto';

/** Namespace for notices (uuid v5 of the URL namespace + 'tenderlens:notice'). Fixed: never change. */
export const NOTICE_NAMESPACE = '6f1c1c3e-1a8e-5a57-9a4f-0c6f2d1b7e10';
/** Namespace for organisations. Fixed: never change. */
export const ORGANISATION_NAMESPACE = '0b8e2f6a-3c7d-5e4f-8a9b-1c2d3e4f5a6b';

function parseUuid(uuid: string): Buffer {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${uuid}`);
  return Buffer.from(hex, 'hex');
}

export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1').update(parseUuid(namespace)).update(Buffer.from(name, 'utf8')).digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Stable notice guid from the OCDS ocid. */
export const noticeGuid = (ocid: string): string => uuidV5(ocid.trim(), NOTICE_NAMESPACE);
/** Stable organisation guid from its resolver key (e.g. 'id:GB-COH:01234567' or 'name:leeds city'). */
export const organisationGuid = (key: string): string => uuidV5(key, ORGANISATION_NAMESPACE);
