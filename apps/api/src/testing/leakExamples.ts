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
  /** One of the caller's company's opportunities, with a bid report (public link `bidReportHash`). */
  opportunityId: number;
  bidReportId: number;
  bidReportHash: string;
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
/** A document id no company has (the document reads answer 404 for it). */
const NO_DOCUMENT = '00000000-0000-4000-8000-00000000d0c5';
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
  // Frameworks and invoiced spend (issue 15).
  'POST /api/frameworks/search': { read: () => [{ body: {} }, { body: { text: 'quillfeather' } }, { body: { buyer_guids: [LEAK.buyer] } }] },
  'POST /api/frameworks/export': { read: () => [{ body: { format: 'csv' } }, { body: { what: 'suppliers', format: 'csv' } }] },
  'GET /api/spend-data/buyers': { read: one({}) },
  'POST /api/spend-data/search': { read: () => [{ body: { buyer_guids: [LEAK.buyer] } }, { body: { supplier_guids: [LEAK.supplier] } }] },
  'POST /api/spend-data/supplier_totals': { read: () => [{ body: { supplier_guids: [LEAK.supplier], buyer_guids: [LEAK.buyer] } }] },
  // NUTS regions (reference data with buyer counts).
  'POST /api/regions/search': { read: () => [{ body: { level: 1 } }, { body: { text: 'york' } }] },
  'POST /api/buyers/:guid/request_spend': { write: 'records a request for a buyer’s spend data; answers { requested: true }' },
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
  'POST /api/opportunities/export': { read: () => [{ body: { format: 'csv' } }] },
  'POST /api/suppliers/async_export': { write: 'queues an export job (its file is read through GET /api/jobs/:id/download)' },
  'GET /api/jobs/:id': { read: () => [{ params: { id: 1 } }] },
  'GET /api/jobs/:id/download': { read: () => [{ params: { id: 1 } }] },
  'POST /api/records/share': { write: 'emails share links (what the link opens is read through GET /api/share_links/:token)' },
  'GET /api/admin/outbox': { read: one({}) },
  'POST /api/demo_requests': { write: 'books a demo: stores the request, emails sales, answers its id' },
  'POST /api/sales_interactions': { write: 'logs a sales interaction, answers nothing' },
  'GET /api/admin/demo_requests': { read: one({}) },
  'GET /api/admin/sales_interactions': { read: one({}) },
  'POST /api/users/create-account': { write: 'creates a company and its first user; answers that user' },
  'POST /api/users/verify_email': { write: 'marks the link’s user verified; answers a flag' },
  'POST /api/users/reset_password': { write: 'emails a reset link; answers the same flag for every address' },
  'POST /api/users/reset_password/confirm': { write: 'sets a new password; answers a flag' },
  'POST /api/user_invitations/lookup': { write: 'answers the invitation’s email, company and team names (no record)' },
  'POST /api/user_invitations/accept': { write: 'creates the invited user; answers that user' },
  'GET /api/account': { read: one({}) },
  'POST /api/users/send_verification_email': { write: 'emails the caller a link; answers flags' },
  'GET /api/companies/:guid/members': { read: (c) => [{ params: { guid: c.companyGuid } }] },
  'PATCH /api/companies/:guid/members/:userGuid': { write: 'changes a colleague’s role, active flag or export permission' },
  'GET /api/companies/:guid/teams': { read: (c) => [{ params: { guid: c.companyGuid } }] },
  'POST /api/users/switch_team': { write: 'changes the caller’s team; answers its id' },
  'GET /api/user_invitations': { read: one({}) },
  'POST /api/user_invitations': { write: 'emails invitations; answers their ids' },
  'POST /api/user_invitations/:id/resend': { write: 'emails an invitation again' },
  'DELETE /api/user_invitations/:id': { write: 'revokes an invitation' },
  'GET /api/subscription': { read: one({}) },
  'POST /api/subscription/downgrade': { write: 'emails the account manager; answers the plan asked for' },
  'GET /api/display_settings': { read: one({}) },
  'POST /api/display_settings': { write: 'stores the caller’s display settings; answers them' },
  'POST /api/users/update_pub_sec_experience': { write: 'stores the caller’s answer' },
  'POST /api/users/pql_actioned': { write: 'logs a sales interaction, answers nothing' },
  'GET /api/sessions': { read: one({}) },
  'DELETE /api/sessions/:id': { write: 'ends one of the caller’s sessions' },
  'POST /api/admin/outbox/:id/retry': { write: 'resends an email' },
  'GET /api/admin/users': { read: one({ query: { q: 'a' } }) },
  'GET /api/admin/companies': { read: one({}) },
  'GET /api/admin/users/:id': { read: (c) => [{ params: { id: c.userId } }] },
  'PATCH /api/admin/users/:id': { write: 'changes a user’s flags or team (admins only); answers the user, no records' },
  'DELETE /api/admin/users/:id': { write: 'deletes a user (admins only); answers their id, email and what was removed' },
  'DELETE /api/companies/:guid/members/:userGuid': { write: 'deletes a colleague (company admins); answers nothing' },
  'GET /api/onboarding_templates': { read: one({}) },
  'GET /api/onboarding_templates/:id': { read: () => [{ params: { id: 'cloud-hosting' } }] },
  'PUT /api/companies/:guid/industry': { write: 'stores the company’s industry; answers it' },
  'POST /api/companies/:guid/complete_onboarding': { write: 'marks onboarding completed; answers a flag' },
  'GET /api/admin/companies/:id': { read: one({ params: { id: 1 } }) },
  'PATCH /api/admin/companies/:id': { write: 'changes a company’s plan and allowances (admins only); answers the company, no records' },
  'GET /api/admin/session': { read: one({}) },
  'POST /api/admin/switch_company': { write: 'moves the admin’s session into a company; answers nothing' },
  'POST /api/admin/switch_team': { write: 'moves the admin’s session into a team; answers nothing' },
  'GET /api/admin/audit_log': { read: one({}) },
  'POST /api/admin/import': { write: 'imports OCDS data' },
  'GET /api/data_freshness': { read: one({}) },
  'GET /api/admin/sync_sources': { read: one({}) },
  'POST /api/admin/sync_sources/:source/run': { write: 'asks for a sync run; answers the source and when it was asked' },
  'GET /api/lead_subscriptions': { read: one({}) },
  'POST /api/lead_subscriptions': { write: 'creates an alert; answers its settings (names of the caller’s views and lists)' },
  'PUT /api/lead_subscriptions/:id': { write: 'changes an alert; answers its settings' },
  'PATCH /api/lead_subscriptions/:id': { write: 'changes an alert; answers its settings' },
  'DELETE /api/lead_subscriptions/:id': { write: 'deletes an alert' },
  'POST /api/lead_subscriptions/:id/test': {
    write: 'sends a test alert to the caller’s own destination (notices through the record search projection); answers the delivery status',
  },
  'GET /api/lead_subscriptions/status': { read: () => [{ query: { token: '0'.repeat(64) }, anonymous: true }] },
  'GET /api/lead_subscription_contents': { read: one({}) },
  'POST /api/lead_subscription_contents': { write: 'adds a view or list to an alert; answers the content' },
  'DELETE /api/lead_subscription_contents': { write: 'removes a view or list from an alert' },
  'PATCH /api/lead_subscription_contents/:id': { write: 'renames a content of an alert; answers it' },
  'GET /api/notification_settings': { read: one({}) },
  'POST /api/notification_settings': { write: 'changes the caller’s notification settings; answers them' },
  'PATCH /api/notification_settings': { write: 'changes the caller’s notification settings; answers them' },
  'POST /api/unsubscribe': { write: 'pauses the alert of a token; answers its name' },
  'GET /api/bid_reports/public/:hash': { read: (c) => [{ params: { hash: c.bidReportHash }, anonymous: true }] },
  'GET /api/bid_reports/public/:hash/pdf': { read: (c) => [{ params: { hash: c.bidReportHash }, anonymous: true }] },
  'GET /api/bid_reports/:id/pdf': { read: (c) => [{ params: { id: c.bidReportId } }] },
  // Bid responses: the company's own requirements and answers (no record data); the export is read as the DOCX file.
  'POST /api/opportunities/:id/bid_responses/upload': { write: 'uploads a tender document to the caller’s own opportunity; answers the file’s status' },
  'GET /api/opportunities/:id/bid_responses/export': { read: (c) => [{ params: { id: String(c.opportunityId) } }] },
  'POST /api/contacts/search': { read: () => [{ body: { buyer_guids: [LEAK.buyer] } }, { body: { page: 1 } }] },
  'POST /api/contacts/search.csv': { read: () => [{ body: { buyer_guids: [LEAK.buyer] } }] },
  'POST /api/contacts/search.xlsx': { read: () => [{ body: { buyer_guids: [LEAK.buyer] } }] },
  'GET /api/buyers/:id/contacts': { read: () => [{ params: { id: LEAK.buyer } }] },
  'POST /api/outreach_lead/request_contacts': { write: 'stores a contact request; answers its id and webhook status' },
  'GET /api/admin/contact_requests': { read: one({}) },
  'GET /api/companies/:companyGuid/reports': { read: (c) => [{ params: { companyGuid: c.companyGuid } }] },
  'POST /api/public_reports': { read: one({ body: {} }) },
  'POST /api/public_reports/': { read: one({ body: {} }) },
  'GET /api/reports/:reportId/pdf': { read: one({ params: { reportId: LEAK.report } }) },
  'GET /api/reports/:reportId/documents/:ref': { read: one({ params: { reportId: LEAK.report, ref: 'none' } }) },
  'POST /api/reports/:reportId/documents': { write: 'admins attach a file to a report; answers the report’s documents' },
  // Documents (issue 15): the caller's company's files; the leak notice's words searched for.
  'GET /api/documents/search': { read: (): RestExample[] => [{ query: { q: 'lighthouse' } }, { query: { owner_guid: String(LEAK.notice) } }] },
  'GET /api/documents/highlight': { read: () => [{ query: { id: NO_DOCUMENT, q: 'lighthouse' } }] },
  'GET /api/documents/searchFolder': { read: one({ query: { path: '/' } }) },
  'GET /api/documents/getFile': { read: () => [{ query: { id: NO_DOCUMENT } }] },
  'GET /api/documents/download': { read: () => [{ query: { id: NO_DOCUMENT } }] },
  'POST /api/documents/updateFile': { write: 'renames one of the caller’s company’s documents; answers it' },
  'POST /api/docs/update': { write: 'renames one of the caller’s company’s documents; answers it' },
  'DELETE /api/documents/:id': { write: 'deletes one of the caller’s company’s documents' },
  'POST /api/docs/delete': { write: 'deletes one of the caller’s company’s documents' },
  'POST /api/documents/uploadLink': { write: 'stores a file fetched from the caller’s link; answers its document' },
  'POST /api/docs/url-upload': { write: 'stores a file fetched from the caller’s link; answers its document' },
  'POST /api/docs/file-upload': { write: 'stores the caller’s file; answers its document' },
  'POST /api/docs/list-pending-uploads': { read: one({ body: {} }) },
  // CRM integrations and AI outreach (decisions 0044, 0045).
  'POST /api/integrations/oauth/start': { write: 'answers a signed state and the provider sign-in URL, no record' },
  'POST /api/integrations/oauth/complete': { write: 'stores a CRM connection; answers the provider account' },
  'GET /api/integrations/form': { read: () => [{ query: { type: 'notice', id: LEAK.notice } }] },
  'GET /api/integrations/fields': { read: one({}) },
  'POST /api/integrations/property_values': { read: one({ body: { propertyName: 'dealstage', formData: {} } }) },
  'POST /api/integrations/accounts/search': { read: one({ body: { text: 'Quillfeather', limit: 50 } }) },
  'POST /api/integrations/contacts/send': { write: 'sends a contact to the CRM; answers its link there' },
  'POST /api/integrations/contacts/describe': { read: one({ body: { contactId: '1' } }) },
  'POST /api/integrations/notices/send': { write: 'sends a notice to the CRM; answers its link there' },
  'POST /api/integrations/opportunities/send': { write: 'sends an opportunity to the CRM; answers its link there' },
  'POST /api/outreach_lead/generate': { write: 'writes email drafts; awards are in its facts only for callers who see AWARDS (outreach/service.ts)' },
  'GET /graphql': { graphql: true },
  'POST /graphql': { graphql: true },
};

