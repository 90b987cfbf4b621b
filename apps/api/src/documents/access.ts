/**
 * Who may use documents (issue 15, spec 2§6 DOCUMENTS): the DOCUMENTS data type (Growth and up; Free
 * gets the paywall, a guest pass is forbidden), the caller's company's documents only (another
 * company's — the admin's included — is "not found").
 */
import { growthOnly, type AccessTable, type OperationAccessTable } from '../http/access';

/** Northwind's document: the paywall first for Free, then not found outside Northwind. */
const ownDocument = growthOnly({ admin: '404', otherCompany: '404' });
/** A multipart upload of a small text file. */
export function textUpload(text = 'Gritting and salt supply for winter roads', name = 'gritting.txt'): FormData {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'text/plain' }));
  return form;
}
const URL_BODY = { url: 'http://127.0.0.1:9/none.pdf' };

export const access: AccessTable = {
  'GET /api/documents/search': { expect: growthOnly(), example: () => ({ path: '/api/documents/search?q=gritting&page_size=5' }) },
  'GET /api/documents/highlight': {
    expect: ownDocument,
    example: async (f) => ({ path: `/api/documents/highlight?id=${await f.make.document()}&q=salt` }),
  },
  'GET /api/documents/searchFolder': { expect: growthOnly(), example: () => ({ path: '/api/documents/searchFolder?path=/' }) },
  'GET /api/documents/getFile': { expect: ownDocument, example: async (f) => ({ path: `/api/documents/getFile?id=${await f.make.document()}` }) },
  'GET /api/documents/download': { expect: ownDocument, example: async (f) => ({ path: `/api/documents/download?id=${await f.make.document()}` }) },
  'POST /api/documents/updateFile': {
    expect: ownDocument,
    example: async (f) => ({ path: '/api/documents/updateFile', body: { id: await f.make.document(), title: 'Renamed' } }),
  },
  'POST /api/docs/update': {
    expect: ownDocument,
    example: async (f) => ({ path: '/api/docs/update', body: { id: await f.make.document(), category: 'Specification' } }),
  },
  'DELETE /api/documents/:id': { expect: ownDocument, example: async (f) => ({ path: `/api/documents/${await f.make.document()}` }) },
  'POST /api/docs/delete': { expect: ownDocument, example: async (f) => ({ path: '/api/docs/delete', body: { id: await f.make.document() } }) },
  // The owner is checked before the link is fetched: no such opportunity, so nothing is fetched.
  'POST /api/documents/uploadLink': {
    expect: growthOnly({ paid: '404', paidNoExport: '404', admin: '404', otherCompany: '404' }),
    example: (f) => ({ path: '/api/documents/uploadLink', body: { file_link: URL_BODY.url, owner_type: 'opportunity', owner_guid: f.companyGuid } }),
  },
  'POST /api/docs/url-upload': {
    expect: growthOnly({ paid: '404', paidNoExport: '404', admin: '404', otherCompany: '404' }),
    example: (f) => ({ path: '/api/docs/url-upload', body: { ...URL_BODY, owner_type: 'opportunity', owner_guid: f.companyGuid } }),
  },
  'POST /api/docs/file-upload': {
    expect: growthOnly(),
    example: () => ({ path: '/api/docs/file-upload', body: textUpload() }),
  },
  'POST /api/docs/list-pending-uploads': { expect: growthOnly(), example: () => ({ path: '/api/docs/list-pending-uploads', body: {} }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.documents': {
    expect: growthOnly(),
    example: () => ({ query: 'query($q: String) { documents(query: $q, pageSize: 5) { total documents { id title status signalScore } } }', variables: { q: 'salt' } }),
  },
  'Query.documentsCount': { expect: growthOnly(), example: () => ({ query: '{ documentsCount }' }) },
  'Query.highlightDocument': {
    expect: ownDocument,
    example: async (f) => ({
      query: 'query($id: ID!) { highlightDocument(id: $id, query: "salt") { id title passages { segments { text match } } } }',
      variables: { id: await f.make.document() },
    }),
  },
  'Query.documentFolder': { expect: growthOnly(), example: () => ({ query: '{ documentFolder(path: "/") { path folders { uiPath } documents { id } } }' }) },
  // Each caller makes a folder of its own name (a second call of the same name would be a 409).
  'Mutation.createCustomerDocument': {
    expect: growthOnly(),
    example: () => ({
      query: 'mutation($n: String!) { createCustomerDocument(fileName: $n, uiPath: "/", isFolder: true) { uiPath } }',
      variables: { n: `Folder ${Math.random().toString(36).slice(2, 10)}` },
    }),
  },
  'Mutation.updateCustomerDocument': {
    expect: ownDocument,
    example: async (f) => ({
      query: 'mutation($id: ID!) { updateCustomerDocument(id: $id, title: "Renamed") { id title } }',
      variables: { id: await f.make.document() },
    }),
  },
  // Northwind's folder: renamed (a fresh name each call), or deleted while empty; not found outside Northwind.
  'Mutation.updateCustomerDocumentFolder': {
    expect: ownDocument,
    example: async (f) => ({
      query: 'mutation($u: String!, $n: String!) { updateCustomerDocumentFolder(uiPath: $u, fileName: $n) { uiPath } }',
      variables: { u: await f.make.folder(), n: `Renamed ${Math.random().toString(36).slice(2, 10)}` },
    }),
  },
  'Mutation.deleteCustomerDocumentFolder': {
    expect: ownDocument,
    example: async (f) => ({ query: 'mutation($u: String!) { deleteCustomerDocumentFolder(uiPath: $u) }', variables: { u: await f.make.folder() } }),
  },
  'Mutation.deleteCustomerDocument': {
    expect: ownDocument,
    example: async (f) => ({ query: 'mutation($id: ID!) { deleteCustomerDocument(id: $id) }', variables: { id: await f.make.document() } }),
  },
  'Mutation.startCustomerDocumentProcessing': {
    expect: ownDocument,
    example: async (f) => ({ query: 'mutation($id: ID!) { startCustomerDocumentProcessing(id: $id) { id status } }', variables: { id: await f.make.document() } }),
  },
};
