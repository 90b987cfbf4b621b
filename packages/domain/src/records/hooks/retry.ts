/** Spec 1§7: the summary fetch retries 3 times, 500 ms apart. */
export const SUMMARY_RETRIES = 3;
export const SUMMARY_RETRY_DELAY_MS = 500;

/** Runs `fn`, and after a failure up to `retries` more times `delayMs` apart; the last error is thrown. */
export async function withRetries<T>(
  fn: () => Promise<T>,
  options: { retries?: number; delayMs?: number; signal?: AbortSignal; shouldRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  const retries = options.retries ?? SUMMARY_RETRIES;
  const delayMs = options.delayMs ?? SUMMARY_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || options.signal?.aborted || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
