/**
 * `@tenderlens/domain/mocks`: msw handlers and fixtures for Storybook stories and web tests.
 * Not part of the main entry (it pulls in msw and graphql-js).
 */
import type { RequestHandler } from 'msw';
import type { AppConfig } from './appConfig/schemas/appConfig';
import { appConfigFixture } from './appConfig/mocks/fixtures';
import { appConfigHandlers } from './appConfig/mocks/handlers';
import { authHandlers } from './auth/mocks/handlers';
import { accountsHandlers, type AccountsHandlersOptions } from './accounts/mocks/handlers';
import { bookADemoHandlers } from './bookADemo/mocks/handlers';
import { adminHandlers, type AdminScenario } from './admin/mocks/handlers';
import { exportsHandlers, type ExportsHandlersOptions, type ExportsScenario } from './exports/mocks/handlers';
import { leadsHandlers, type LeadsHandlersOptions } from './leads/mocks/handlers';
import { leadFixtures, noticeCommentFixtures } from './leads/mocks/fixtures';
import { createLeadsMockRoot, type LeadsMockData } from './leads/mocks/store';
import { noticeFixtures } from './notices/mocks/fixtures';
import type { NoticeRowData } from './notices/graphql/queries/Notices';
import { listsHandlers, type ListsHandlersOptions } from './lists/mocks/handlers';
import { organisationsHandlers, type OrganisationsHandlersOptions, type OrganisationsScenario } from './organisations/mocks/handlers';
import { frameworksHandlers, type FrameworksScenario } from './frameworks/mocks/handlers';
import { spendHandlers, type SpendScenario } from './spend/mocks/handlers';
import { opportunitiesHandlers, type OpportunitiesHandlersOptions } from './opportunities/mocks/handlers';
import { bidsHandlers, publicBidReportHandlers, type BidsHandlersOptions } from './bids/mocks/handlers';
import { crmHandlers, type CrmHandlersOptions } from './crm/mocks/handlers';
import { reportsHandlers, type ReportsHandlersOptions } from './reports/mocks/handlers';
import { documentsHandlers, type DocumentsHandlersOptions, type DocumentsScenario } from './documents/mocks/handlers';
import { bidResponsesHandlers, type BidResponsesScenario } from './bidResponses/mocks/handlers';
import { shareHandlers, shareLinkHandlers, type ShareLinkScenario } from './sharing/mocks/handlers';
import { recordsHandlers, type RecordsHandlersOptions } from './records/mocks/handlers';
import { signalsHandlers, type SignalsHandlersOptions } from './signals/mocks/handlers';
import { feedPreviewHandlers, type FeedPreviewScenario } from './feedPreview/mocks/handlers';
import { syncHandlers } from './sync/mocks/handlers';
import { homeHandlers, type HomeHandlersOptions, type HomeScenario } from './home/mocks/handlers';
import { contactsHandlers, type ContactsHandlersOptions, type ContactsScenario } from './contacts/mocks/handlers';
import { regionsHandlers, type RegionsScenario } from './regions/mocks/handlers';
import {
  notificationsHandlers,
  type NotificationsHandlersOptions,
  type NotificationsScenario,
} from './notifications/mocks/handlers';
import { noticesHandlers, type NoticesHandlersOptions, type NoticesScenario } from './notices/mocks/handlers';
import { noticeFilterOptionsHandlers } from './notices/mocks/filterOptionsHandlers';
import { savedViewsHandlers, type SavedViewsScenario } from './savedViews/mocks/handlers';
import { alertsHandlers, type AlertsHandlersOptions, type AlertsScenario } from './alerts/mocks/handlers';
import type { CurrentUserInput } from './users/schemas/currentUser';
import { userFixtures } from './users/mocks/fixtures';
import { currentUserHandlers } from './users/mocks/handlers';

