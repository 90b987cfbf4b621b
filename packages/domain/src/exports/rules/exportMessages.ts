/** The export error catalogue (spec 1§8, 2§8). Server error bodies are never shown. */

/** Toast when a small export fails (the export state resets). */
export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again later.';
/** Toast when the file cannot be fetched or saved. */
export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download file';
/** Modal when a background export fails, polling throws, or it times out. */
export const ASYNC_EXPORT_FAILED_TITLE = 'Oh uh, something went wrong';
export const ASYNC_EXPORT_FAILED_ACTION = 'Ok';
export const asyncExportFailedMessage = (email: string) =>
  `Please try exporting again or contact a member of our team at ${email}.`;

export type ExportFailure =
  | { kind: 'export_failed'; message: string }
  | { kind: 'download_failed'; message: string }
  | { kind: 'async_failed'; reason: 'job_failed' | 'poll_error' | 'timeout'; title: string; message: string; action: string };

export const exportFailed = (): ExportFailure => ({ kind: 'export_failed', message: EXPORT_FAILED_MESSAGE });
export const downloadFailed = (): ExportFailure => ({ kind: 'download_failed', message: DOWNLOAD_FAILED_MESSAGE });
export const asyncExportFailed = (reason: 'job_failed' | 'poll_error' | 'timeout', supportEmail: string): ExportFailure => ({
  kind: 'async_failed',
  reason,
  title: ASYNC_EXPORT_FAILED_TITLE,
  message: asyncExportFailedMessage(supportEmail),
  action: ASYNC_EXPORT_FAILED_ACTION,
});
