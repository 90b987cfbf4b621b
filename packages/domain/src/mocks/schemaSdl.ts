/**
 * A copy of packages/domain/schema.graphql for the mock GraphQL server (msw executes real queries
 * against it, so answers have exactly the selected fields and __typename). mocks/schemaSdl.test.ts
 * fails when this copy and schema.graphql differ; `pnpm --filter @tenderlens/api schema:print` writes both.
 */
export const schemaSdl = /* GraphQL */ `
type AppConfig {
  environment: String!
  environmentLabel: String!
  featureFlags: [String!]!
  helpUrl: String!
  sandboxName: String
  supportEmail: String!
}

"""
Whether contract award details are shown: AWARDS, or a Free plan unlock of this notice.
"""
type AwardAccess {
  canUnlock: Boolean!
  freeUnlocked: Boolean!
  unlocksRemaining: Int
  visible: Boolean!
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

type BuyerList {
  buyerGuids: [String!]!
  createdAt: String!
  entries: [BuyerListEntry!]!
  guid: String!
  id: ID!
  name: String!
  ownerId: ID
  permissionActions: [String!]!
  sharingType: String!
  updatedAt: String!
}

type BuyerListChange {
  buyerList: BuyerList!
  count: Int!
}

type BuyerListEntry {
  guid: String!
  id: ID!
  name: String!
}

type BuyerListGroups {
  all: [BuyerList!]!
  private: [BuyerList!]!
  saved: Boolean!
  team: [BuyerList!]!
}

type Comment {
  author: CommentAuthor
  content: String!
  createdAt: String!
  deletedAt: String
  id: ID!
  lastEditedAt: String
  procurementStageId: ID!
}

type CommentAuthor {
  firstName: String!
  guid: String!
  lastName: String!
}

type Company {
  guid: String!
  id: ID!
  name: String!
  partnerProgramme: Boolean!
  paymentType: String!
}

type ContractCpvCode {
  code: String!
  name: String!
}

type ContractLot {
  id: String!
  title: String
}

type ContractPeriod {
  endDate: String
  maxExtentDate: String
  startDate: String
}

type CpvSpendStats {
  avgContractValue: Float
  code: String!
  name: String!
  percentToSmes: Float
  totalAwarded: Int!
  totalValue: Float!
}

input CreateQualificationInput {
  contextSource: String
  procurementStageId: ID!
  qualification: String!
  recordGuid: String
  score: String
  signalTypes: [String!]
  stage: String
}

type CreateQualificationResult {
  assigneeId: ID
  lead: Lead!
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

enum ExportFileFormat {
  csv
  xlsx
}

input ExportFormatInput {
  fileFormat: ExportFileFormat!
}

type ExportJob {
  id: ID!
}

type FacetCount {
  count: Int!
  key: String!
}

type FileExport {
  downloadUrl: String
  fileName: String
  id: ID!
  isComplete: Boolean!
  isError: Boolean!
  progress: Float!
  status: String!
  totalRows: Int
}

"""
A procurement stage of a notice as the caller’s team works it (keyed by the procurement stage id).
"""
type Lead {
  assignee: TeamUser
  commentCount: Int!
  hiddenDate: String
  id: ID!
  noticeStage: String!
  procurementStageQualification: ProcurementStageQualification
  qualification: String!
  recordGuid: String!
  recordTitle: String!
  stage: String!
}

type MarkAllNotificationsResult {
  unreadCount: Int!
  updatedIds: [ID!]!
}

type Mutation {
  addBuyersToList(buyerGuids: [String!]!, buyerListGuid: String!): BuyerListChange!
  addOpportunityEntities(entities: [OpportunityEntityInput!]!, id: ID!): Opportunity!
  addRecordToList(listId: ID!, recordGuid: String!): RecordListMembership!
  assignLead(procurementStageId: ID!, userGuid: String): Lead!
  createBuyerList(buyerGuids: [String!], name: String!, sharingType: String): BuyerList!
  createComment(content: String!, procurementStageId: ID!): Comment!
  createOpportunity(
    entities: [OpportunityEntityInput!]

    """Created from a strategy-paywalled context: needs AWARDS."""
    fromStrategy: Boolean
    opportunity: OpportunityInput!
  ): Opportunity!
  createQualification(input: CreateQualificationInput!): CreateQualificationResult!
  createRecordList(name: String!, recordGuids: [String!], sharingType: String): RecordList!
  deleteBuyerList(id: ID!): ID!
  deleteComment(id: ID!): Comment!
  deleteQualification(procurementStageId: ID!): Lead!

  """Deletes a notice list (its owner only); answers its id."""
  deleteRecordList(id: ID!): ID!
  exportOrganisations(exportFormat: ExportFormatInput!, request: OrganisationSearchRequest!): ExportJob!
  markAllNotificationsAsRead: MarkAllNotificationsResult!
  markNotificationsAsRead(notificationIds: [ID!]!): [Notification!]!
  markNotificationsAsUnread(notificationIds: [ID!]!): [Notification!]!
  markRecordSeen(guid: String!): RecordWorkspace!
  removeBuyersFromList(buyerGuids: [String!]!, buyerListGuid: String!): BuyerListChange!
  removeOpportunityEntity(entities: [OpportunityEntityInput!]!, id: ID!): ID!
  removeRecordFromList(listId: ID!, recordGuid: String!): RecordListMembership!

  """
  The Free plan's contract award unlock (docs/decisions/0012-record-page.md); returns the record with its awards shown.
  """
  unlockAward(guid: String!): RecordDetail

  """Renames or re-shares a buyer list (its owner only)."""
  updateBuyerList(id: ID!, name: String, sharingType: String): BuyerList!
  updateComment(content: String!, id: ID!): Comment!

  """Renames or re-shares a notice list (its owner only)."""
  updateRecordList(id: ID!, name: String, sharingType: String): RecordList!
  updateSignalSettings(input: SignalSettingsInput!): SignalSettings!
}

type Notice {
  addedAt: String!
  assignee: NoticeAssignee
  awardDate: String
  buyer: NoticeOrganisation

  """Categories (buyer types) of the notice’s buyers."""
  buyerCategories: [NoticeBuyerCategory!]!

  """
  The caller’s readable buyer lists that hold one of the notice’s buyers (none without buyer lists).
  """
  buyerLists: [NoticeBuyerList!]!
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

  """
  An awarded supplier is an SME (true), none is (false), unknown (null); null without AWARDS.
  """
  isSme: Boolean
  language: String

  """
  The lead (procurement stage) of the notice’s current stage as the caller’s team works it; the client cache keys it by id.
  """
  lead: Lead
  lists: [ID!]!
  name: String!
  procurementStage: ProcurementStage
  publishDate: String
  qualification: String!
  redacted: Boolean!
  relevanceScore: Int!
  signals: [Signal!]!
  stage: String!

  """Contract start (awards and contracts, else lots); null when redacted."""
  startDate: String
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

"""A category (buyer type) of a notice’s buyer."""
type NoticeBuyerCategory {
  id: ID!
  name: String!
}

"""A buyer list of the caller holding one of a notice’s buyers."""
type NoticeBuyerList {
  id: ID!
  name: String!
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

"""A lot of a notice, as the notices lots filter shows it ("id: title")."""
type NoticeLot {
  id: ID!
  lotKey: String!
  noticeGuid: String!
  title: String
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

  """Lots (ids of lot rows): notices that carry one of them"""
  lotIds: [ID!]
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

  """all (default) | only | hide: SME suppliers of the suppliers filter"""
  supplierSme: String
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

type Opportunity {
  assignedToId: ID
  buyers: [OpportunityBuyer!]!
  closeDate: String
  createdAt: String!
  createdById: ID
  currency: String!
  description: String
  entities: [OpportunityEntity!]!
  existingExpiryDate: String
  guid: String!
  id: ID!

  """
  Whether the entity (notice, organisation or contact guid) is linked to this opportunity.
  """
  isSaved(entityId: String!): Boolean!
  name: String!
  stage: OpportunityStage
  stageId: ID
  submissionDate: String
  updatedAt: String!
  value: Float
}

type OpportunityBuyer {
  id: String!
  name: String!
}

type OpportunityEntity {
  entityId: String!
  entityType: String!
}

input OpportunityEntityInput {
  entityId: String!
  entityType: String!
}

type OpportunityFormField {
  hidden: Boolean!
  id: String!
  required: Boolean!
}

type OpportunityFormSchema {
  defaultStageId: ID
  fields: [OpportunityFormField!]!
}

input OpportunityInput {
  assignedToId: ID
  closeDate: String
  description: String
  existingExpiryDate: String
  name: String!
  stageId: ID
  submissionDate: String
  value: Float
}

input OpportunitySearchInput {
  buyerIds: [String!]
  limit: Int
  offset: Int
  text: String
}

type OpportunitySearchResult {
  buyerMatchCount: Int!
  nextOffset: Int
  results: [Opportunity!]!
  total: Int!
}

type OpportunityStage {
  color: String
  iconColor: String
  iconName: String
  id: ID!
  name: String!
  transitionGroup: String
}

type OpportunityTransition {
  group: String!
  id: ID!
  order: Int!
  stage: OpportunityStage!
}

type OpportunityWorkflow {
  id: ID!
  isDefault: Boolean!
  transitions: [OpportunityTransition!]!
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

enum OrganisationPrimaryRole {
  BUYER
  SUPPLIER
}

input OrganisationSearchRequest {
  countryCodes: [String!]
  ids: [ID!]
  isSme: Boolean
  limit: Int
  names: [String!]
  page: Int
  primaryRole: OrganisationPrimaryRole
  sortBy: OrganisationSortBy
  sortOrder: SortOrder
  text: String
}

type OrganisationSearchResult {
  orgs: [Organisation!]!
  total: Int!
}

enum OrganisationSortBy {
  name
  notice_count
}

type ProcurementContact {
  email: String
  name: String
  phone: String
  url: String
}

type ProcurementStage {
  id: ID!
  stage: String!
}

type ProcurementStageQualification {
  contextSource: String
  createdAt: String!
  id: ID!
  qualification: String!
  qualifiedById: ID
  score: String
  signalTypes: [String!]!
  updatedAt: String!
}

type QualificationStage {
  count: Int!
  disqualifiesLead: Boolean!
  id: String!
  label: String!
}

type Query {
  appConfig: AppConfig!
  buyerCpvStats(buyerId: ID!, options: BuyerCpvStatsOptions): BuyerCpvStats
  buyerList(id: ID!): BuyerList!
  buyerLists(buyerGuids: [String!], permission: String): BuyerListGroups!
  comments(procurementStageId: ID!): [Comment!]!

  """
  Users of the caller’s company (the assignee picker and the mention picker).
  """
  companyUsers: [TeamUser!]!
  currentUser: CurrentUser!
  entityOpportunities(entityId: String!): [Opportunity!]!

  """The caller's export job; null when there is none with this id."""
  fileExport(id: ID!): FileExport
  lead(id: ID!): Lead!

  """
  The team’s leads with one of these qualifications, latest change first.
  """
  leadsByQualification(limit: Int = 50, offset: Int = 0, qualifications: [String!]!): [Lead!]!

  """
  Lots by their ids (at most 100), for the lots filter of the notices page.
  """
  lotsByIds(ids: [ID!]!): [NoticeLot!]!
  notices(filter: NoticeSearchInput): NoticeSearchResult!
  notifications(limit: Int = 50, offset: Int = 0): NotificationPage!
  opportunities(search: OpportunitySearchInput): OpportunitySearchResult!
  opportunityFormSchema: OpportunityFormSchema!
  opportunityWorkflow: OpportunityWorkflow!
  qualificationStages: [QualificationStage!]!

  """
  One notice for the record page and preview; null when there is no such record.
  """
  record(guid: String!): RecordDetail
  recordLists: RecordListGroups!
  recordWorkspace(guid: String!): RecordWorkspace!
  savedSuppliers: SavedSuppliers!
  searchOrganisations(request: SearchOrganisationsRequest!): OrganisationSearchResult!
  signalSettings: SignalSettings!
  suppliers(request: SupplierSearchInput): SupplierSearchResult!
  unreadNotificationsCount: Int!
}

type RecordContract {
  awardId: String!
  cpvCodes: [ContractCpvCode!]!
  currency: String
  endDate: String
  extensionMonths: Int
  id: ID!
  lots: [ContractLot!]!
  maxExtentDate: String
  startDate: String
  suppliers: [RecordSupplier!]!

  """
  The award's title, or 'Contract {awardId}', or 'Unknown Contract Title'.
  """
  title: String!
  value: Float
}

"""
The record page: the notice plus lots, contracts, frameworks, duplicates and its procurement contact.
"""
type RecordDetail {
  awardAccess: AwardAccess!
  contact: ProcurementContact
  contracts: [RecordContract!]!
  duplicates: [RecordDuplicate!]!
  guid: String!
  lots: [RecordLot!]!
  notice: Notice!
  ocid: String!
  procurementMethod: String
  recordFamilyId: String!
  relatedFrameworkProcess: RelatedFrameworkProcess
}

type RecordDuplicate {
  guid: String!
  name: String!
  url: String
}

"""A notice list (record list / user list)."""
type RecordList {
  createdAt: String!
  guid: String!
  id: ID!
  name: String!
  recordCount: Int!
  sharingType: String!
  updatedAt: String!
  user: RecordListUser
}

type RecordListGroups {
  own: [RecordList!]!
  shared: [RecordList!]!
}

type RecordListMembership {
  list: RecordList!
  record: RecordWorkspace!
}

type RecordListUser {
  firstName: String!
  guid: String!
  id: ID!
  lastName: String!
}

type RecordLot {
  contractPeriod: ContractPeriod!
  cpvCodes: [String!]!
  currency: String
  description: String

  """The lot id inside the notice (OCDS lot id)."""
  id: String!
  suppliers: [RecordSupplier!]!
  title: String
  value: Float
}

type RecordSupplier {
  guid: String!
  id: ID!
  name: String!
}

type RecordWorkspace {
  guid: String!
  leads: [Lead!]!

  """The notice lists (visible to the caller) that hold the record."""
  lists: [RecordList!]!
  seenByUsers: [SeenByUser!]!
}

type RelatedFrameworkProcess {
  frameworkId: String!
  frameworkName: String!
  processType: String!
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

type SeenByUser {
  firstName: String!
  guid: String!
  lastName: String!
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

enum SortOrder {
  asc
  desc
}

type SpendStats {
  avgContractValue: Float
  percentToSmes: Float
  totalAwarded: Int!
  totalValue: Float!
}

"""
A row of the suppliers table (spec 1§3 "Supplier row"); framework columns are computed from awards.
"""
type Supplier {
  awardsCount: Int!

  """
  The framework holding most of the supplier's call-offs (the call-offs link opens it).
  """
  callOffFrameworkGuid: String
  country: String
  countryCode: String
  expiriesCount: Int!
  frameworkCallOffs: Int!
  frameworkLastActivity: String
  frameworkLots: Int!
  guid: String!
  id: ID!
  isSme: Boolean
  latestActivity: String
  name: String!

  """Competitor/partner signals, at most 3."""
  signals: [Signal!]!

  """
  Contract-award value to the supplier in the search scope (docs/decisions/0015); null without the SPEND data type.
  """
  spend: SpendStats
}

"""POST /api/suppliers in camelCase (spec 1§3 "Supplier search request")."""
input SupplierSearchInput {
  """Buyer types (buyer categories; a category covers its children)"""
  buyerCategoryIds: [ID!]
  buyerGuids: [String!]
  buyerIds: [ID!]
  buyerListIds: [ID!]
  buyerName: String
  countryCodes: [String!]

  """true: only SMEs; false: hide SMEs; left out: all"""
  isSme: Boolean
  limit: Int
  offset: Int
  showKeyAccountsOnly: Boolean
  signals: [String!]

  """name, awards_count, expiries_count or latest_activity"""
  sort: String
  sortOrder: String
  supplierGuids: [String!]
  text: String
}

type SupplierSearchResult {
  limit: Int!
  nextOffset: Int
  offset: Int!
  results: [Supplier!]!
  sort: String!
  sortOrder: String!
  totalResults: Int!
}

type Team {
  id: ID!
  name: String!
}

type TeamUser {
  active: Boolean!
  email: String!
  firstName: String!
  guid: String!
  id: ID!
  lastName: String!
}
`;
