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
  addRecordToList(listId: ID!, recordGuid: String!): RecordListMembership!
  assignLead(procurementStageId: ID!, userGuid: String): Lead!
  createBuyerList(buyerGuids: [String!], name: String!, sharingType: String): BuyerList!
  createComment(content: String!, procurementStageId: ID!): Comment!
  createQualification(input: CreateQualificationInput!): CreateQualificationResult!
  createRecordList(name: String!, recordGuids: [String!], sharingType: String): RecordList!
  deleteBuyerList(id: ID!): ID!
  deleteComment(id: ID!): Comment!
  deleteQualification(procurementStageId: ID!): Lead!
  markAllNotificationsAsRead: MarkAllNotificationsResult!
  markNotificationsAsRead(notificationIds: [ID!]!): [Notification!]!
  markNotificationsAsUnread(notificationIds: [ID!]!): [Notification!]!
  markRecordSeen(guid: String!): RecordWorkspace!
  removeBuyersFromList(buyerGuids: [String!]!, buyerListGuid: String!): BuyerListChange!
  removeRecordFromList(listId: ID!, recordGuid: String!): RecordListMembership!
  updateComment(content: String!, id: ID!): Comment!
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
  buyerList(id: ID!): BuyerList!
  buyerLists(buyerGuids: [String!], permission: String): BuyerListGroups!
  comments(procurementStageId: ID!): [Comment!]!

  """
  Users of the caller’s company (the assignee picker and the mention picker).
  """
  companyUsers: [TeamUser!]!
  currentUser: CurrentUser!
  lead(id: ID!): Lead!

  """
  The team’s leads with one of these qualifications, latest change first.
  """
  leadsByQualification(limit: Int = 50, offset: Int = 0, qualifications: [String!]!): [Lead!]!
  notifications(limit: Int = 50, offset: Int = 0): NotificationPage!
  qualificationStages: [QualificationStage!]!
  recordLists: RecordListGroups!
  recordWorkspace(guid: String!): RecordWorkspace!
  unreadNotificationsCount: Int!
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

type RecordWorkspace {
  guid: String!
  leads: [Lead!]!

  """The notice lists (visible to the caller) that hold the record."""
  lists: [RecordList!]!
  seenByUsers: [SeenByUser!]!
}

type SeenByUser {
  firstName: String!
  guid: String!
  lastName: String!
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
