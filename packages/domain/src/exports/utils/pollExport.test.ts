import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportJobFixtures } from '../mocks/fixtures';
import { ExportPollError, pollExport } from './pollExport';

const ID = 'job-1';

describe('pollExport (every 2 s, at most 300 polls)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2 seconds until the file is ready', async () => {
    const answers = [exportJobFixtures.queued(ID), exportJobFixtures.running(ID, 0.5), exportJobFixtures.complete(ID, 'f.csv')];
    const fetchStatus = vi.fn(async () => answers.shift() ?? exportJobFixtures.complete(ID, 'f.csv'));
    const onStatus = vi.fn();
    const done = pollExport({ fetchStatus, onStatus });

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ progress: 0.5 }));
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toMatchObject({ isComplete: true, downloadUrl: `/api/jobs/${ID}/download` });
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('times out after 300 polls (10 minutes)', async () => {
    const fetchStatus = vi.fn(async () => exportJobFixtures.running(ID, 0.1));
    const done = pollExport({ fetchStatus });
    const outcome = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(fetchStatus).toHaveBeenCalledTimes(299);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ExportPollError);
    expect((error as ExportPollError).reason).toBe('timeout');
    expect(fetchStatus).toHaveBeenCalledTimes(300);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(300);
  });

  it('stops at a failed job', async () => {
    const fetchStatus = vi.fn(async () => exportJobFixtures.failed(ID));
    const outcome = pollExport({ fetchStatus }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toMatchObject({ reason: 'job_failed' });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('stops when a poll throws', async () => {
    const cause = new Error('network down');
    const fetchStatus = vi.fn(async () => {
      throw cause;
    });
    const outcome = pollExport({ fetchStatus }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    const error = (await outcome) as ExportPollError;
    expect(error.reason).toBe('poll_error');
    expect(error.cause).toBe(cause);
  });

  it('stops polling when aborted (the component went away)', async () => {
    const controller = new AbortController();
    const fetchStatus = vi.fn(async () => exportJobFixtures.running(ID, 0.1));
    const outcome = pollExport({ fetchStatus, signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4000);
    controller.abort(new Error('unmounted'));
    expect(await outcome).toMatchObject({ message: 'unmounted' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
