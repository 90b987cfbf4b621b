/**
 * A local fake S3 for tests: the subset of the real protocol FileStorage uses — path-style PUT, GET,
 * HEAD and DELETE of objects, AWS Signature V4 checked (Authorization header or presigned query,
 * recomputed from the request as received), errors as S3's XML `<Error>` bodies, and failures on
 * demand (`failNext`: 503 SlowDown with Retry-After, to exercise back-off).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface FakeS3Request {
  method: string;
  key: string;
  status: number;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  requests: FakeS3Request[];
  /** The next `count` requests answer `status` (503 SlowDown by default) with `Retry-After: 0`. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string, resource: string, head = false): void {
  res.writeHead(status, { 'content-type': 'application/xml', ...(status === 503 ? { 'retry-after': '0' } : {}) });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
  );
}

async function signatureMatches(req: IncomingMessage, url: URL, o: FakeS3Options): Promise<boolean> {
  const presigned = url.searchParams.get('X-Amz-Signature');
  if (presigned) {
    const date = url.searchParams.get('X-Amz-Date') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires') ?? '0');
    const signedAt = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    if (!(signedAt + expires * 1000 > Date.now())) return false;
    const unsigned = new URL(url);
    for (const p of ['X-Amz-Signature', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-SignedHeaders', 'X-Amz-Date']) unsigned.searchParams.delete(p);
    const signer = new AwsV4Signer({ method: req.method, url: unsigned.toString(), ...o, service: 's3', datetime: date, signQuery: true });
    return (await signer.sign()).url.searchParams.get('X-Amz-Signature') === presigned;
  }
  const auth = req.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/`) || signedHeaders.length === 0) return false;
  const headers: Record<string, string> = {};
  for (const h of signedHeaders) if (h !== 'host') headers[h] = String(req.headers[h] ?? '');
  const signer = new AwsV4Signer({
    method: req.method,
    url: url.toString(),
    headers,
    ...o,
    service: 's3',
    datetime: String(req.headers['x-amz-date'] ?? ''),
  });
  return (await signer.sign()).headers.get('authorization') === auth;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  let failures = { count: 0, status: 503 };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const log = (status: number) => requests.push({ method, key, status });
    if (failures.count > 0) {
      failures.count--;
      log(failures.status);
      xmlError(res, failures.status, failures.status === 503 ? 'SlowDown' : 'InternalError', 'Please reduce your request rate.', url.pathname, head);
      return;
    }
    if (!(await signatureMatches(req, url, options))) {
      log(403);
      xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.', url.pathname, head);
      return;
    }
    if (bucket !== options.bucket) {
      log(404);
      xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', url.pathname, head);
      return;
    }
    const found = objects.get(key);
    if (method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      log(200);
      res.writeHead(200, { etag: `"${key.length}-${chunks.length}"` }).end();
    } else if (method === 'DELETE') {
      objects.delete(key);
      log(204);
      res.writeHead(204).end();
    } else if ((method === 'GET' || head) && found) {
      log(200);
      const disposition = url.searchParams.get('response-content-disposition');
      res.writeHead(200, {
        'content-type': found.contentType,
        'content-length': String(found.body.length),
        ...(disposition ? { 'content-disposition': disposition } : {}),
      });
      res.end(head ? undefined : found.body);
    } else if (method === 'GET' || head) {
      log(404);
      xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', url.pathname, head);
    } else {
      log(405);
      xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', url.pathname);
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error), req.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
