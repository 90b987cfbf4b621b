/**
 * A copy of packages/domain/schema.graphql for the mock GraphQL server (msw executes real queries
 * against it, so answers have exactly the selected fields and __typename). Written by
 * `pnpm --filter @tenderlens/api schema:print`; mocks/schemaSdl.test.ts fails when the two differ.
 */
export const schemaSdl = /* GraphQL */ `
# Target contract for the foundation slice. apps/api generates this file from its Pothos schema
# (pnpm --filter @tenderlens/api schema:print); a test fails when the committed copy is stale.

type AppConfig {
  environment: String!
  environmentLabel: String!
  featureFlags: [String!]!
  helpUrl: String!
  sandboxName: String
  supportEmail: String!
}

type BuyerCpvStats {
  buyerGuid: String!
  from: String!
  mode: String!
  overallStats: SpendStats!
  perCpvStats: [CpvSpendStats!]!
  to: String!
  years: Int!
}

input BuyerCpvStatsOptions {
  expiries: Boolean
  years: Int
}

type Company {
  guid: String!
  id: ID!
  name: String!
  partnerProgramme: Boolean!
  paymentType: String!
}

type CpvSpendStats {
  avgContractValue: Float
  code: String!
  name: String!
  percentToSmes: Float
  totalAwarded: Int!
  totalValue: Float!
}

type CurrentUser {
  activeDataTypes: [String!]!
  admin: Boolean!
  company: Company!
  email: String!
  firstName: String!
  guest: Boolean!
  guid: String!
  hasExportPermission: Boolean!
  id: ID!
  lastName: String!
  subscription: String!
  team: Team!
  useSupplierName: Boolean!
}

input DateRangeInput {
  from: String
  includeNulls: Boolean

  """ISO 8601 duration from now, e.g. -P6M"""
  relativeFrom: String
  relativeTo: String
  to: String
}

type FacetCount {
  count: Int!
  key: String!
}

type MarkAllNotificationsResult {
  unreadCount: Int!
  updatedIds: [ID!]!
}

type Mutation {
  markAllNotificationsAsRead: MarkAllNotificationsResult!
  markNotificationsAsRead(notificationIds: [ID!]!): [Notification!]!
  markNotificationsAsUnread(notificationIds: [ID!]!): [Notification!]!
  updateSignalSettings(input: SignalSettingsInput!): SignalSettings!
}

type Notice {
  addedAt: String!
  assignee: NoticeAssignee
  awardDate: String
  buyer: NoticeOrganisation
  buyers: [NoticeOrganisation!]!
  canonicalUrlPath: String!
  closeDate: String
  commentCount: Int!
  country: String
  countryCode: String
  cpvCodes: [NoticeCpvCode!]!
  currency: String
  description: String
  expiryDate: String
  guid: String!
  hiddenDate: String
  id: ID!
  isFramework: Boolean!
  language: String
  lists: [ID!]!
  name: String!
  procurementStage: ProcurementStage
  publishDate: String
  qualification: String!
  redacted: Boolean!
  relevanceScore: Int!
  signals: [Signal!]!
  stage: String!
  suppliers: [NoticeOrganisation!]!
  tenderDate: String
  tendersReceived: Int
  type: String
  url: String
  value: Float
  valueSrc: String
}

type NoticeAssignee {
  firstName: String!
  guid: String!
  lastName: String!
}

type NoticeCpvCode {
  code: String!
  dimensionCode: String!
  name: String!
}

type NoticeFacets {
  countryCode: [FacetCount!]!
  cpvDivision: [FacetCount!]!
  sampled: Boolean!
  stage: [FacetCount!]!
}

type NoticeOrganisation {
  guid: String!
  id: ID!
  name: String!
}

"""
The record search filter of spec 2§3 in camelCase (REST takes it in snake_case).
"""
input NoticeSearchInput {
  addedDate: DateRangeInput
  assignee: [String!]
  awardDate: DateRangeInput
  buyerCategoryId: [ID!]
  buyerCountryCodes: [String!]
  buyerGuids: [String!]
  buyerIds: [ID!]
  buyerListIds: [ID!]
  buyerRegionIds: [String!]
  closeDate: DateRangeInput
  countryCode: [String!]
  cpvCodes: [String!]
  cpvDimensions: [String!]
  excludeKeywords: [String!]
  expiryDate: DateRangeInput
  frameworks: [ID!]
  includeAllDisqualifiedStates: Boolean
  keywords: [String!]
  limit: Int
  noticeLists: [ID!]
  offset: Int
  procurementStageQualifications: [String!]
  publishDate: DateRangeInput
  recordListIds: [ID!]
  relevanceScore: [Int!]
  showUserHiddenLeads: Boolean
  signalCategory: [String!]
  signals: [String!]
  sort: String
  sortOrder: String
  stage: [String!]
  suppliers: [ID!]
  text: String
  value: NumericRangeInput
}

type NoticeSearchResult {
  facets: NoticeFacets!
  limit: Int!
  nextOffset: Int
  offset: Int!
  results: [Notice!]!
  signals: [Signal!]!
  totalIsEstimate: Boolean!
  totalResults: Int!
}

type Notification {
  actor: NotificationActor
  createdAt: String!
  id: ID!
  link: String
  readAt: String
  textAttributes: NotificationTextAttributes!
  verb: String!
}

type NotificationActor {
  firstName: String
  lastName: String
}

type NotificationPage {
  items: [Notification!]!
  nextOffset: Int
  totalCount: Int!
}

type NotificationTextAttributes {
  actorName: String
  commentText: String
  deletedAt: String
  newAssignee: NotificationUserRef
  oldAssignee: NotificationUserRef
  recordTitle: String
  toStatusLabel: String
}

type NotificationUserRef {
  guid: String
  name: String
}

input NumericRangeInput {
  from: Float
  nulls: Boolean
  to: Float
}

type Organisation {
  aliases: [String!]!
  countryCode: String
  guid: String!
  id: ID!
  isSme: Boolean
  name: String!
  noticeCount: Int!
  oscarId: String
  primaryRole: String!
  town: String
  url: String
}

type OrganisationSearchResult {
  orgs: [Organisation!]!
  total: Int!
}

type ProcurementStage {
  id: ID!
  stage: String!
}

type Query {
  appConfig: AppConfig!
  buyerCpvStats(buyerId: ID!, options: BuyerCpvStatsOptions): BuyerCpvStats
  currentUser: CurrentUser!
  notices(filter: NoticeSearchInput): NoticeSearchResult!
  notifications(limit: Int = 50, offset: Int = 0): NotificationPage!
  savedSuppliers: SavedSuppliers!
  searchOrganisations(request: SearchOrganisationsRequest!): OrganisationSearchResult!
  signalSettings: SignalSettings!
  unreadNotificationsCount: Int!
}

type SavedSuppliers {
  competitorGuids: [String!]!
  partnerGuids: [String!]!
}

input SearchOrganisationsRequest {
  countryCodes: [String!]
  ids: [ID!]
  isSme: Boolean
  limit: Int
  names: [String!]
  page: Int

  """BUYER or SUPPLIER"""
  primaryRole: String

  """relevance, notice_count or name"""
  sortBy: String
  sortOrder: String
  text: String
}

"""
A team signal: a keyword, competitor, partner or CPV code (id is stable, e.g. "keyword:cloud").
"""
type Signal {
  category: String!
  colour: String!
  id: ID!
  name: String!
}

type SignalSettings {
  competitorGuids: [String!]!
  countries: [String!]!
  cpvCodes: [String!]!
  excludeKeywords: [String!]!
  keywords: [String!]!
  languages: [String!]!
  partnerGuids: [String!]!
  signals: [Signal!]!
  useSupplierName: Boolean!
}

"""
Fields left out keep their value. competitorIds / partnerIds take organisation guids or ids.
"""
input SignalSettingsInput {
  competitorIds: [ID!]
  countries: [String!]
  cpvCodes: [String!]
  excludeKeywords: [String!]
  keywords: [String!]
  languages: [String!]
  partnerIds: [ID!]
  useSupplierName: Boolean
}

type SpendStats {
  avgContractValue: Float
  percentToSmes: Float
  totalAwarded: Int!
  totalValue: Float!
}

type Team {
  id: ID!
  name: String!
}
`;
