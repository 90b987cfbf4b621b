import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { fileExtractions } from '../db/schema/files';
import { createMigratedDatabase, databaseTargets, targetTitle, type TestDatabase } from '../testing/databases';
import { extractText } from './extract';
import { pdfFixture } from './fixtures';
import {
  ExtractionWorker,
  deleteOwnerExtractions,
  enqueueExtraction,
  extractionSections,
  findExtraction,
  findOwnerExtraction,
  requeueExtraction,
  type ExtractionHandlers,
  type ExtractionWorkerOptions,
} from './jobs';
import { LocalFileStorage } from './storage';

const logger = pino({ level: process.env.DEBUG_JOBS ? 'debug' : 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const target of await databaseTargets()) {
  describe.skipIf(target.skipReason !== null)(`durable extraction jobs [${targetTitle(target)}]`, () => {
    let test: TestDatabase;
    let db: Database;
    let dir: string;
    let storage: LocalFileStorage;
    const done: { ownerId: number; sections: number }[] = [];
    const failed: { ownerId: number; error: string }[] = [];
    const handlers: ExtractionHandlers = {
      document: {
        onComplete: async (tx, job, extraction) => {
          // Runs in the job's transaction: it sees the sections just written.
          const rows = await extractionSections(tx, job.id);
          expect(rows).toHaveLength(extraction.sections.length);
          done.push({ ownerId: job.ownerId, sections: rows.length });
        },
        onFailed: (_tx, job, error) => {
          failed.push({ ownerId: job.ownerId, error });
          return Promise.resolve();
        },
      },
    };
    const worker = (o: Partial<ExtractionWorkerOptions> = {}) => new ExtractionWorker({ db, storage, logger, handlers, pollIntervalMs: 20, ...o });

    beforeAll(async () => {
      test = await createMigratedDatabase(target);
      db = test.handle.db;
      dir = await mkdtemp(join(tmpdir(), 'tl-extract-'));
      storage = new LocalFileStorage(dir);
    });
    afterAll(async () => {
      await test?.dispose();
      await rm(dir, { recursive: true, force: true });
    });
    beforeEach(() => {
      done.length = 0;
      failed.length = 0;
    });
    afterEach(async () => {
      await db.delete(fileExtractions);
    });

    async function queue(ownerId: number, fileName: string, data: Uint8Array) {
      const key = `documents/1/${ownerId}`;
      await storage.put(key, data, { contentType: 'application/octet-stream' });
      return enqueueExtraction(db, { ownerType: 'document', ownerId, storageKey: key, fileName });
    }

    it('extracts a queued file, stores its sections and tells the owner in the same transaction', async () => {
      const job = await queue(1, 'spec.pdf', await pdfFixture([['Road gritting tender'], ['Lot two: salt']]));
      expect(job.status).toBe('queued');
      const w = worker();
      expect(await w.runOnce()).toBe(true);
      expect(await w.runOnce()).toBe(false);
      const row = await findExtraction(db, job.id);
      expect(row).toMatchObject({ status: 'complete', attempts: 1, sectionCount: 2, lockedBy: null, error: null });
      const sections = await extractionSections(db, job.id);
      expect(sections.map((s) => s.label)).toEqual(['Page 1', 'Page 2']);
      expect(sections[1]?.text).toContain('Lot two: salt');
      expect(done).toEqual([{ ownerId: 1, sections: 2 }]);
      expect((await findOwnerExtraction(db, 'document', 1))?.id).toBe(job.id);
    });

    it('fails an unsupported or missing file at once, telling the owner', async () => {
      const exe = await queue(2, 'tool.exe', new Uint8Array([1, 2, 3]));
      const missing = await enqueueExtraction(db, { ownerType: 'document', ownerId: 3, storageKey: 'documents/1/none', fileName: 'a.pdf' });
      const w = worker();
      await w.runOnce();
      await w.runOnce();
      expect(await findExtraction(db, exe.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await findExtraction(db, exe.id))?.error).toContain('Only PDF');
      expect(await findExtraction(db, missing.id)).toMatchObject({ status: 'failed', error: 'The stored file documents/1/none is missing' });
      expect(failed.map((f) => f.ownerId).sort()).toEqual([2, 3]);
    });

    it('retries a transient failure with back-off, then fails after maxAttempts', async () => {
      const job = await queue(4, 'a.txt', new TextEncoder().encode('hello'));
      let calls = 0;
      const flaky = worker({
        maxAttempts: 2,
        retryDelayMs: 50,
        extract: () => {
          calls++;
          return Promise.reject(new Error('storage unavailable'));
        },
      });
      await flaky.runOnce();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'storage unavailable' });
      expect(await flaky.runOnce()).toBe(false); // backing off
      await sleep(80);
      await flaky.runOnce();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'failed', attempts: 2, error: 'storage unavailable' });
      expect(calls).toBe(2);
      expect(failed).toEqual([{ ownerId: 4, error: 'storage unavailable' }]);
      // Queued again by hand, it extracts from scratch.
      expect(await requeueExtraction(db, job.id)).toBe(true);
      await worker().runOnce();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'complete', attempts: 1 });
    });

    it('survives a worker dying mid-file: another takes over once the lock is stale; the dead one commits nothing', async () => {
      const job = await queue(5, 'b.txt', new TextEncoder().encode('restart safe'));
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const slow: typeof extractText = async (data, input) => {
        await gate;
        return extractText(data, input);
      };
      const a = worker({ workerId: 'a', extract: slow, staleAfterMs: 200, heartbeatMs: 50 });
      a.start();
      await expect.poll(async () => (await findExtraction(db, job.id))?.lockedBy, { timeout: 5000 }).toBe('a');
      await a.kill();
      const b = worker({ workerId: 'b', staleAfterMs: 200 });
      expect(await b.runOnce()).toBe(false); // a's lock is still fresh
      await sleep(300);
      expect(await b.runOnce()).toBe(true);
      release();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'complete', attempts: 2, lockedBy: null });
      expect(done).toEqual([{ ownerId: 5, sections: 1 }]);
    });

    it('a graceful stop puts the file back in the queue without counting the attempt', async () => {
      const job = await queue(6, 'c.txt', new TextEncoder().encode('stop'));
      const never: typeof extractText = () => new Promise(() => undefined);
      const a = worker({ workerId: 'a', extract: never });
      a.start();
      await expect.poll(async () => (await findExtraction(db, job.id))?.status, { timeout: 5000 }).toBe('running');
      await a.stop();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
      const b = worker();
      b.start();
      b.wake();
      await expect.poll(async () => (await findExtraction(db, job.id))?.status, { timeout: 5000 }).toBe('complete');
      await b.stop();
    });

    it("a handler's failure rolls the completion back", async () => {
      const job = await queue(7, 'd.txt', new TextEncoder().encode('rolled back'));
      const w = worker({
        retryDelayMs: 60_000,
        handlers: { document: { onComplete: () => Promise.reject(new Error('owner gone')) } },
      });
      await w.runOnce();
      expect(await findExtraction(db, job.id)).toMatchObject({ status: 'queued', error: 'owner gone' });
      expect(await extractionSections(db, job.id)).toEqual([]);
      await deleteOwnerExtractions(db, 'document', 7);
      expect(await db.select().from(fileExtractions).where(eq(fileExtractions.id, job.id))).toEqual([]);
    });
  });
}
