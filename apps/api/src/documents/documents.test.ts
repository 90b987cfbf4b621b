import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, UNSUPPORTED_FILE_MESSAGE } from '@tenderlens/domain/files';
import { organisations } from '../db/schema/index';
import { ExtractionWorker } from '../files/jobs';
import { extractionHandlers } from '../files/handlers';
import { pdfFixture } from '../files/fixtures';
import { createLinkFetcher, LinkFetchError } from '../files/fetchLink';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { textUpload } from './access';
import { toSegments } from './service';

const MAYA = 'maya@northwind.test';
const LEO = 'leo@northwind.test';
const SAM = 'sam@freeco.test';
const ADA = 'admin@tenderlens.test';

interface DocJson {
  id: string;
  title: string;
  status: string;
  signal_score: number;
  owner_type: string | null;
  owner_guid: string | null;
  page_count: number | null;
  file_name: string;
  category: string | null;
}

/** A local file server standing in for the internet (url uploads). */
let files: Server;
let filesUrl: string;
beforeAll(async () => {
  files = createServer((req, res) => {
    if (req.url === '/tender.txt') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="Tender notes.txt"' });
      res.end('Dredging of the harbour channel');
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/tender.txt' }).end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(1024 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < 30 && res.write(chunk)) sent++;
        if (sent >= 30) res.end();
        else res.once('drain', pump);
      };
      pump();
    } else res.writeHead(404).end('no');
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => files.close(() => r()));
});

it('the link fetcher follows redirects, names the file, bounds the size and refuses private hosts unless allowed', async () => {
  const open = createLinkFetcher({ allowHttp: true, allowPrivateHosts: true, maxBytes: 2 * 1024 * 1024 });
  const moved = await open.fetch(`${filesUrl}/moved`);
  expect(moved).toMatchObject({ fileName: 'Tender notes.txt', contentType: 'text/plain', finalUrl: `${filesUrl}/tender.txt` });
  expect(Buffer.from(moved.bytes).toString()).toBe('Dredging of the harbour channel');
  await expect(open.fetch(`${filesUrl}/loop`)).rejects.toThrow('redirects too many times');
  await expect(open.fetch(`${filesUrl}/huge`)).rejects.toThrow('larger than');
  await expect(open.fetch(`${filesUrl}/missing`)).rejects.toThrow('answered 404');
  const guarded = createLinkFetcher({ allowHttp: true, allowPrivateHosts: false });
  await expect(guarded.fetch(`${filesUrl}/tender.txt`)).rejects.toThrow(LinkFetchError);
  await expect(createLinkFetcher({ allowHttp: false, allowPrivateHosts: true }).fetch(`${filesUrl}/tender.txt`)).rejects.toThrow('https://');
});

it('highlights become plain segments', () => {
  expect(toSegments('a \u0002salt\u0003 road \u0002grit\u0003')).toEqual([
    { text: 'a ', match: false },
    { text: 'salt', match: true },
    { text: ' road ', match: false },
    { text: 'grit', match: true },
  ]);
});

