/**
 * A copy of packages/domain/schema.graphql for the mock GraphQL server (msw executes real queries
 * against it, so answers have exactly the selected fields and __typename). mocks/schemaSdl.test.ts
 * fails when this copy and schema.graphql differ.
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

type Company {
  guid: String!
  id: ID!
  name: String!
  partnerProgramme: Boolean!
  paymentType: String!
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

type MarkAllNotificationsResult {
  unreadCount: Int!
  updatedIds: [ID!]!
}

type Mutation {
  exportOrganisations(exportFormat: ExportFormatInput!, request: OrganisationSearchRequest!): ExportJob!
  markAllNotificationsAsRead: MarkAllNotificationsResult!
  markNotificationsAsRead(notificationIds: [ID!]!): [Notification!]!
  markNotificationsAsUnread(notificationIds: [ID!]!): [Notification!]!
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

enum OrganisationSortBy {
  name
  notice_count
}

type Query {
  appConfig: AppConfig!
  currentUser: CurrentUser!

  """The caller's export job; null when there is none with this id."""
  fileExport(id: ID!): FileExport
  notifications(limit: Int = 50, offset: Int = 0): NotificationPage!
  unreadNotificationsCount: Int!
}

enum SortOrder {
  asc
  desc
}

type Team {
  id: ID!
  name: String!
}
`;
