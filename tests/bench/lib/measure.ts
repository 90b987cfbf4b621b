/** Timing helpers shared by the benches (in lib/: run.mjs only runs the files directly in tests/bench). */
import { performance } from 'node:perf_hooks';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50/p95 in ms of `runs` calls after `warmup` unmeasured ones. */
export async function measure(fn: () => Promise<unknown>, runs: number, warmup: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
