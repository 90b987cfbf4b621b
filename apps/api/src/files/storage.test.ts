import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@tenderlens/domain/files';
import { startFakeS3, type FakeS3 } from '../testing/fakeS3';
import { loadConfig } from '../config';
import {
  createFileStorage,
  FileTooLargeError,
  InvalidFileKeyError,
  LocalFileStorage,
  readBounded,
  S3Error,
  S3FileStorage,
  type FileStorage,
} from './storage';

const text = async (storage: FileStorage, key: string) => {
  const file = await storage.get(key);
  return file ? Buffer.from(await readBounded(file.stream)).toString('utf8') : null;
};

/** The behaviour both implementations share. */
function contract(name: string, make: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('puts, reads, checks and deletes a file', async () => {
      const storage = make();
      const key = 'documents/1/a-b-c';
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.put(key, new TextEncoder().encode('hello world'), { contentType: 'text/plain' })).toEqual({ size: 11 });
      expect(await storage.exists(key)).toBe(true);
      const file = await storage.get(key);
      expect(file).toMatchObject({ size: 11, contentType: 'text/plain' });
      expect(Buffer.from(await readBounded(file!.stream)).toString()).toBe('hello world');
      expect(Buffer.from((await storage.read(key))!).toString()).toBe('hello world');
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      await storage.delete(key); // deleting a missing file is not an error
    });

    it('puts a stream, replacing what was there', async () => {
      const storage = make();
      await storage.put('bids/2/x', Readable.from([Buffer.from('old')]), { contentType: 'text/plain' });
      await storage.put('bids/2/x', Readable.from([Buffer.from('new '), Buffer.from('text')]), { contentType: 'application/pdf' });
      expect(await text(storage, 'bids/2/x')).toBe('new text');
      expect((await storage.get('bids/2/x'))?.contentType).toBe('application/pdf');
    });

    it('refuses a body over the bound and keeps nothing', async () => {
      const storage = make();
      const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await expect(storage.put('documents/1/big', big, { contentType: 'text/plain', maxBytes: 1000 })).rejects.toThrow(FileTooLargeError);
      await expect(storage.put('documents/1/big', new Uint8Array(1001), { contentType: 'text/plain', maxBytes: 1000 })).rejects.toThrow(FileTooLargeError);
      expect(await storage.exists('documents/1/big')).toBe(false);
    });

    it('refuses keys that could escape or collide', async () => {
      const storage = make();
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'Upper/Case', 'a//b', 'a/b.part', 'a/b.meta', '', 'a\u0000b']) {
        await expect(storage.put(key, new Uint8Array(1), { contentType: 'text/plain' }), key).rejects.toThrow(InvalidFileKeyError);
      }
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tl-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

contract('local', () => new LocalFileStorage(dir));

describe('local storage', () => {
  it('leaves no partial file behind and proxies downloads', async () => {
    const storage = new LocalFileStorage(join(dir, 'own'));
    await storage.put('a/b', new Uint8Array([1, 2, 3]), { contentType: 'application/octet-stream' });
    await expect(storage.put('a/c', new Uint8Array(20), { contentType: 'x/y', maxBytes: 10 })).rejects.toThrow(FileTooLargeError);
    expect((await readdir(join(dir, 'own', 'a'))).sort()).toEqual(['b', 'b.meta']);
    expect(await storage.downloadUrl('a/b')).toBeNull();
  });
});

const creds = { bucket: 'tenderlens-test', region: 'eu-west-2', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(creds);
});
afterAll(async () => {
  await s3.close();
});
const s3Storage = (over: Partial<ConstructorParameters<typeof S3FileStorage>[0]> = {}) =>
  new S3FileStorage({ ...creds, endpoint: s3.endpoint, forcePathStyle: true, baseDelayMs: 5, prefix: 'tl', ...over });

contract('s3', () => s3Storage());

