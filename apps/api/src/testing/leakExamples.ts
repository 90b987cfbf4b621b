/**
 * Example inputs of every REST route and every GraphQL Query field, for the paywall leak test
 * (policy/leak.test.ts). The test enumerates the routes from the Hono app (`app.routes`) and the
 * Query fields from the schema, and fails for any route or field missing here: a new route joins
 * the test by being given examples (or, for a write, the reason it is not called).
 *
 * Examples name the leak fixture (testing/leakFixture.ts) and the calling user's own workspace, so
 * each read is asked for exactly the notice, supplier, award and family whose award details are
 * paywalled. `hiddenFilter` marks a request that filters on a paywalled field: a caller who may not
 * see that field must not get the notice back at all (else a binary search recovers the value).
 */
import { LEAK, type LeakIds } from './leakFixture';

/** What an example may name: the fixture's ids and the caller's own. */
export interface LeakContext extends LeakIds {
  companyGuid: string;
  userId: number;
  userGuid: string;
  recordListId: number;
  buyerListId: number;
  /** A share link to the notice made by a user of the caller's plan (the guest: by the Free user). */
  shareToken: string;
}

export interface RestExample {
  /** Path parameters, by name (`:id{…}` patterns are named `id`). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Without a token (public routes). */
  anonymous?: boolean;
  /** Filters on a paywalled field: the notice must not come back to a caller who cannot see it. */
  hiddenFilter?: boolean;
}

export type RestEntry =
  | { read: (ctx: LeakContext) => RestExample[] }
  /** A write: not called by the leak test (the reason says why it cannot reveal a record). */
  | { write: string }
  /** Answered through the GraphQL examples below. */
  | { graphql: true };

const one = (example: RestExample) => () => [example];
const valueRange = { stage: ['AWARDED'], value: { from: LEAK.value - 1, to: LEAK.value + 1 } };