export { appConfigFixture, demoAppConfigFixture, sandboxAppConfigFixture } from './appConfig/mocks/fixtures';
export { appConfigHandlers } from './appConfig/mocks/handlers';
export { homeHandlers, type HomeHandlersOptions, type HomeScenario } from './home/mocks/handlers';
export { contactsHandlers, type ContactsHandlersOptions, type ContactsScenario } from './contacts/mocks/handlers';
export { contactFixtures, redactedContactFixtures, outreachOpportunityFixtures } from './contacts/mocks/fixtures';
export { regionsHandlers, type RegionsScenario } from './regions/mocks/handlers';
export { regionFixtures } from './regions/mocks/fixtures';
export { homeEmptyFixture, homeFixture, homeGuestFixture, homeLockedFixture } from './home/mocks/fixtures';
export { bidsHandlers, createBidsMockRoot, publicBidReportHandlers, type BidsHandlersOptions } from './bids/mocks/handlers';
export { bidFixtures, bidReportFixture, BID_OPPORTUNITY_ID } from './bids/mocks/fixtures';
export { crmHandlers, createCrmMockRoot, type CrmHandlersOptions } from './crm/mocks/handlers';
export { integrationProviderFixture, crmFieldsFixture, outreachResponsesFixture } from './crm/mocks/fixtures';
export { reportsHandlers, createReportsMockRoot, type ReportsHandlersOptions } from './reports/mocks/handlers';
export * from './reports/mocks/fixtures';
export { bidResponsesHandlers, bidResponseFixture, bidResponseFixtures, bidResponseStageFixtures, type BidResponsesScenario } from './bidResponses/mocks/handlers';
export { documentsHandlers, documentFixture, documentFixtures, DOCUMENTS_BUYER_GUID, type DocumentsHandlersOptions, type DocumentsScenario } from './documents/mocks/handlers';
export { bookADemoHandlers } from './bookADemo/mocks/handlers';
export {
  accountsHandlers,
  teamMemberFixtures,
  invitationFixtures,
  ACCOUNTS_FIXTURE_NOW,
  type AccountsHandlersOptions,
} from './accounts/mocks/handlers';
export { adminHandlers, type AdminScenario } from './admin/mocks/handlers';
export {
  adminCompanyFixtures,
  adminUserFixtures,
  adminSessionFixture,
  demoRequestFixtures,
  salesInteractionFixtures,
} from './admin/mocks/fixtures';
export { exportsHandlers, type ExportsHandlersOptions, type ExportsScenario } from './exports/mocks/handlers';
export { exportFileFixtures, exportJobFixtures, EXPORT_FIXTURE_DATE } from './exports/mocks/fixtures';
export { authHandlers, DEMO_PASSWORD, type AuthHandlersOptions } from './auth/mocks/handlers';
export { notificationFixtures } from './notifications/mocks/fixtures';
export {
  notificationsHandlers,
  type NotificationsHandlersOptions,
  type NotificationsScenario,
} from './notifications/mocks/handlers';
export { noticeFixtures, leadOfNotice } from './notices/mocks/fixtures';
export { noticeFilterOptionsHandlers, organisationOptionFixtures } from './notices/mocks/filterOptionsHandlers';
export { savedViewsHandlers, savedViewFixtures, type SavedViewsScenario } from './savedViews/mocks/handlers';
export { alertsHandlers, alertFixtures, type AlertsHandlersOptions, type AlertsScenario } from './alerts/mocks/handlers';
export { noticesHandlers, type NoticesHandlersOptions, type NoticesScenario } from './notices/mocks/handlers';
export { userFixtures, type UserFixtureName } from './users/mocks/fixtures';
export { leadsHandlers, type LeadsHandlersOptions, type LeadsScenario } from './leads/mocks/handlers';
export { leadFixtures, teamUserFixtures, RECORD_GUIDS } from './leads/mocks/fixtures';
export { createLeadsMockRoot, type LeadsMockData } from './leads/mocks/store';
export { listsHandlers, type ListsHandlersOptions, type ListsScenario } from './lists/mocks/handlers';
export { listFixtures, BUYER_GUIDS } from './lists/mocks/fixtures';
export { createListsMockRoot, type ListsMockData } from './lists/mocks/store';
export { organisationsHandlers, type OrganisationsHandlersOptions, type OrganisationsScenario } from './organisations/mocks/handlers';
export { frameworksHandlers, type FrameworksScenario } from './frameworks/mocks/handlers';
export { frameworkListFixtures } from './frameworks/mocks/fixtures';
export { spendHandlers, type SpendScenario } from './spend/mocks/handlers';
export { spendBuyersFixture, spendOverviewFixture } from './spend/mocks/fixtures';
export {
  ORGANISATION_GUIDS,
  buyerDetailsFixture,
  buyerSearchFixtures,
  buyerSupplierFixtures,
  callOffFixtures,
  cpvStatsFixture,
  frameworkFixture,
  supplierBuyerFixtures,
  supplierDetailsFixture,
} from './organisations/mocks/fixtures';
export { opportunitiesHandlers, type OpportunitiesHandlersOptions } from './opportunities/mocks/handlers';
export { bidProjectFixtures, opportunityFixtures, pipelineFixtures } from './opportunities/mocks/fixtures';
export {
  createOpportunitiesMockRoot,
  type OpportunitiesMockData,
  type MockOpportunity,
} from './opportunities/mocks/store';
export { featureHandlers, type FeatureScenario } from './mocks/featureHandlers';
export { shareHandlers, shareLinkHandlers, type ShareLinkScenario } from './sharing/mocks/handlers';
export { sharedRecordFixture, redactedSharedRecordFixture, SHARE_TOKEN_FIXTURE } from './sharing/mocks/fixtures';
export {
  recordsHandlers,
  type RecordsHandlersOptions,
  type RecordScenario,
  type SummaryScenario,
} from './records/mocks/handlers';
export { recordFixtures, timelineFixtures, summaryFixture } from './records/mocks/fixtures';
export { signalsHandlers, type SignalsHandlersOptions } from './signals/mocks/handlers';
export { createSignalsMockRoot, type SignalsMockData } from './signals/mocks/store';
export { signalSettingsFixture, SUPPLIER_NAMES } from './signals/mocks/fixtures';
export { supplierFixtures, SUPPLIER_GUIDS, SUPPLIER_CALL_OFF_FRAMEWORK } from './suppliers/mocks/fixtures';
export { feedPreviewHandlers, type FeedPreviewScenario } from './feedPreview/mocks/handlers';
export { syncHandlers, syncSourcesFixture, type SyncScenario } from './sync/mocks/handlers';
export { currentUserHandlers } from './users/mocks/handlers';
export {
  executeMock,
  graphQLErrorResponse,
  unauthenticatedResponse,
  type MockRoot,
} from './mocks/executeMock';

