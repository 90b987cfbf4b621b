/** Fetches a file from the API with the session's bearer + CSRF headers, and saves it in the browser. */
import type { TenderlensSession } from '../../client/session';
import { FetchError, ResponseError } from '../../lib/errors';

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
}

/** `filename="…"` (or RFC 5987 `filename*=UTF-8''…`) of a Content-Disposition header. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain form
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
}

async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : null;
  } catch {
    return null;
  }
}

export async function fetchFile(
  session: TenderlensSession,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<FetchedFile> {
  await session.tokenStore.ensure();
  const headers: Record<string, string> = { ...session.tokenStore.authHeaders() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await session.fetch(`${session.apiBase}${path}`, {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new FetchError({ cause });
  }
  if (!response.ok) throw new ResponseError(response.status, await errorCode(response));
  try {
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
  } catch (cause) {
    // The body was cut off (the server failed while streaming it).
    throw new FetchError({ cause });
  }
}

/** Saves a blob as a download in the browser (an object URL clicked through a temporary link). */
export function saveFileInBrowser(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** `tenderlens-<stem>-<yyyy-mm-dd>.<ext>`, the server's naming, for when no header names the file. */
export function fallbackFileName(stem: string, format: string, today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `tenderlens-${stem}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.${format}`;
}
