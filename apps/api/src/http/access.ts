/**
 * Access declarations (docs/decisions/0018): beside each feature's routes and GraphQL fields, an
 * `access.ts` says, for every REST route (`METHOD /api/path` as Hono registers it) and every GraphQL
 * operation (`Query.field`, `Mutation.field`), what each of the seven roles gets, and gives one valid
 * example request. The authorisation-matrix test runs every route × role and compares; the input
 * fuzz test mutates the examples. A route or operation without a declaration fails both.
 */

export const ROLES = ['anonymous', 'guest', 'free', 'paidNoExport', 'paid', 'admin', 'otherCompany'] as const;
/**
 * anonymous: no session; guest: a guest pass; free: FreeCo (Free plan); paidNoExport: Northwind
 * (Growth) without export permission; paid: Northwind (Growth) with export permission — the owner of
 * every example resource; admin: Tenderlens Staff (Expert, admin); otherCompany: a Growth user of
 * another company.
 */
export type Role = (typeof ROLES)[number];

/** What a call comes to: 2xx, 401, 403 with a paywall/export-limit code, any other 403, 404. */
export const OUTCOMES = ['ok', '401', 'paywall', 'forbidden', '404'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Outcomes = Record<Role, Outcome>;

/** What an example may name: the fixtures of the test database and resources made on demand. */
export interface AccessFixtures {
  /** Northwind's company guid (the owner's company). */
  companyGuid: string;
  /** Northwind's company id. */
  companyId: number;
  /** The admin's own team (switching to it is harmless to the admin's later calls). */
  adminTeamId: number;
  userIds: Record<'paid' | 'paidNoExport', number>;
  userGuids: Record<'paid' | 'paidNoExport', string>;
  /** The current team of each Northwind user. */
  teamIds: Record<'paid' | 'paidNoExport', number>;
  /** An open notice with its procurement stage ids and record family guid. */
  notice: { guid: string; familyGuid: string; tenderStageId: number };
  awardedNotice: { guid: string; awardStageId: number };
  buyer: { id: number; guid: string };
  supplier: { id: number; guid: string };
  framework: { guid: string };
  /** One of the owner's notifications. */
  notificationId: string;
  /** The saved views `role` has pinned (ranking them must name each once). */
  pinsOf(role: Role): Promise<number[]>;
  /** Resources made afresh for each call, owned by `paid` (Northwind, Growth). */
  make: {
    savedView(sharing?: 'PRIVATE' | 'TEAM'): Promise<number>;
    recordList(sharing?: 'PRIVATE' | 'TEAM'): Promise<number>;
    buyerList(sharing?: 'PRIVATE' | 'TEAM'): Promise<number>;
    /** The same, by guid (the GraphQL buyer-list mutations take guids). */
    buyerListGuid(sharing?: 'PRIVATE' | 'TEAM'): Promise<string>;
    comment(): Promise<number>;
    exportJob(): Promise<string>;
    outboxEmail(): Promise<string>;
    shareToken(): Promise<string>;
    opportunity(): Promise<string>;
    /** An alert of the owner's (a saved view, by email). */
    leadSubscription(): Promise<number>;
    /** A content (saved view) of a new alert of the owner's. */
    leadSubscriptionContent(): Promise<number>;
    /** The unsubscribe token of a new alert of the owner's. */
    unsubscribeToken(): Promise<string>;
    /** A stage of Northwind's default opportunity workflow. */
    opportunityStage(): Promise<string>;
    /** A complete bid report with a public link, of a closed (Won) opportunity: spends no credit. */
    bidReport(): Promise<{ id: string; opportunityId: string; publicHash: string }>;
    /** A pending invitation of Northwind (id). */
    invitation(): Promise<string>;
    /** Another session of `paid` (its public id, as GET /api/sessions lists it). */
    session(): Promise<string>;
    /** A custom briefing published to Northwind: a Header section, an AiQuestion section and an attached file. */
    report(): Promise<{ guid: string; sectionId: string; questionId: string; documentRef: string }>;
    /** A new member of Northwind's team, to be deleted (id and guid). */
    member(): Promise<{ id: number; guid: string }>;
    /** A processed text document of Northwind's (its guid), uploaded by `paid`. */
    document(): Promise<string>;
    /** A new, empty folder of Northwind's library at the top (its uiPath), made by `paid`. */
    folder(): Promise<string>;
    /** A bid response of a new Northwind opportunity (ids), and its tender document's id. */
    bidResponse(): Promise<{ id: string; opportunityId: string; sourceId: string }>;
  };
}

export interface ExampleRequest {
  path: string;
  body?: unknown;
  /**
   * How the role's session is sent: bearer + CSRF (default), the session cookie (app_api_token), or
   * nothing (calls that do not depend on a session: login, logout without one, health, share links).
   */
  credentials?: 'bearer' | 'cookie' | 'none';
}

export interface RouteAccess {
  expect: Outcomes;
  example(f: AccessFixtures, role: Role): ExampleRequest | Promise<ExampleRequest>;
}

/** REST: keyed by `METHOD /api/path` exactly as in `app.routes`. */
export type AccessTable = Record<string, RouteAccess>;

export interface GraphQLExample {
  query: string;
  variables?: Record<string, unknown>;
}

export interface OperationAccess {
  expect: Outcomes;
  example(f: AccessFixtures, role: Role): GraphQLExample | Promise<GraphQLExample>;
}

/** GraphQL: keyed by `Query.field` / `Mutation.field`. */
export type OperationAccessTable = Record<string, OperationAccess>;

/** Every role gets `base`, except those named. */
export function outcomes(base: Outcome, except: Partial<Outcomes> = {}): Outcomes {
  return { ...(Object.fromEntries(ROLES.map((r) => [r, base])) as Outcomes), ...except };
}

/** Every signed-in role gets `ok` (or as named); anonymous 401. */
export const signedIn = (except: Partial<Outcomes> = {}): Outcomes => outcomes('ok', { anonymous: '401', ...except });

/** No guest pass (workspace writes, decision 0009). */
export const noGuest = (except: Partial<Outcomes> = {}): Outcomes => signedIn({ guest: 'forbidden', ...except });

/** A Growth-plan data type (SUPPLIERS, BUYERS, …): Free gets the paywall (403 `paywall`), a guest pass is forbidden. */
export const growthOnly = (except: Partial<Outcomes> = {}): Outcomes => signedIn({ guest: 'forbidden', free: 'paywall', ...except });

/** Northwind's own resource: other companies (the admin's included) cannot see it. */
export const northwindOnly = (except: Partial<Outcomes> = {}): Outcomes =>
  signedIn({ guest: '404', free: '404', admin: '404', otherCompany: '404', ...except });

/** Admins only. */
export const adminOnly = (except: Partial<Outcomes> = {}): Outcomes => outcomes('forbidden', { anonymous: '401', admin: 'ok', ...except });
