import { describe, expect, it } from 'vitest';
import { documentSignalScore, extractableKindOf, FILE_TOO_LARGE_MESSAGE, folderNameProblem, INVALID_LINK_MESSAGE, MAX_UPLOAD_BYTES, UNSUPPORTED_FILE_MESSAGE, UPLOAD_ACCEPT } from '../files/index';
import { createSchemaClient } from '../testing/schemaClient';
import {
  CreateCustomerDocumentMutation,
  DeleteCustomerDocumentFolderMutation,
  DeleteCustomerDocumentMutation,
  DocumentFolderQuery,
  DocumentsQuery,
  MoveCustomerDocumentMutation,
  StartCustomerDocumentProcessingMutation,
  UpdateCustomerDocumentFolderMutation,
} from './graphql/documents';
import { linkProblem, uploadProblem } from './hooks/useDocuments';
import { createDocumentsMockRoot, DOCUMENTS_BUYER_GUID } from './mocks/handlers';

describe('file and document rules', () => {
  it('knows the extractable kinds by extension or media type', () => {
    expect(extractableKindOf('Spec.PDF')).toBe('pdf');
    expect(extractableKindOf('noext', 'text/html; charset=utf-8')).toBe('html');
    expect(extractableKindOf('setup.exe', 'application/octet-stream')).toBeNull();
    expect(UPLOAD_ACCEPT).toBe('.pdf,.docx,.xlsx,.html,.htm,.txt,.csv,.md');
  });

  it('refuses a file before sending it', () => {
    expect(uploadProblem({ name: 'a.exe', size: 1, type: '' })).toBe(UNSUPPORTED_FILE_MESSAGE);
    expect(uploadProblem({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' })).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(FILE_TOO_LARGE_MESSAGE).toBe('Files must be 25 MB or smaller');
    expect(uploadProblem({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('refuses a link or a folder name before sending it', () => {
    expect(linkProblem('')).toBe(INVALID_LINK_MESSAGE);
    expect(linkProblem('ftp://example.org/a.pdf')).toBe(INVALID_LINK_MESSAGE);
    expect(linkProblem('not a link')).toBe(INVALID_LINK_MESSAGE);
    expect(linkProblem(' https://example.org/tender.pdf ')).toBeNull();
    expect(folderNameProblem('  ')).toBe('Enter a folder name');
    expect(folderNameProblem('a/b')).toBe('Folder names use letters, digits, spaces and - _ . ( ) &');
    expect(folderNameProblem('x'.repeat(61))).toBe('Folder names are at most 60 characters');
    expect(folderNameProblem('Bids (2026)')).toBeNull();
  });

  it('scores a document as the share of the team keywords it mentions', () => {
    expect(documentSignalScore(2, 4)).toBe(50);
    expect(documentSignalScore(1, 3)).toBe(33);
    expect(documentSignalScore(0, 0)).toBe(0);
  });
});

describe('documents cache: a deleted document leaves every page; a reprocessed one updates in place', () => {
  it('runs the real cache against the mock schema', async () => {
    const { root, docs } = createDocumentsMockRoot();
    const { client } = createSchemaClient(root);
    const all = { query: null, ownerGuid: null, page: 1, pageSize: 20 };
    const buyer = { ...all, ownerGuid: DOCUMENTS_BUYER_GUID };
    const subs = [client.query(DocumentsQuery, all).subscribe(() => undefined), client.query(DocumentsQuery, buyer).subscribe(() => undefined)];
    await client.query(DocumentsQuery, all).toPromise();
    await client.query(DocumentsQuery, buyer).toPromise();
    const first = docs[0]!;
    expect(client.readQuery(DocumentsQuery, all)?.data?.documents.total).toBe(4);

    const again = await client.mutation(StartCustomerDocumentProcessingMutation, { id: first.id }).toPromise();
    expect(again.data?.startCustomerDocumentProcessing.status).toBe('processing');
    expect(client.readQuery(DocumentsQuery, buyer)?.data?.documents.documents.find((d) => d.id === first.id)?.status).toBe('processing');

    await client.mutation(DeleteCustomerDocumentMutation, { id: first.id }).toPromise();
    await new Promise((r) => setTimeout(r, 20));
    const after = await client.query(DocumentsQuery, all).toPromise();
    expect(after.data?.documents.total).toBe(3);
    expect(after.data?.documents.documents.map((d) => d.id)).not.toContain(first.id);
    const onBuyer = await client.query(DocumentsQuery, buyer).toPromise();
    expect(onBuyer.data?.documents.documents.map((d) => d.id)).not.toContain(first.id);
    subs.forEach((s) => s.unsubscribe());
  });
});

describe('documents cache: a new folder and a moved document change the folder listings', () => {
  it('runs the real cache against the mock schema', async () => {
    const { root, docs } = createDocumentsMockRoot();
    const { client } = createSchemaClient(root);
    const top = { path: '/' };
    const bids = { path: '/Bids' };
    const subs = [client.query(DocumentFolderQuery, top).subscribe(() => undefined), client.query(DocumentFolderQuery, bids).subscribe(() => undefined)];
    await client.query(DocumentFolderQuery, top).toPromise();
    await client.query(DocumentFolderQuery, bids).toPromise();
    expect(client.readQuery(DocumentFolderQuery, top)?.data?.documentFolder.folders.map((f) => f.fileName)).toEqual(['Bids', 'Frameworks']);

    const made = await client.mutation(CreateCustomerDocumentMutation, { fileName: 'Tenders', uiPath: '/', isFolder: true }).toPromise();
    expect(made.data?.createCustomerDocument).toMatchObject({ uiPath: '/Tenders', isFolder: true });
    await new Promise((r) => setTimeout(r, 20));
    const after = await client.query(DocumentFolderQuery, top).toPromise();
    expect(after.data?.documentFolder.folders.map((f) => f.fileName)).toEqual(['Bids', 'Frameworks', 'Tenders']);

    const first = docs[0]!;
    expect(after.data?.documentFolder.documents.map((d) => d.id)).toContain(first.id);
    await client.mutation(MoveCustomerDocumentMutation, { id: first.id, uiPath: '/Bids' }).toPromise();
    await new Promise((r) => setTimeout(r, 20));
    const moved = await client.query(DocumentFolderQuery, top).toPromise();
    expect(moved.data?.documentFolder.documents.map((d) => d.id)).not.toContain(first.id);
    const inBids = await client.query(DocumentFolderQuery, bids).toPromise();
    expect(inBids.data?.documentFolder.documents.map((d) => d.id)).toContain(first.id);

    const again = await client.mutation(CreateCustomerDocumentMutation, { fileName: 'tenders', uiPath: '/', isFolder: true }).toPromise();
    expect(again.error?.graphQLErrors[0]?.extensions['code']).toBe('CONFLICT');
    subs.forEach((s) => s.unsubscribe());
  });
});

describe('documents cache: a renamed, moved or deleted folder changes the listings and the documents under it', () => {
  it('runs the real cache against the mock schema', async () => {
    const { root } = createDocumentsMockRoot();
    const { client } = createSchemaClient(root);
    const top = { path: '/' };
    const bids = { path: '/Bids' };
    const all = { query: null, ownerGuid: null, page: 1, pageSize: 20 };
    const subs = [
      client.query(DocumentFolderQuery, top).subscribe(() => undefined),
      client.query(DocumentFolderQuery, bids).subscribe(() => undefined),
      client.query(DocumentsQuery, all).subscribe(() => undefined),
    ];
    await client.query(DocumentFolderQuery, top).toPromise();
    await client.query(DocumentFolderQuery, bids).toPromise();
    await client.query(DocumentsQuery, all).toPromise();
    const settle = () => new Promise((r) => setTimeout(r, 20));
    const clarifications = '5d0c0000-0000-4000-8000-000000000004';
    expect(client.readQuery(DocumentsQuery, all)?.data?.documents.documents.find((d) => d.id === clarifications)?.uiPath).toBe('/Bids/2026');

    // Rename: the top listing shows the new name; the documents under it carry the new path.
    const renamed = await client.mutation(UpdateCustomerDocumentFolderMutation, { uiPath: '/Bids', fileName: 'Bid library' }).toPromise();
    expect(renamed.data?.updateCustomerDocumentFolder.uiPath).toBe('/Bid library');
    await settle();
    expect((await client.query(DocumentFolderQuery, top).toPromise()).data?.documentFolder.folders.map((f) => f.fileName)).toEqual(['Bid library', 'Frameworks']);
    expect(client.readQuery(DocumentsQuery, all)?.data?.documents.documents.find((d) => d.id === clarifications)?.uiPath).toBe('/Bid library/2026');

    // Move into another folder, then a conflict and moving into itself are refused with their codes.
    await client.mutation(UpdateCustomerDocumentFolderMutation, { uiPath: '/Frameworks', parentPath: '/Bid library' }).toPromise();
    await settle();
    expect((await client.query(DocumentFolderQuery, top).toPromise()).data?.documentFolder.folders.map((f) => f.fileName)).toEqual(['Bid library']);
    const clash = await client.mutation(UpdateCustomerDocumentFolderMutation, { uiPath: '/Bid library/Frameworks', fileName: '2026' }).toPromise();
    expect(clash.error?.graphQLErrors[0]?.extensions['code']).toBe('CONFLICT');
    const itself = await client.mutation(UpdateCustomerDocumentFolderMutation, { uiPath: '/Bid library', parentPath: '/Bid library/2026' }).toPromise();
    expect(itself.error?.graphQLErrors[0]?.extensions['code']).toBe('BAD_USER_INPUT');

    // Delete: a folder with documents is refused; an empty one leaves the listing.
    const full = await client.mutation(DeleteCustomerDocumentFolderMutation, { uiPath: '/Bid library/2026' }).toPromise();
    expect(full.error?.graphQLErrors[0]?.extensions['code']).toBe('CONFLICT');
    const inLibrary = { path: '/Bid library' };
    subs.push(client.query(DocumentFolderQuery, inLibrary).subscribe(() => undefined));
    await client.query(DocumentFolderQuery, inLibrary).toPromise();
    await client.mutation(DeleteCustomerDocumentFolderMutation, { uiPath: '/Bid library/Frameworks' }).toPromise();
    await settle();
    expect((await client.query(DocumentFolderQuery, inLibrary).toPromise()).data?.documentFolder.folders.map((f) => f.fileName)).toEqual(['2026']);
    subs.forEach((s) => s.unsubscribe());
  });
});
