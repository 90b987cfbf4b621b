/**
 * Polls a background export until it has a file, fails, or the poll budget runs out (spec 2§4,
 * 2§9: every 2 s, at most 300 polls ≈ 10 minutes). The first poll is one interval after the start.
 */
import type { FileExport } from '../schemas/exportJob';
import { EXPORT_MAX_POLLS, EXPORT_POLL_INTERVAL_MS } from '../rules/exportRules';

export type ExportPollFailure = 'job_failed' | 'poll_error' | 'timeout';

export class ExportPollError extends Error {
  override readonly name = 'ExportPollError';
  constructor(
    readonly reason: ExportPollFailure,
    options?: { cause?: unknown },
  ) {
    super(`Background export ${reason.replace('_', ' ')}`, options);
  }
}

export interface PollExportOptions {
  /** One status request. */
  fetchStatus: () => Promise<FileExport>;
  /** @default 2000 */
  intervalMs?: number;
  /** @default 300 */
  maxPolls?: number;
  onStatus?: (status: FileExport) => void;
  signal?: AbortSignal;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(id);
      reject(signal?.reason);
    };
    const id = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Resolves with the finished export (its downloadUrl set); rejects with an ExportPollError. */
export async function pollExport(options: PollExportOptions): Promise<FileExport & { downloadUrl: string }> {
  const intervalMs = options.intervalMs ?? EXPORT_POLL_INTERVAL_MS;
  const maxPolls = options.maxPolls ?? EXPORT_MAX_POLLS;
  for (let poll = 1; poll <= maxPolls; poll += 1) {
    await wait(intervalMs, options.signal);
    let status: FileExport;
    try {
      status = await options.fetchStatus();
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ExportPollError('poll_error', { cause });
    }
    options.onStatus?.(status);
    if (status.isError) throw new ExportPollError('job_failed');
    if (status.isComplete && status.downloadUrl) return { ...status, downloadUrl: status.downloadUrl };
  }
  throw new ExportPollError('timeout');
}