describe('S3 storage against the fake S3', () => {
  it('stores under the prefix, path-style, with the media type', async () => {
    await s3Storage().put('documents/9/guid', new TextEncoder().encode('pdf bytes'), { contentType: 'application/pdf' });
    expect(s3.objects.get('tl/documents/9/guid')).toMatchObject({ contentType: 'application/pdf' });
  });

  it('retries 503 SlowDown with back-off, then succeeds', async () => {
    const storage = s3Storage();
    s3.requests.length = 0;
    s3.failNext(2);
    await storage.put('documents/9/retry', new TextEncoder().encode('again'), { contentType: 'text/plain' });
    expect(s3.requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(await text(storage, 'documents/9/retry')).toBe('again');
  });

  it('gives up after maxAttempts with the XML error', async () => {
    const storage = s3Storage({ maxAttempts: 3 });
    s3.requests.length = 0;
    s3.failNext(5);
    const error = await storage.exists('documents/9/retry').catch((e: unknown) => e);
    expect(s3.requests).toHaveLength(3);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 503 });
    s3.failNext(0);
  });

  it('reports S3 errors from their XML (not retried when 4xx)', async () => {
    s3.requests.length = 0;
    const wrongKey = s3Storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrongKey.put('documents/1/x', new Uint8Array(1), { contentType: 'text/plain' })).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    await expect(s3Storage({ bucket: 'other-bucket' }).put('documents/1/x', new Uint8Array(1), { contentType: 'text/plain' })).rejects.toMatchObject({
      code: 'NoSuchBucket',
    });
    expect(s3.requests).toHaveLength(2);
  });

  it('retries network errors', async () => {
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      calls++;
      return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };
    const storage = s3Storage({ fetch: flaky });
    await storage.put('documents/9/net', new TextEncoder().encode('ok'), { contentType: 'text/plain' });
    expect(calls).toBe(2);
  });

  it('presigns downloads the fake S3 accepts, with the file name', async () => {
    const storage = s3Storage();
    await storage.put('documents/9/dl', new TextEncoder().encode('download me'), { contentType: 'application/pdf' });
    const url = await storage.downloadUrl('documents/9/dl', { fileName: 'Tender spec “final”.pdf', expiresInSeconds: 60 });
    expect(url).toContain(`${s3.endpoint}/tenderlens-test/tl/documents/9/dl?`);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('download me');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Tender%20spec%20%E2%80%9Cfinal%E2%80%9D.pdf");
    const tampered = url!.replace('documents/9/dl', 'documents/9/retry');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('builds virtual-hosted URLs when path style is off', () => {
    const storage = new S3FileStorage({ ...creds, endpoint: 'https://s3.eu-west-2.amazonaws.com', forcePathStyle: false });
    expect(storage.objectUrl('documents/1/a').toString()).toBe('https://tenderlens-test.s3.eu-west-2.amazonaws.com/documents/1/a');
  });
});

describe('configuration', () => {
  it('uses the local directory by default and S3 when a bucket is set', () => {
    const local = loadConfig({ TENDERLENS_DATA_DIR: '/srv/tl' });
    expect(local.files).toEqual({ dir: '/srv/tl/files' });
    expect(createFileStorage(local.files).kind).toBe('local');
    expect(loadConfig({ TENDERLENS_FILES_DIR: '/mnt/f' }).files.dir).toBe('/mnt/f');
    const withS3 = loadConfig({
      TENDERLENS_S3_BUCKET: 'tl-files',
      TENDERLENS_S3_ENDPOINT: 'http://127.0.0.1:9000',
      TENDERLENS_S3_ACCESS_KEY_ID: 'a',
      TENDERLENS_S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(withS3.files.s3).toMatchObject({ bucket: 'tl-files', region: 'us-east-1', forcePathStyle: true, endpoint: 'http://127.0.0.1:9000' });
    expect(createFileStorage(withS3.files).kind).toBe('s3');
    expect(() => loadConfig({ TENDERLENS_S3_BUCKET: 'tl-files' })).toThrow('TENDERLENS_S3_ACCESS_KEY_ID');
    expect(loadConfig({ TENDERLENS_S3_BUCKET: 'tl-b', TENDERLENS_S3_ACCESS_KEY_ID: 'a', TENDERLENS_S3_SECRET_ACCESS_KEY: 'b' }).files.s3).toMatchObject({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      forcePathStyle: false,
    });
  });

  it('bounds uploads by the domain constant', async () => {
    await expect(readBounded(new Uint8Array(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(FileTooLargeError);
  });
});
