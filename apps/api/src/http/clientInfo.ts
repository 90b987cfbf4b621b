import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppConfig } from '../config';

/** The caller's IP: X-Forwarded-For (first hop) when behind a trusted proxy, else the socket address. */
export function clientIp(c: Context, config: AppConfig): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, app.request()) have no socket.
    return 'unknown';
  }
}

/** Whether the original request came over https (decides the Secure cookie flag in 'auto' mode). */
export function isHttps(c: Context, config: AppConfig): boolean {
  if (config.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/** The host the browser addressed (Host, or X-Forwarded-Host behind a trusted proxy). */
export function requestHost(c: Context, config: AppConfig): string | undefined {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.req.header('host') ?? new URL(c.req.url).host;
}