/** Every REST route, as `METHOD path` exactly as Hono lists it. */
export const REST_EXAMPLES: Record<string, RestEntry> = {
  'GET /api/health': { read: one({ anonymous: true }) },
  'POST /api/auth/login': { write: 'signs in: answers the user’s own profile, no record' },
  'POST /api/auth/logout': { write: 'signs out' },
  'GET /api/auth/app_api_token': { read: one({}) },
  'GET /api/share_links/:token': { read: (c) => [{ params: { token: c.shareToken }, anonymous: true }] },
  'GET /api/current_user': { read: one({}) },
  'GET /api/notifications': { read: one({}) },
  'PUT /api/notifications/mark_as_read': { write: 'marks notifications read; answers counts' },
  'PUT /api/notifications/mark_as_unread': { write: 'marks notifications unread; answers counts' },
  'PUT /api/notifications/mark_all_as_read': { write: 'marks notifications read; answers counts' },
  'POST /api/records/search': {
    read: () => [
      { body: { stage: ['AWARDED'] } },
      { body: { text: 'lighthouse', sort: 'value', sort_order: 'desc' } },
      { body: valueRange, hiddenFilter: true },
      { body: { ...valueRange, value: { ...valueRange.value, nulls: false } }, hiddenFilter: true },
      { body: { suppliers: [LEAK.supplier] }, hiddenFilter: true },
      { body: { supplier_sme: 'only', stage: ['AWARDED'] }, hiddenFilter: true },
    ],
  },
  'POST /api/records/:familyId/timeline': { read: (c) => [{ params: { familyId: LEAK.family } }, { params: { familyId: c.familyId } }] },
  'POST /api/record_summary/stored': { read: () => [{ body: { record_guid: LEAK.notice } }] },
  'POST /api/record_summary/details': { read: () => [{ body: { record_guid: LEAK.notice } }] },
  'GET /api/team/signal_settings': { read: one({}) },
  'POST /api/team/signal_settings': { write: 'changes the team’s signals; answers the settings' },
  'POST /api/organisations/search': {
    read: () => [{ body: { text: 'Quillfeather' } }, { body: { text: 'Harbourside' } }],
  },
  'POST /api/suppliers': { read: () => [{ body: { text: 'Quillfeather' } }, { body: { buyer_guids: [LEAK.buyer] } }] },
  'POST /api/suppliers/supplier_stats': { read: () => [{ body: { guids: [LEAK.supplier] } }] },
  'POST /api/buyers/stats': { read: () => [{ body: { buyer_guids: [LEAK.buyer] } }] },
  'GET /api/buyers/buyer_categories': { read: one({}) },
  'GET /api/buyers/:id/cpv_stats': { read: (c) => [{ params: { id: LEAK.buyer } }, { params: { id: c.buyerId } }] },
  'GET /api/cpv_codes': { read: () => [{ query: { text: 'construction' } }, {}] },
  'GET /api/buyers/:id{[0-9a-fA-F-]+}': { read: () => [{ params: { id: LEAK.buyer } }] },
  'POST /api/buyers/:id/suppliers_v3': { read: () => [{ params: { id: LEAK.buyer }, body: {} }] },
  'GET /api/suppliers/:id{[0-9a-fA-F-]+}': { read: () => [{ params: { id: LEAK.supplier } }] },
  'POST /api/suppliers/:id/buyers': { read: () => [{ params: { id: LEAK.supplier }, body: {} }] },
  'GET /api/frameworks/:id': { read: () => [{ params: { id: LEAK.notice } }] },
  'POST /api/frameworks/:id/call_offs': { read: () => [{ params: { id: LEAK.notice }, body: { supplier_guids: [LEAK.supplier] } }] },
  'POST /api/companies/:id/feed_preview': {
    read: (c) => [{ params: { id: c.companyGuid }, body: { criteria: { keywords: ['lighthouse'] } } }, { params: { id: c.companyGuid }, body: {} }],
  },
  'POST /api/companies/:id/record_queries/annotate': {
    read: (c) => [{ params: { id: c.companyGuid }, body: { record_guids: [LEAK.notice], criteria: { keywords: ['lighthouse'] } } }],
  },
  'POST /api/create_qualification': { write: 'qualifies a lead (AWARD-stage leads need AWARDS: policy lead.write)' },
  'POST /api/delete_qualification': { write: 'removes a qualification' },
  'GET /api/qualification_stages': { read: one({}) },
  'GET /api/companies/:company_guid/users': { read: (c) => [{ params: { company_guid: c.companyGuid } }] },
  'PUT /api/companies/:company_guid/procurement_stages/:procurement_stage_id/assignee': { write: 'assigns a lead' },
  'GET /api/companies/:company_guid/procurement_stages/:procurement_stage_id/comments': {
    read: (c) => [{ params: { company_guid: c.companyGuid, procurement_stage_id: c.awardStageId } }],
  },
  'POST /api/companies/:company_guid/procurement_stages/:procurement_stage_id/comments': { write: 'adds a comment; answers it' },
  'PUT /api/comments/:id': { write: 'edits a comment; answers it' },
  'DELETE /api/comments/:id': { write: 'deletes a comment' },
  'PUT /api/users/:user_id/seen_records/:record_guid': { write: 'marks a record seen' },
  'GET /api/saved_views': { read: () => [{}, { query: { data_type: 'NOTICES' } }] },
  'POST /api/saved_views': { write: 'creates a saved view; answers it' },
  'GET /api/saved_views/': { read: one({}) },
  'POST /api/saved_views/': { write: 'creates a saved view; answers it' },
  'PUT /api/saved_views/:id': { write: 'changes a saved view; answers it' },
  'DELETE /api/saved_views/:id': { write: 'deletes a saved view' },
  'POST /api/pinned_saved_views/list': { read: one({ body: {} }) },
  'POST /api/pinned_saved_views/create': { write: 'pins a view' },
  'POST /api/pinned_saved_views/delete': { write: 'unpins a view' },
  'POST /api/pinned_saved_views/update_rank': { write: 'reorders pins' },
  'GET /api/record_lists': { read: one({}) },
  'GET /api/user_lists': { read: one({}) },
  'GET /api/records/:guid/record_lists': { read: () => [{ params: { guid: LEAK.notice } }] },
  'POST /api/record_lists/:id/records': { write: 'adds records to a list; answers ids' },
  'DELETE /api/record_lists/:id/records/:recordId': { write: 'removes a record from a list' },
  'POST /api/user_lists': { write: 'creates a list; answers it' },
  'GET /api/user_lists/:id': { read: (c) => [{ params: { id: c.recordListId } }] },
  'PATCH /api/user_lists/:id': { write: 'renames a list; answers it' },
  'DELETE /api/user_lists/:id': { write: 'deletes a list' },
  'GET /api/buyer_lists': { read: one({}) },
  'POST /api/buyer_lists': { write: 'creates a buyer list; answers it' },
  'GET /api/buyer_lists/:id': { read: (c) => [{ params: { id: c.buyerListId } }] },
  'PUT /api/buyer_lists/:id': { write: 'changes a buyer list; answers it' },
  'DELETE /api/buyer_lists/:id': { write: 'deletes a buyer list' },
  'POST /api/buyer_lists/:id/add': { write: 'adds buyers to a list' },
  'POST /api/buyer_lists/:id/remove': { write: 'removes buyers from a list' },
  'GET /api/buyer_lists/:id/permissions': { read: (c) => [{ params: { id: c.buyerListId } }] },
  'PUT /api/buyer_lists/:id/permissions': { write: 'changes a buyer list’s permissions' },
  'POST /api/records/search.csv': { read: () => [{ body: { stage: ['AWARDED'] } }, { body: valueRange, hiddenFilter: true }] },
  'POST /api/records/search.xlsx': { read: () => [{ body: { stage: ['AWARDED'] } }] },
  'POST /api/records/async_export': { write: 'queues an export job (its file is read through GET /api/jobs/:id/download)' },
  'POST /api/suppliers/export': { read: () => [{ body: { guids: [LEAK.supplier] } }] },
  'POST /api/suppliers/async_export': { write: 'queues an export job (its file is read through GET /api/jobs/:id/download)' },
  'GET /api/jobs/:id': { read: () => [{ params: { id: 1 } }] },
  'GET /api/jobs/:id/download': { read: () => [{ params: { id: 1 } }] },
  'POST /api/records/share': { write: 'emails share links (what the link opens is read through GET /api/share_links/:token)' },
  'GET /api/admin/outbox': { read: one({}) },
  'POST /api/demo_requests': { write: 'books a demo: stores the request, emails sales, answers its id' },
  'POST /api/sales_interactions': { write: 'logs a sales interaction, answers nothing' },
  'GET /api/admin/demo_requests': { read: one({}) },
  'GET /api/admin/sales_interactions': { read: one({}) },
  'POST /api/admin/outbox/:id/retry': { write: 'resends an email' },
  'POST /api/admin/import': { write: 'imports OCDS data' },
  'GET /graphql': { graphql: true },
  'POST /graphql': { graphql: true },
};