await describeOnDatabases(
  'documents',
  (harness) => {
    let api: ApiHarness;
    let maya: Tokens;
    let leo: Tokens;
    let sam: Tokens;
    let ada: Tokens;
    let buyerGuid: string;
    let worker: ExtractionWorker;

    beforeAll(async () => {
      api = harness();
      [maya, leo, sam, ada] = await Promise.all([api.signIn(MAYA), api.signIn(LEO), api.signIn(SAM), api.signIn(ADA)]);
      buyerGuid = randomUUID();
      await api.db.handle.db.insert(organisations).values({ guid: buyerGuid, name: 'Northshire County Council', normalisedName: 'northshire county council', primaryRole: 'BUYER' });
      worker = new ExtractionWorker({
        db: api.db.handle.db,
        storage: api.app.deps.files,
        logger: pino({ level: 'silent' }),
        handlers: extractionHandlers,
      });
    });

    const upload = async (t: Tokens, form: FormData) => {
      const res = await api.request('/api/docs/file-upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}`, 'x-csrf-token': t.csrfToken },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { document: DocJson; error?: { code: string; message: string } } };
    };
    const get = async <T>(t: Tokens, path: string) => {
      const res = await api.authed(t, path);
      return { status: res.status, body: (await res.json()) as T };
    };
    const drain = async () => {
      while (await worker.runOnce()) {
        // each call extracts one queued file
      }
    };

    it('maya uploads a PDF to a buyer; it is processed and found by a word inside it', async () => {
      const pdf = await pdfFixture([['Winter maintenance specification'], ['The contractor supplies rock salt and gritters.']]);
      const form = new FormData();
      form.set('file', new File([Buffer.from(pdf)], 'winter-spec.pdf', { type: 'application/pdf' }));
      form.set('owner_type', 'buyer');
      form.set('owner_guid', buyerGuid);
      form.set('category', 'Specification');
      const { status, body } = await upload(maya, form);
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.document).toMatchObject({ title: 'winter spec', status: 'processing', owner_type: 'buyer', owner_guid: buyerGuid, category: 'Specification' });
      const id = body.document.id;

      const before = await get<{ documents: DocJson[] }>(maya, '/api/documents/search?q=gritters');
      expect(before.body.documents.map((d) => d.id)).not.toContain(id);
      const pending = await api.authed(maya, '/api/docs/list-pending-uploads', { method: 'POST', body: '{}' });
      expect(((await pending.json()) as { uploads: { upload_task_id: string }[] }).uploads.map((u) => u.upload_task_id)).toContain(id);

      await drain();
      const found = await get<{ documents: DocJson[]; total: number }>(maya, '/api/documents/search?q=gritters');
      expect(found.body.documents.map((d) => d.id)).toEqual([id]);
      expect(found.body.documents[0]).toMatchObject({ status: 'complete', page_count: 2 });
      // A teammate sees it on the buyer; it is the buyer's document.
      const onBuyer = await get<{ documents: DocJson[] }>(leo, `/api/documents/search?owner_guid=${buyerGuid}`);
      expect(onBuyer.body.documents.map((d) => d.id)).toContain(id);

      const highlight = await get<{ fragments: { text: string; match: boolean }[][] }>(maya, `/api/documents/highlight?id=${id}&q=salt`);
      expect(highlight.status).toBe(200);
      expect(highlight.body.fragments.flat().filter((s) => s.match).map((s) => s.text.toLowerCase())).toContain('salt');

      const download = await api.authed(maya, `/api/documents/download?id=${id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain('winter-spec.pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

      // GraphQL sees the same.
      const gql = await api.graphql<{ documents: { total: number; documents: { id: string; status: string }[] } }>(
        maya,
        'query($q: String) { documents(query: $q) { total documents { id status } } }',
        { q: 'gritters' },
      );
      expect(gql.data?.documents.documents).toEqual([{ id, status: 'complete' }]);
    });

    it('scores documents against the team signals', async () => {
      await api.authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ keywords: ['dredging', 'harbour', 'lighthouse', 'ferry'] }) });
      const { body } = await upload(maya, textUpload('Dredging of the harbour approaches', 'harbour.txt'));
      await drain();
      const got = await get<{ document: DocJson }>(maya, `/api/documents/getFile?id=${body.document.id}`);
      expect(got.body.document.signal_score).toBe(50);
    });

    it('updates, reprocesses and deletes', async () => {
      const { body } = await upload(maya, textUpload('Catering for schools', 'catering.txt'));
      const id = body.document.id;
      const updated = await api.authed(maya, '/api/docs/update', { method: 'POST', body: JSON.stringify({ id, title: 'School catering', ui_path: '/Bids/2026' }) });
      expect(((await updated.json()) as { document: DocJson }).document.title).toBe('School catering');
      const folder = await get<{ entries: { ui_path: string; is_folder: boolean }[] }>(maya, '/api/documents/searchFolder?path=/Bids');
      expect(folder.body.entries).toContainEqual(expect.objectContaining({ ui_path: '/Bids/2026', is_folder: true }));
      const again = await api.graphql<{ startCustomerDocumentProcessing: { status: string } }>(
        maya,
        'mutation($id: ID!) { startCustomerDocumentProcessing(id: $id) { status } }',
        { id },
      );
      expect(again.data?.startCustomerDocumentProcessing.status).toBe('processing');
      await drain();
      expect((await api.authed(maya, `/api/documents/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await api.authed(maya, `/api/documents/getFile?id=${id}`)).status).toBe(404);
      expect((await api.authed(maya, `/api/documents/download?id=${id}`)).status).toBe(404);
    });

    it('makes folders (kept while empty), moves documents into them and browses them', async () => {
      const make = (name: string, uiPath: string, t: Tokens = maya) =>
        api.graphql<{ createCustomerDocument: { fileName: string; uiPath: string; isFolder: boolean } }>(
          t,
          'mutation($n: String!, $p: String!) { createCustomerDocument(fileName: $n, uiPath: $p, isFolder: true) { fileName uiPath isFolder } }',
          { n: name, p: uiPath },
        );
      const made = await make('Tenders', '/');
      expect(made.data?.createCustomerDocument).toEqual({ fileName: 'Tenders', uiPath: '/Tenders', isFolder: true });
      expect((await make('Leeds 2026', '/Tenders')).data?.createCustomerDocument.uiPath).toBe('/Tenders/Leeds 2026');
      expect((await make('tenders', '/')).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect((await make('a/b', '/')).errors?.[0]?.message).toContain('Folder names use letters, digits, spaces and - _ . ( ) &');
      expect((await make('Other', '/Tenders', sam)).errors?.[0]?.extensions?.['reason']).toBe('paywall');

      const { body } = await upload(maya, textUpload('Framework for ferry services', 'ferry.txt'));
      const id = body.document.id;
      const moved = await api.graphql<{ updateCustomerDocument: { uiPath: string } }>(maya, 'mutation($id: ID!) { updateCustomerDocument(id: $id, uiPath: "/Tenders/Leeds 2026") { uiPath } }', { id });
      expect(moved.data?.updateCustomerDocument.uiPath).toBe('/Tenders/Leeds 2026');
      const folder = await api.graphql<{ documentFolder: { folders: { uiPath: string }[]; documents: { id: string }[] } }>(
        maya,
        'query($p: String) { documentFolder(path: $p) { folders { uiPath } documents { id } } }',
        { p: '/Tenders' },
      );
      expect(folder.data?.documentFolder).toEqual({ folders: [{ uiPath: '/Tenders/Leeds 2026' }], documents: [] });
      const inner = await api.graphql<{ documentFolder: { documents: { id: string }[] } }>(maya, '{ documentFolder(path: "/Tenders/Leeds 2026") { documents { id } } }');
      expect(inner.data?.documentFolder.documents.map((d) => d.id)).toEqual([id]);
      // Another company does not see Northwind's folders.
      const other = await api.graphql<{ documentFolder: { folders: { uiPath: string }[] } }>(ada, '{ documentFolder { folders { uiPath } } }');
      expect(other.data?.documentFolder.folders.map((f) => f.uiPath) ?? []).not.toContain('/Tenders');
      const rest = await get<{ entries: { ui_path: string; is_folder: boolean }[] }>(maya, '/api/documents/searchFolder?path=/');
      expect(rest.body.entries).toContainEqual(expect.objectContaining({ ui_path: '/Tenders', is_folder: true }));
    });

    it('renames, moves and deletes folders; what is inside follows; refusals are clear', async () => {
      type Gql = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
      const make = (name: string, uiPath: string) =>
        api.graphql(maya, 'mutation($n: String!, $p: String!) { createCustomerDocument(fileName: $n, uiPath: $p, isFolder: true) { uiPath } }', { n: name, p: uiPath });
      const update = (vars: { uiPath: string; fileName?: string; parentPath?: string }, t: Tokens = maya) =>
        api.graphql<{ updateCustomerDocumentFolder: { uiPath: string; fileName: string } }>(
          t,
          'mutation($u: String!, $f: String, $p: String) { updateCustomerDocumentFolder(uiPath: $u, fileName: $f, parentPath: $p) { uiPath fileName } }',
          { u: vars.uiPath, f: vars.fileName ?? null, p: vars.parentPath ?? null },
        );
      const remove = (uiPath: string, t: Tokens = maya) =>
        api.graphql<{ deleteCustomerDocumentFolder: string }>(t, 'mutation($u: String!) { deleteCustomerDocumentFolder(uiPath: $u) }', { u: uiPath });
      const listing = async (path: string) =>
        (await api.graphql<{ documentFolder: { folders: { uiPath: string }[]; documents: { id: string; uiPath: string }[] } }>(
          maya,
          'query($p: String) { documentFolder(path: $p) { folders { uiPath } documents { id uiPath } } }',
          { p: path },
        )).data?.documentFolder;
      const first = (r: Gql) => r.errors?.[0];

      await make('Library', '/');
      await make('Drafts', '/Library');
      await make('Archive', '/');
      await make('Old (2025)', '/Archive');
      const { body } = await upload(maya, textUpload('Street lighting renewal', 'lighting.txt'));
      const id = body.document.id;
      await api.graphql(maya, 'mutation($id: ID!) { updateCustomerDocument(id: $id, uiPath: "/Library/Drafts") { uiPath } }', { id });

      // Rename: the sub-folder's and the document's paths follow.
      const renamed = await update({ uiPath: '/Library', fileName: 'Bid library' });
      expect(renamed.data?.updateCustomerDocumentFolder).toEqual({ uiPath: '/Bid library', fileName: 'Bid library' });
      expect((await listing('/Bid library'))?.folders).toEqual([{ uiPath: '/Bid library/Drafts' }]);
      expect((await listing('/Bid library/Drafts'))?.documents).toEqual([{ id, uiPath: '/Bid library/Drafts' }]);
      expect((await listing('/'))?.folders.map((f) => f.uiPath)).not.toContain('/Library');
      // A change of case only is a rename too.
      expect((await update({ uiPath: '/Bid library', fileName: 'Bid Library' })).data?.updateCustomerDocumentFolder.uiPath).toBe('/Bid Library');

      // Same name in the destination (case aside): 409.
      const taken = await update({ uiPath: '/Bid Library', fileName: 'archive' });
      expect(first(taken)).toMatchObject({ message: 'A folder with this name already exists', extensions: { code: 'CONFLICT' } });
      await make('Drafts', '/Archive');
      expect(first(await update({ uiPath: '/Bid Library/Drafts', parentPath: '/Archive' }))?.extensions?.['code']).toBe('CONFLICT');

      // Into itself or a descendant: 400 with the reason; into a missing folder: 404.
      const itself = await update({ uiPath: '/Bid Library', parentPath: '/Bid Library/Drafts' });
      expect(first(itself)).toMatchObject({ message: 'A folder cannot be moved into itself or one of its sub-folders', extensions: { code: 'BAD_USER_INPUT' } });
      expect(first(await update({ uiPath: '/Bid Library', parentPath: '/Bid Library' }))?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(first(await update({ uiPath: '/Bid Library', parentPath: '/Nowhere' }))?.extensions?.['code']).toBe('NOT_FOUND');
      expect(first(await update({ uiPath: '/Nowhere', fileName: 'X' }))?.extensions?.['code']).toBe('NOT_FOUND');
      // Strict inputs: one of fileName or parentPath, a valid name, never the top folder.
      expect(first(await update({ uiPath: '/Bid Library' }))?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(first(await update({ uiPath: '/Bid Library', fileName: 'a/b' }))?.message).toContain('Folder names use letters');
      expect(first(await update({ uiPath: '/', fileName: 'Top' }))?.message).toContain('The top folder cannot be renamed, moved or deleted');

      // Move: the folder and everything under it go into the destination.
      const moved = await update({ uiPath: '/Bid Library', parentPath: '/Archive/Old (2025)' });
      expect(moved.data?.updateCustomerDocumentFolder.uiPath).toBe('/Archive/Old (2025)/Bid Library');
      expect((await listing('/Archive/Old (2025)/Bid Library/Drafts'))?.documents).toEqual([{ id, uiPath: '/Archive/Old (2025)/Bid Library/Drafts' }]);
      // and back to the top
      expect((await update({ uiPath: '/Archive/Old (2025)/Bid Library', parentPath: '/' })).data?.updateCustomerDocumentFolder.uiPath).toBe('/Bid Library');

      // Delete: refused while anything is inside, then allowed once empty.
      const full = await remove('/Bid Library');
      expect(first(full)).toMatchObject({ message: 'This folder is not empty. Move or delete what is in it first.', extensions: { code: 'CONFLICT' } });
      expect(first(await remove('/Bid Library/Drafts'))?.extensions?.['code']).toBe('CONFLICT');
      await api.graphql(maya, 'mutation($id: ID!) { updateCustomerDocument(id: $id, uiPath: "/") { uiPath } }', { id });
      expect((await remove('/Bid Library/Drafts')).data?.deleteCustomerDocumentFolder).toBe('/Bid Library/Drafts');
      expect((await remove('/Bid Library')).data?.deleteCustomerDocumentFolder).toBe('/Bid Library');
      expect((await listing('/'))?.folders.map((f) => f.uiPath)).not.toContain('/Bid Library');
      expect(first(await remove('/Bid Library'))?.extensions?.['code']).toBe('NOT_FOUND');

      // Free is paywalled; another company (the admin's) sees no such folder.
      expect(first(await update({ uiPath: '/Archive', fileName: 'Mine' }, sam))?.extensions?.['reason']).toBe('paywall');
      expect(first(await update({ uiPath: '/Archive', fileName: 'Mine' }, ada))?.extensions?.['code']).toBe('NOT_FOUND');
      expect(first(await remove('/Archive/Drafts', ada))?.extensions?.['code']).toBe('NOT_FOUND');
      expect((await listing('/Archive'))?.folders.map((f) => f.uiPath)).toEqual(['/Archive/Drafts', '/Archive/Old (2025)']);
    });

    it('refuses unknown types and files over the bound', async () => {
      const exe = new FormData();
      exe.set('file', new File([new Uint8Array([77, 90, 0, 0])], 'setup.exe', { type: 'application/octet-stream' }));
      const refused = await upload(maya, exe);
      expect(refused.status).toBe(415);
      expect(refused.body.error?.message).toBe(UNSUPPORTED_FILE_MESSAGE);
      const big = new FormData();
      big.set('file', new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.txt', { type: 'text/plain' }));
      const tooBig = await upload(maya, big);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error?.message).toBe(FILE_TOO_LARGE_MESSAGE);
    });

    it('a failed extraction shows as failed', async () => {
      const { body } = await upload(maya, textUpload('%PDF-1.7 broken', 'broken.pdf'));
      await drain();
      const got = await get<{ document: DocJson & { error: string } }>(maya, `/api/documents/getFile?id=${body.document.id}`);
      expect(got.body.document.status).toBe('failed');
      expect(got.body.document.error).toContain('could not be read');
    });

    it('is locked without DOCUMENTS and private to the company', async () => {
      const { body } = await upload(maya, textUpload('Private tender notes', 'private.txt'));
      const paywall = await get<{ error: { code: string; data_type: string } }>(sam, '/api/documents/search');
      expect(paywall.status).toBe(403);
      expect(paywall.body.error).toMatchObject({ code: 'paywall', data_type: 'DOCUMENTS' });
      expect((await upload(sam, textUpload())).status).toBe(403);
      expect((await api.authed(ada, `/api/documents/getFile?id=${body.document.id}`)).status).toBe(404);
      const adaSearch = await get<{ documents: DocJson[] }>(ada, '/api/documents/search?q=private');
      expect(adaSearch.body.documents).toEqual([]);
    });
  },
);

await describeOnDatabases(
  'documents by link',
  (harness) => {
    it('fetches the link through the outbound fetcher and queues the file', async () => {
      const api = harness();
      const maya = await api.signIn(MAYA);
      const res = await api.authed(maya, '/api/docs/url-upload', { method: 'POST', body: JSON.stringify({ url: `${filesUrl}/moved` }) });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { document: DocJson & { source_url: string } };
      expect(body.document).toMatchObject({ file_name: 'Tender notes.txt', title: 'Tender notes', source_url: `${filesUrl}/moved` });
      const bad = await api.authed(maya, '/api/documents/uploadLink', { method: 'POST', body: JSON.stringify({ file_link: `${filesUrl}/missing` }) });
      expect(bad.status).toBe(422);
    });
  },
  { config: { webhooks: { allowHttp: true, allowPrivateHosts: true } } },
);