/** Arguments of every Query field (one or more calls each); `{}` for a field without required ones. */
export const GRAPHQL_EXAMPLES: Record<string, (ctx: LeakContext) => Record<string, unknown>[]> = {
  appConfig: () => [{}],
  documents: () => [{ query: 'lighthouse' }, { ownerGuid: LEAK.notice }],
  documentsCount: () => [{}],
  highlightDocument: () => [{ id: NO_DOCUMENT, query: 'lighthouse' }],
  bidReport: (c) => [{ opportunityId: String(c.opportunityId) }],
  bidReports: () => [{}],
  bidResponses: (c) => [{ opportunityId: String(c.opportunityId) }],
  bidResponse: () => [{ id: '1' }],
  bidResponseProgress: (c) => [{ opportunityIds: [String(c.opportunityId)] }],
  documentFolder: () => [{}, { path: '/' }],
  hubspotIdToken: () => [{}],
  remainingCredits: () => [{ creditType: 'BID_REPORT' }],
  reports: () => [{ reportType: 'INDUSTRY_REPORT' }, { reportType: 'CUSTOM_BRIEFING' }],
  report: () => [{ id: LEAK.report }],
  contentLibrary: () => [{}],
  adminReports: () => [{}],
  buyerCpvStats: (c) => [{ buyerId: LEAK.buyer }, { buyerId: String(c.buyerId) }],
  buyerList: (c) => [{ id: String(c.buyerListId) }],
  buyerLists: () => [{}, { buyerGuids: [LEAK.buyer] }],
  comments: (c) => [{ procurementStageId: String(c.awardStageId) }],
  contacts: () => [{ request: { buyerGuids: [LEAK.buyer] } }],
  outreachOpportunities: () => [{}],
  companyUsers: () => [{}],
  currentUser: () => [{}],
  entityOpportunities: () => [{ entityId: LEAK.notice }],
  fileExport: () => [{ id: '1' }],
  home: () => [{}],
  integrationProvider: () => [{}],
  lead: (c) => [{ id: String(c.awardStageId) }],
  leadsByQualification: () => [{ qualifications: ['in_review'] }],
  lotsByIds: (c) => [{ ids: [String(c.lotId)] }],
  notices: () => [
    { filter: { stage: ['AWARDED'] } },
    { filter: { text: 'lighthouse', sort: 'value', sortOrder: 'desc' } },
  ],
  notifications: () => [{}],
  opportunities: () => [{}, { search: { filterBuyerIds: [LEAK.buyer], sort: 'value', sortOrder: 'asc' } }],
  opportunity: () => [{ id: '1' }],
  opportunityComments: (c) => [{ opportunityId: String(c.opportunityId) }],
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
  regions: () => [{}, { request: { level: 1 } }],
  frameworks: () => [{ request: {} }, { request: { text: 'quillfeather' } }, { request: { buyerGuids: [LEAK.buyer] } }],
  spendBuyers: () => [{}],
  spendOverview: () => [{ request: { buyerGuids: [LEAK.buyer] } }, { request: { supplierGuids: [LEAK.supplier] } }],
};

/** GraphQL examples that filter on a paywalled field (as `hiddenFilter` above). */
export const GRAPHQL_HIDDEN_FILTERS: { field: string; args: Record<string, unknown> }[] = [
  { field: 'notices', args: { filter: { stage: ['AWARDED'], value: { from: LEAK.value - 1, to: LEAK.value + 1 } } } },
  { field: 'notices', args: { filter: { suppliers: [LEAK.supplier] } } },
];