/** Arguments of every Query field (one or more calls each); `{}` for a field without required ones. */
export const GRAPHQL_EXAMPLES: Record<string, (ctx: LeakContext) => Record<string, unknown>[]> = {
  appConfig: () => [{}],
  buyerCpvStats: (c) => [{ buyerId: LEAK.buyer }, { buyerId: String(c.buyerId) }],
  buyerList: (c) => [{ id: String(c.buyerListId) }],
  buyerLists: () => [{}, { buyerGuids: [LEAK.buyer] }],
  comments: (c) => [{ procurementStageId: String(c.awardStageId) }],
  companyUsers: () => [{}],
  currentUser: () => [{}],
  entityOpportunities: () => [{ entityId: LEAK.notice }],
  fileExport: () => [{ id: '1' }],
  lead: (c) => [{ id: String(c.awardStageId) }],
  leadsByQualification: () => [{ qualifications: ['in_review'] }],
  lotsByIds: (c) => [{ ids: [String(c.lotId)] }],
  notices: () => [
    { filter: { stage: ['AWARDED'] } },
    { filter: { text: 'lighthouse', sort: 'value', sortOrder: 'desc' } },
  ],
  notifications: () => [{}],
  opportunities: () => [{}],
  opportunityFormSchema: () => [{}],
  opportunityWorkflow: () => [{}],
  qualificationStages: () => [{}],
  record: () => [{ guid: LEAK.notice }],
  recordLists: () => [{}],
  recordWorkspace: () => [{ guid: LEAK.notice }],
  savedSuppliers: () => [{}],
  searchOrganisations: () => [{ request: { text: 'Quillfeather' } }],
  signalSettings: () => [{}],
  suppliers: () => [{ request: { text: 'Quillfeather' } }],
  unreadNotificationsCount: () => [{}],
};

/** GraphQL examples that filter on a paywalled field (as `hiddenFilter` above). */
export const GRAPHQL_HIDDEN_FILTERS: { field: string; args: Record<string, unknown> }[] = [
  { field: 'notices', args: { filter: { stage: ['AWARDED'], value: { from: LEAK.value - 1, to: LEAK.value + 1 } } } },
  { field: 'notices', args: { filter: { suppliers: [LEAK.supplier] } } },
];
