/**
 * `@tenderlens/domain/mocks`: msw handlers and fixtures for Storybook stories and web tests.
 * Not part of the main entry (it pulls in msw and graphql-js).
 */
import type { RequestHandler } from 'msw';
import type { AppConfig } from './appConfig/schemas/appConfig';
import { appConfigFixture } from './appConfig/mocks/fixtures';
import { appConfigHandlers } from './appConfig/mocks/handlers';
import { authHandlers } from './auth/mocks/handlers';
import { bookADemoHandlers } from './bookADemo/mocks/handlers';
import { exportsHandlers, type ExportsHandlersOptions, type ExportsScenario } from './exports/mocks/handlers';
import { leadsHandlers, type LeadsHandlersOptions } from './leads/mocks/handlers';
import { listsHandlers, type ListsHandlersOptions } from './lists/mocks/handlers';
import { organisationsHandlers, type OrganisationsHandlersOptions, type OrganisationsScenario } from './organisations/mocks/handlers';
import { opportunitiesHandlers, type OpportunitiesHandlersOptions } from './opportunities/mocks/handlers';
import { shareHandlers } from './sharing/mocks/handlers';
import {
  notificationsHandlers,
  type NotificationsHandlersOptions,
  type NotificationsScenario,
} from './notifications/mocks/handlers';
import { noticesHandlers, type NoticesHandlersOptions, type NoticesScenario } from './notices/mocks/handlers';
import type { CurrentUserInput } from './users/schemas/currentUser';
import { userFixtures } from './users/mocks/fixtures';
import { currentUserHandlers } from './users/mocks/handlers';

export { appConfigFixture, sandboxAppConfigFixture } from './appConfig/mocks/fixtures';
export { appConfigHandlers } from './appConfig/mocks/handlers';
export { bookADemoHandlers } from './bookADemo/mocks/handlers';
export { exportsHandlers, type ExportsHandlersOptions, type ExportsScenario } from './exports/mocks/handlers';
export { exportFileFixtures, exportJobFixtures, EXPORT_FIXTURE_DATE } from './exports/mocks/fixtures';
export { authHandlers, DEMO_PASSWORD, type AuthHandlersOptions } from './auth/mocks/handlers';
export { notificationFixtures } from './notifications/mocks/fixtures';
export {
  notificationsHandlers,
  type NotificationsHandlersOptions,
  type NotificationsScenario,
} from './notifications/mocks/handlers';
export { noticeFixtures } from './notices/mocks/fixtures';
export { noticesHandlers, type NoticesHandlersOptions, type NoticesScenario } from './notices/mocks/handlers';
export { userFixtures, type UserFixtureName } from './users/mocks/fixtures';
export { leadsHandlers, type LeadsHandlersOptions, type LeadsScenario } from './leads/mocks/handlers';
export { leadFixtures, teamUserFixtures, RECORD_GUIDS } from './leads/mocks/fixtures';
export { createLeadsMockRoot, type LeadsMockData } from './leads/mocks/store';
export { listsHandlers, type ListsHandlersOptions, type ListsScenario } from './lists/mocks/handlers';
export { listFixtures, BUYER_GUIDS } from './lists/mocks/fixtures';
export { createListsMockRoot, type ListsMockData } from './lists/mocks/store';
export { organisationsHandlers, type OrganisationsHandlersOptions, type OrganisationsScenario } from './organisations/mocks/handlers';
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
export { opportunityFixtures } from './opportunities/mocks/fixtures';
export {
  createOpportunitiesMockRoot,
  type OpportunitiesMockData,
  type MockOpportunity,
} from './opportunities/mocks/store';
export { featureHandlers, type FeatureScenario } from './mocks/featureHandlers';
export { shareHandlers } from './sharing/mocks/handlers';
export { currentUserHandlers } from './users/mocks/handlers';
export {
  executeMock,
  graphQLErrorResponse,
  unauthenticatedResponse,
  type MockRoot,
} from './mocks/executeMock';

export interface MockHandlersOptions {
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
  /** Export calls: a scenario name or full options. @default 'default' */
  exports?: ExportsScenario | ExportsHandlersOptions;
  /** Leads, comments and seen-by. @default { scenario: 'default' } */
  leads?: LeadsHandlersOptions;
  /** Notice lists and buyer lists. @default { scenario: 'default' } */
  lists?: ListsHandlersOptions;
  /** Opportunities (save drawer, create form). @default { scenario: 'default' } */
  opportunities?: OpportunitiesHandlersOptions;
  /** Share via email's answer. @default 'ok' */
  share?: 'ok' | 'error';
  /** Buyer, supplier and framework page reads (REST). @default 'default' */
  organisations?: OrganisationsScenario | OrganisationsHandlersOptions;
}

/** Every domain mock in one list: auth + current user + notifications + notices + app config + exports. */
export function mockHandlers(options: MockHandlersOptions = {}): RequestHandler[] {
  const user = options.user === undefined ? userFixtures.growth : options.user;
  const notifications =
    typeof options.notifications === 'string'
      ? { scenario: options.notifications }
      : (options.notifications ?? {});
  return [
    ...authHandlers({ signedIn: user !== null }),
    ...currentUserHandlers(user),
    ...notificationsHandlers(notifications),
    ...noticesHandlers(typeof options.notices === 'string' ? { scenario: options.notices } : (options.notices ?? {})),
    ...appConfigHandlers(options.appConfig ?? appConfigFixture),
    ...bookADemoHandlers(options.bookADemo),
    ...exportsHandlers(typeof options.exports === 'string' ? { scenario: options.exports } : options.exports),
    ...leadsHandlers(options.leads),
    ...listsHandlers(options.lists),
    ...opportunitiesHandlers(options.opportunities),
    ...shareHandlers(options.share),
    ...organisationsHandlers(typeof options.organisations === 'string' ? { scenario: options.organisations } : options.organisations),
  ];
}