export interface MockHandlersOptions {
  /** Accounts (team, subscription, sessions, public links). */
  accounts?: AccountsHandlersOptions;
  /**
   * The signed-in user; null = signed out (token and CurrentUser answer 401); 'loading' = CurrentUser never
   * answers; 'error' = CurrentUser fails. @default userFixtures.growth
   */
  user?: CurrentUserInput | null | 'loading' | 'error';
  /** A scenario name or full options. @default 'default' */
  notifications?: NotificationsScenario | NotificationsHandlersOptions;
  /** The notices search: a scenario name or full options. @default 'default' */
  notices?: NoticesScenario | NoticesHandlersOptions;
  /** @default appConfigFixture */
  appConfig?: AppConfig;
  /** The book-a-demo form's answer. @default 'ok' */
  bookADemo?: 'ok' | 'error';
  /** The booking link the book-a-demo answer carries (null: none configured). @default null */
  salesBooking?: { url: string; in_hours: boolean } | null;
  /** Export calls: a scenario name or full options. @default 'default' */
  exports?: ExportsScenario | ExportsHandlersOptions;
  /** Leads, comments and seen-by. @default { scenario: 'default' } */
  leads?: LeadsHandlersOptions;
  /** Notice lists and buyer lists. @default { scenario: 'default' } */
  lists?: ListsHandlersOptions;
  /** Opportunities (save drawer, create form). @default { scenario: 'default' } */
  opportunities?: OpportunitiesHandlersOptions;
  /** Bid/no-bid reports and credits. @default { scenario: 'default' } */
  bids?: BidsHandlersOptions;
  /** The CRM integration and AI outreach. @default { provider: 'connected', send: 'ok', outreach: 'ok' } */
  crm?: CrmHandlersOptions;
  /** Custom briefings, industry reports, the Content library and the admin editor. @default { scenario: 'default' } */
  reports?: ReportsHandlersOptions;
  /** Saved views of the notices page. @default 'default' */
  savedViews?: SavedViewsScenario;
  /** Alerts and notification settings. @default 'default' */
  alerts?: AlertsScenario | AlertsHandlersOptions;
  /** Share via email's answer. @default 'ok' */
  share?: 'ok' | 'error' | 'rateLimited';
  /** What a share link opens (GET /api/share_links/{token}). @default 'ok' */
  shareLink?: ShareLinkScenario;
  /** The record page: record read, unlock, timeline and AI summary. @default { scenario: 'default' } */
  records?: RecordsHandlersOptions;
  /** Signal settings, saved suppliers, the suppliers table, the supplier picker and CPV codes. @default { scenario: 'default' } */
  signals?: SignalsHandlersOptions;
  /** The feed preview and annotate calls. @default 'default' */
  feedPreview?: FeedPreviewScenario;
  /** Whether the feed preview includes awarded records (the AWARDS data type). @default true */
  feedPreviewAwards?: boolean;
  /** Buyer, supplier and framework page reads (REST). @default 'default' */
  organisations?: OrganisationsScenario | OrganisationsHandlersOptions;
  /** Home's cards. @default 'default' */
  home?: HomeScenario | HomeHandlersOptions;
  /** The admin pages (users, companies, switch, audit, demo requests, sales interactions). @default 'default' */
  admin?: AdminScenario;
  /** Contacts, contact requests and contact exports. @default 'default' */
  contacts?: ContactsScenario | ContactsHandlersOptions;
  /** The frameworks search and export. @default 'default' */
  frameworks?: FrameworksScenario;
  /** The spend-data API. @default 'default' */
  spend?: SpendScenario;
  /** Documents (search, upload, delete). @default 'default' */
  documents?: DocumentsScenario | DocumentsHandlersOptions;
  /** The NUTS regions (buyer-region filter). @default 'default' */
  regions?: RegionsScenario;
  /** An opportunity's bid responses (extracting, failed, guest…). @default 'default' */
  bidResponses?: BidResponsesScenario;
}

/** Every domain mock in one list: auth + current user + notifications + notices + app config + exports. */
export function mockHandlers(options: MockHandlersOptions = {}): RequestHandler[] {
  const user = options.user === undefined ? userFixtures.growth : options.user;
  // The server leaves suppliers' spend out without SPEND; the mocks follow the signed-in user.
  const redactSpend = !(typeof user === 'object' && user !== null && user.activeDataTypes.includes('SPEND'));
  const notifications =
    typeof options.notifications === 'string'
      ? { scenario: options.notifications }
      : (options.notifications ?? {});
  const noticesOptions = typeof options.notices === 'string' ? { scenario: options.notices } : (options.notices ?? {});
  // One leads store behind the leads mocks and the notices search: a hide or a comment shows in both.
  const leadsStore = createLeadsMockRoot(withNoticeLeads(options.leads?.data ?? leadFixtures(), noticesOptions.items ?? noticeFixtures));
  return [
    ...authHandlers({ signedIn: user !== null }),
    ...currentUserHandlers(user),
    ...notificationsHandlers(notifications),
    ...noticesHandlers({ leadOf: (id) => leadsStore.leads.find((l) => l.id === id), ...noticesOptions }),
    ...appConfigHandlers(options.appConfig ?? appConfigFixture),
    ...bookADemoHandlers(options.bookADemo, options.salesBooking ?? null),
    ...accountsHandlers(options.accounts),
    ...adminHandlers(options.admin),
    ...exportsHandlers(typeof options.exports === 'string' ? { scenario: options.exports } : options.exports),
    ...leadsHandlers({ ...options.leads, root: leadsStore.root }),
    ...savedViewsHandlers(options.savedViews),
    ...alertsHandlers(typeof options.alerts === 'string' ? { scenario: options.alerts } : options.alerts),
    ...listsHandlers(options.lists),
    ...opportunitiesHandlers(options.opportunities),
    ...bidsHandlers(options.bids),
    ...documentsHandlers(typeof options.documents === 'string' ? { scenario: options.documents } : options.documents),
    ...bidResponsesHandlers({ scenario: options.bidResponses ?? 'default' }),
    ...publicBidReportHandlers(),
    ...crmHandlers(options.crm),
    ...reportsHandlers(options.reports),
    ...shareHandlers(options.share),
    ...shareLinkHandlers(options.shareLink),
    ...recordsHandlers(options.records),
    ...signalsHandlers({ redactSpend, ...options.signals }),
    // After signals: GET /api/cpv_codes is answered by the signals mocks (its tree and loading scenario).
    ...noticeFilterOptionsHandlers(),
    ...feedPreviewHandlers(options.feedPreview, { awards: options.feedPreviewAwards ?? true }),
    ...syncHandlers(),
    ...frameworksHandlers(options.frameworks),
    ...spendHandlers(options.spend),
    ...organisationsHandlers({ redactSpend, ...(typeof options.organisations === 'string' ? { scenario: options.organisations } : options.organisations) }),
    ...homeHandlers(typeof options.home === 'string' ? { scenario: options.home } : options.home),
    ...contactsHandlers(typeof options.contacts === 'string' ? { scenario: options.contacts } : options.contacts),
    ...regionsHandlers(options.regions),
  ];
}

/** The leads data plus the lead of every notice row (and comments matching their counts). */
function withNoticeLeads(data: LeadsMockData, rows: readonly NoticeRowData[]): LeadsMockData {
  const known = new Set(data.leads.map((l) => l.id));
  const extra = rows.flatMap((n) => (n.lead && !known.has(n.lead.id) ? [n.lead] : []));
  return { ...data, leads: [...data.leads, ...extra], comments: [...data.comments, ...noticeCommentFixtures(extra)] };
}
