/**
 * @tenderlens/domain — everything the app knows about the domain: the urql client with a
 * normalised graphcache, zod schemas, jotai preferences, hooks and pure rules. No JSX layout.
 * Mocks live in `@tenderlens/domain/mocks`.
 */

// Client
export {
  createTenderlensClient,
  shouldRetryQuery,
  QUERY_MAX_ATTEMPTS,
  type CreateTenderlensClientOptions,
} from './client/createClient';
export { createCacheExchange, createCacheConfig } from './client/cacheExchange';
export { mergeCacheConfigs, type CacheConfig } from './client/mergeCacheConfigs';
export {
  staleTimeExchange,
  QUERY_STALE_TIME_MS,
  type StaleTimeExchangeOptions,
} from './client/staleTimeExchange';
export { getTenderlensSession, useTenderlensSession, type TenderlensSession } from './client/session';

// REST + errors
export {
  createApiFetch,
  type ApiFetch,
  type ApiFetchOptions,
  type CreateApiFetchOptions,
  type HttpMethod,
} from './api/apiFetch';
export {
  ResponseError,
  FetchError,
  GENERIC_ERROR_MESSAGE,
  isResponseError,
  isFetchError,
} from './lib/errors';
export { isUnauthenticatedError } from './lib/authErrors';

// Auth
export {
  createTokenStore,
  hasSessionHint,
  SESSION_HINT_COOKIE,
  AppApiTokenSchema,
  APP_API_TOKEN_LIFETIME_MS,
  APP_API_TOKEN_REFRESH_MARGIN_MS,
  type AppApiToken,
  type StoredToken,
  type TokenStore,
  type TokenStoreOptions,
} from './auth/tokenStore';
export {
  login,
  logout,
  LOGIN_ERROR_MESSAGES,
  type AuthCallOptions,
  type LoginErrorCode,
  type LoginResult,
} from './auth/login';
export { useLogin, type UseLoginOptions, type UseLoginResult } from './auth/hooks/useLogin';
export { useLogout, type UseLogoutOptions, type UseLogoutResult } from './auth/hooks/useLogout';

// Users
export {
  CurrentUserSchema,
  CurrentUserJsonSchema,
  CompanySchema,
  TeamSchema,
  DataTypeSchema,
  SubscriptionSchema,
  DATA_TYPES,
  type CurrentUser,
  type CurrentUserInput,
  type Company,
  type Team,
  type DataType,
  type Subscription,
} from './users/schemas/currentUser';
export { CurrentUserQuery, type CurrentUserQueryData } from './users/graphql/queries/CurrentUser';
export { useCurrentUser, type UseCurrentUserResult } from './users/hooks/useCurrentUser';
export { hasDataType, hasAnyDataType, canSeeUpgrade } from './users/rules/dataTypes';

// App config
export {
  AppConfigSchema,
  EnvironmentSchema,
  type AppConfig,
  type Environment,
} from './appConfig/schemas/appConfig';
export { AppConfigQuery, type AppConfigQueryData } from './appConfig/graphql/queries/AppConfig';
export { useAppConfig, type UseAppConfigResult } from './appConfig/hooks/useAppConfig';
export { hasFeatureFlag, environmentBadgeText, type FeatureFlag } from './appConfig/rules/featureFlags';
export { DEMO_DATES_NOTE, demoDatesNote } from './appConfig/rules/demoDates';

// Notifications
export {
  NotificationSchema,
  NotificationVerbSchema,
  NotificationActorSchema,
  NotificationTextAttributesSchema,
  NotificationUserRefSchema,
  NotificationPageSchema,
  MarkAllNotificationsResultSchema,
  type Notification,
  type NotificationVerb,
  type NotificationActor,
  type NotificationTextAttributes,
  type NotificationUserRef,
  type NotificationPage,
  type MarkAllNotificationsResult,
} from './notifications/schemas/notification';
export {
  NotificationsQuery,
  NotificationFieldsFragment,
  type NotificationsQueryData,
  type NotificationsQueryVariables,
} from './notifications/graphql/queries/Notifications';
export {
  UnreadNotificationsCountQuery,
  type UnreadNotificationsCountQueryData,
} from './notifications/graphql/queries/UnreadNotificationsCount';
export { MarkNotificationsAsReadMutation } from './notifications/graphql/mutations/MarkNotificationsAsRead';
export { MarkNotificationsAsUnreadMutation } from './notifications/graphql/mutations/MarkNotificationsAsUnread';
export { MarkAllNotificationsAsReadMutation } from './notifications/graphql/mutations/MarkAllNotificationsAsRead';
export { notificationsCacheConfig } from './notifications/cache';
export {
  useNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type UseNotificationsOptions,
  type UseNotificationsResult,
} from './notifications/hooks/useNotifications';
export {
  useUnreadNotificationsCount,
  type UseUnreadNotificationsCountOptions,
  type UseUnreadNotificationsCountResult,
} from './notifications/hooks/useUnreadNotificationsCount';
export {
  useMarkNotificationsAsRead,
  useMarkNotificationsAsUnread,
  useMarkAllNotificationsAsRead,
  type UseMarkNotificationsAsReadResult,
  type UseMarkNotificationsAsUnreadResult,
  type UseMarkAllNotificationsAsReadResult,
} from './notifications/hooks/useMarkNotifications';
export { useOpenNotification } from './notifications/hooks/useOpenNotification';
export type { MutationOutcome } from './notifications/hooks/mutationOutcome';
export {
  groupNotifications,
  notificationGroupOf,
  NOTIFICATION_GROUP_LABELS,
  type NotificationGroup,
  type NotificationGroupLabel,
} from './notifications/rules/groupNotifications';
export {
  notificationText,
  trimText,
  NOTIFICATION_TEXT_TRIM,
  DELETED_COMMENT_TEXT,
  MISSING_USER_TEXT,
  type NotificationText,
  type NotificationTextSegment,
} from './notifications/rules/notificationText';

// Preferences (jotai)
export { navCollapsedState, NAV_COLLAPSED_STORAGE_KEY } from './preferences/states/navCollapsedState';
export {
  adminBarHiddenState,
  ADMIN_BAR_HIDDEN_STORAGE_KEY,
  isAdminBarToggleShortcut,
} from './preferences/states/adminBarHiddenState';
export {
  smallScreenWarningDismissedState,
  SMALL_SCREEN_WARNING_DISMISSED_STORAGE_KEY,
} from './preferences/states/smallScreenWarningDismissedState';
export {
  shouldShowSmallScreenWarning,
  SMALL_SCREEN_MAX_WIDTH,
  SMALL_SCREEN_WARNING_SKIPPED_PATHS,
} from './preferences/rules/smallScreenWarning';

// URL state
export {
  parseSearchParam,
  parseJsonSearchParam,
  parseCompressedSearchParam,
  compressSearchParam,
  decompressSearchParam,
  type DecompressOptions,
} from './url/searchParams';

// Book a demo
export {
  BookADemoFormSchema,
  bookADemoFieldErrors,
  PHONE_MIN_DIGITS,
  type BookADemoForm,
  type BookADemoRequest,
  type BookADemoFieldErrors,
} from './bookADemo/schemas/bookADemoForm';
export { isUkBusinessHours, salesBookingLink, UK_BUSINESS_HOURS, type SalesBookingUrls } from './bookADemo/rules/businessHours';
export { useBookADemo, type BookADemoResult, type UseBookADemoResult } from './bookADemo/hooks/useBookADemo';
export { useLogPaywall } from './plans/hooks/useLogPaywall';
export {
  useAdminSearch,
  useAdminUser,
  useAdminCompany,
  useAdminSession,
  useDemoRequests,
  useSalesInteractions,
  useAuditLog,
  useAdminActions,
  type AdminActions,
} from './admin/hooks/useAdmin';
export { adminChangeResetsSession, type AdminChange } from './admin/rules/sessionReset';
export type {
  AdminUser,
  AdminCompany,
  AdminTeam,
  AdminSession,
  AdminUserDetail,
  AdminCompanyDetail,
  AdminCompanyChange,
  AdminUserChange,
  DemoRequestEntry,
  SalesInteractionEntry,
  AuditEntry,
} from './admin/schemas/admin';

// Notices: URL-addressable filters, the wire request, chips, relevance and table columns
export {
  NOTICE_STAGES,
  NOTICE_STAGE_LABELS,
  NOTICE_SORT_FIELDS,
  NOTICE_FILTERS_PARAM,
  DEFAULT_NOTICE_FILTERS,
  NoticeFiltersSchema,
  DateRangeSchema,
  DATE_RANGE_ORDER_ERROR,
  isEmptyDateRange,
  ValueRangeSchema,
  parseNoticeFiltersParam,
  serialiseNoticeFilters,
  SUPPLIER_SME_CHOICES,
  SUPPLIER_SME_LABELS,
  type SupplierSmeChoice,
  type NoticeFilters,
  type NoticeStage,
  type NoticeSortField,
  type DateRange,
  type ValueRange,
} from './notices/schemas/noticeFilters';
export {
  toRecordSearchRequest,
  type RecordSearchRequest,
  type WireDateRange,
} from './notices/rules/recordSearchRequest';
export {
  RELATIVE_DATE_PRESETS,
  relativeDatePresetOf,
  relativeDateText,
  relativeRangeText,
  type RelativeDatePreset,
} from './notices/rules/relativeDates';
export {
  noticeFilterChips,
  clearNoticeFilters,
  type FilterChip,
  type ChipNames,
} from './notices/rules/filterChips';
export {
  relevanceLevel,
  relevanceLabel,
  groupSignals,
  SIGNAL_GROUP_LABELS,
  NO_SIGNAL_MATCH_TEXT,
  UPDATE_SIGNAL_SETTINGS,
  type RelevanceLevel,
  type SignalCategory,
  type MatchedSignal,
} from './notices/rules/relevance';
export { NoticesQuery, type NoticesQueryData, type NoticeRowData } from './notices/graphql/queries/Notices';
export { noticeKeys } from './notices/cache/keys';
export { noticesCacheConfig } from './notices/cache';
export { noticeListShows, type NoticeListQualificationFilter } from './notices/rules/noticeListFilter';
export {
  useCpvCodeTree,
  useOrganisationSearch as useFilterOrganisationSearch,
  useOrganisationNames,
  useBuyerCategories,
  useTeamSignals,
  useLotsByIds,
  lotLabel,
  type Loadable,
} from './notices/hooks/useNoticeFilterOptions';
export {
  QUALIFICATION_LABELS,
  type CpvCode as CpvTreeCode,
  type OrganisationOption as FilterOrganisationOption,
  type BuyerCategory,
} from './notices/schemas/filterOptions';
export { LotsByIdsQuery, type NoticeLotData } from './notices/graphql/queries/LotsByIds';
export { TeamSignalsQuery, type TeamSignalData } from './notices/graphql/queries/TeamSignals';
export {
  useNoticeSearch,
  toNoticeSearchInput,
  NOTICES_PAGE_SIZE,
  type UseNoticeSearchOptions,
  type UseNoticeSearchResult,
} from './notices/hooks/useNoticeSearch';
export {
  NOTICE_COLUMNS,
  NOTICE_COLUMN_IDS,
  defaultNoticeColumnState,
  type NoticeColumn,
  type NoticeColumnId,
} from './notices/rules/noticeColumns';
export {
  NOTICE_PAGE_SIZES,
  NOTICE_TABLE_PARAM,
  NoticeTableSchema,
  parseNoticeTableParam,
  serialiseNoticeTable,
  visibleNoticeColumns,
  noticeColumnStateFromUrl,
  type NoticePageSize,
  type NoticeTableState,
} from './notices/schemas/noticeTable';
export {
  noticeColumnsState,
  normaliseNoticeColumnState,
  type NoticeColumnState,
} from './notices/states/noticeColumnsState';

// Signals: saving suppliers as competitors/partners
export {
  SUPPLIER_SIGNAL_ENTRIES,
  SUPPLIER_SIGNAL_DATA_TYPE,
  SUPPLIER_PICKER_CATEGORIES,
  NO_SIGNAL_INPUT_MESSAGE,
  SIGNAL_SETTINGS_UPDATED,
  VIEW_SIGNAL_SETTINGS,
  COMPETITOR_AND_PARTNER_SAVE_ERROR,
  canSaveSupplierSignal,
  isSelectionSaved,
  signalActionFor,
  nextSignalGuids,
  updateSignalSettingsInput,
  signalSavedMessage,
  signalSaveFailedMessage,
  signalConfirmationText,
  canRenderSignalModal,
  selectAllCategoryLabel,
  supplierPickerEmptyText,
  type SupplierSignalType,
  type SupplierSignalAction,
  type UpdateSignalSettingsInput,
  type SignalModalRequest,
} from './signals/rules/supplierSignals';

export { hideSaveSupplierModalState, HIDE_SAVE_SUPPLIER_MODAL } from './signals/states/hideSaveSupplierModalState';
export { cpvTreeId, topmostCodes, expandCodes } from './signals/rules/cpvSelection';
export { SignalSettingsFieldsFragment, type SignalJson, type SignalSettingsData } from './signals/graphql/fragments/SignalSettingsFields';
export { SignalSettingsQuery, type SignalSettingsQueryData } from './signals/graphql/queries/SignalSettings';
export { SavedSuppliersQuery, type SavedSuppliersQueryData } from './signals/graphql/queries/SavedSuppliers';
export {
  UpdateSignalSettingsMutation,
  type SignalSettingsInput,
  type UpdateSignalSettingsMutationData,
} from './signals/graphql/mutations/UpdateSignalSettings';
export { signalsCacheConfig } from './signals/cache';
export { applySignalSettings, supplierSignalsOf } from './signals/cache/updates';
export { useSavedSuppliers, type UseSavedSuppliersResult } from './signals/hooks/useSavedSuppliers';
export { useSignalSettings, type UseSignalSettingsResult } from './signals/hooks/useSignalSettings';
export {
  useSupplierSignalSaving,
  type SignalSupplier,
  type PendingSignalChange,
  type SignalSaveOutcome,
  type UseSupplierSignalSavingOptions,
  type UseSupplierSignalSavingResult,
} from './signals/hooks/useSupplierSignalSaving';
export { useCpvCodes, type CpvCode, type UseCpvCodesResult } from './signals/hooks/useCpvCodes';
export {
  useSupplierOptions,
  SupplierOptionsQuery,
  SUPPLIER_PICKER_LIMIT,
  type SupplierOption,
} from './signals/hooks/useSupplierOptions';

// Feed preview
export {
  FEED_WINDOW_MONTHS,
  FEED_PAGE_SIZE,
  FEED_CAUTION_FEW_AT_MOST,
  FEED_CAUTION_MANY_AT_LEAST,
  FEED_COUNT_CAP,
  FEED_CAUTION_COPY,
  monthlyAverage,
  feedCaution,
  windowDays,
  feedCountLabel,
  matchedNoticesHeading,
  showingHeading,
  orderMatchReasons,
  type FeedCaution,
  type MatchReasonCategory,
} from './feedPreview/rules/feedPreview';
export { highlightSegments, type TextSegment } from './feedPreview/rules/highlight';
export {
  toCriteriaJson,
  FeedPreviewResponseSchema,
  AnnotateResponseSchema,
  type SignalCriteria,
  type FeedPreviewPage,
  type FeedPreviewRecord,
  type FeedSignal,
  type TextMatch,
} from './feedPreview/schemas/feedPreview';
export { useFeedPreview, type UseFeedPreviewOptions, type UseFeedPreviewResult } from './feedPreview/hooks/useFeedPreview';
export { useRecordAnnotation, type UseRecordAnnotationResult } from './feedPreview/hooks/useRecordAnnotation';

// Suppliers table
export {
  SUPPLIER_SEARCH_DEBOUNCE_MS,
  MAX_SIGNALS_PER_ROW,
  SELECT_ALL_MAX_RESULTS,
  hasRelevanceContext,
  effectiveSupplierSort,
  canSelectAllSuppliers,
  selectAllState,
  smeLabel,
  rowSignals,
  truncateAlias,
  savedSignalsEmptyTitle,
  type SupplierSort,
  type SupplierSortField,
  type SupplierSearchContext,
  type SupplierTab,
} from './suppliers/rules/supplierSearch';
export {
  toSupplierSearchInput,
  supplierFilterChips,
  clearSupplierFilters,
  awardsSearchFilters,
  tabEntity,
  type SavedSupplierSets,
  type SupplierFilterChip,
} from './suppliers/rules/supplierRequest';
export {
  SupplierTableFiltersSchema,
  DEFAULT_SUPPLIER_FILTERS,
  SUPPLIER_FILTERS_PARAM,
  SME_CHOICES,
  SME_CHOICE_LABELS,
  parseSupplierFiltersParam,
  serialiseSupplierFilters,
  type SupplierTableFilters,
  type SmeChoice,
} from './suppliers/schemas/supplierFilters';
export {
  SuppliersQuery,
  type SuppliersQueryData,
  type SupplierRowData,
  type SupplierSearchInput,
  type SupplierSpendData,
} from './suppliers/graphql/queries/Suppliers';
export {
  useSupplierSearch,
  SUPPLIERS_PAGE_SIZE,
  type UseSupplierSearchOptions,
  type UseSupplierSearchResult,
} from './suppliers/hooks/useSupplierSearch';
export { supplierColumnsState, normaliseSupplierColumnState, SUPPLIER_COLUMNS, type SupplierColumnId, type SupplierColumnState } from './suppliers/states/supplierColumnsState';

// Exports
export {
  EXPORT_FORMATS,
  ExportFormatSchema,
  ExportStatusSchema,
  ExportJobJsonSchema,
  FileExportSchema,
  RecordSearchFiltersSchema,
  SupplierFiltersSchema,
  type ExportFormat,
  type ExportStatus,
  type FileExport,
  type RecordSearchFilters,
  type SupplierFilters,
  type OrganisationSearchRequest,
} from './exports/schemas/exportJob';
export {
  ExportOrganisationsMutation,
  type ExportOrganisationsMutationData,
  type ExportOrganisationsVariables,
} from './exports/graphql/mutations/ExportOrganisations';
export { FileExportQuery, type FileExportQueryData } from './exports/graphql/queries/FileExport';
export {
  exportButtonState,
  exportMode,
  EXPORT_LIMIT_WITHOUT_PERMISSION,
  ASYNC_EXPORT_THRESHOLD,
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_MAX_POLLS,
  EXPORT_OVER_LIMIT_TOOLTIP,
  EXPORT_CHAT_ACTION_LABEL,
  type ExportButtonState,
} from './exports/rules/exportRules';
export {
  EXPORT_FAILED_MESSAGE,
  DOWNLOAD_FAILED_MESSAGE,
  ASYNC_EXPORT_FAILED_TITLE,
  ASYNC_EXPORT_FAILED_ACTION,
  asyncExportFailedMessage,
  type ExportFailure,
} from './exports/rules/exportMessages';
export {
  pollExport,
  ExportPollError,
  type ExportPollFailure,
  type PollExportOptions,
} from './exports/utils/pollExport';
export { fileNameFromDisposition, saveFileInBrowser } from './exports/utils/fetchFile';
export {
  useExport,
  type ExportTarget,
  type ExportState,
  type ExportOutcome,
  type UseExportOptions,
  type UseExportResult,
} from './exports/hooks/useExport';

// Leads: hide/restore, qualification, assignee, comments, seen-by
export {
  LeadSchema,
  QualificationSchema,
  ProcurementStageSchema,
  TeamUserSchema,
  CommentSchema,
  SeenByUserSchema,
  QUALIFICATIONS,
  type Lead,
  type Qualification,
  type ProcurementStage,
  type TeamUser,
  type Comment,
  type SeenByUser,
} from './leads/schemas/lead';
export { LeadFieldsFragment, CommentFieldsFragment } from './leads/graphql/fragments/LeadFields';
export { LeadQuery } from './leads/graphql/queries/Lead';
export {
  LeadsByQualificationQuery,
  type LeadsByQualificationVariables,
} from './leads/graphql/queries/LeadsByQualification';
export { CompanyUsersQuery } from './leads/graphql/queries/CompanyUsers';
export { CommentsQuery } from './leads/graphql/queries/Comments';
export {
  RecordWorkspaceQuery,
  RecordWorkspaceFieldsFragment,
  type RecordWorkspace,
} from './leads/graphql/queries/RecordWorkspace';
export {
  CreateQualificationMutation,
  type CreateQualificationInput,
} from './leads/graphql/mutations/CreateQualification';
export { DeleteQualificationMutation } from './leads/graphql/mutations/DeleteQualification';
export { AssignLeadMutation } from './leads/graphql/mutations/AssignLead';
export { CreateCommentMutation } from './leads/graphql/mutations/CreateComment';
export { UpdateCommentMutation } from './leads/graphql/mutations/UpdateComment';
export { DeleteCommentMutation } from './leads/graphql/mutations/DeleteComment';
export { MarkRecordSeenMutation } from './leads/graphql/mutations/MarkRecordSeen';
export { leadsCacheConfig } from './leads/cache';
export {
  applyQualificationToLists,
  moveCommentCount,
  QUALIFICATION_FILTERED_FIELDS,
} from './leads/cache/updates';
export {
  hideQualificationFor,
  isHidden,
  qualificationAfterContactCopy,
  matchesQualificationFilter,
  HIDING_QUALIFICATIONS,
  QUALIFICATION_MESSAGES,
} from './leads/rules/qualification';
export {
  mentionCandidates,
  formatMention,
  commentSegments,
  truncateComment,
  fullName,
  MENTION_PATTERN,
  COMMENT_TRUNCATE_AT,
  COMMENT_COPY,
  type CommentSegment,
} from './leads/rules/mentions';
export {
  useLead,
  useLeadsByQualification,
  useCompanyUsers,
  useRecordWorkspace,
  type QueryState,
} from './leads/hooks/useLead';
export {
  useHideLead,
  useQualifyLead,
  useAssignLead,
  useMarkRecordSeen,
  assigneeOptions,
  type ActionOutcome,
  type QualifyContext,
} from './leads/hooks/useLeadActions';
export { useComments } from './leads/hooks/useComments';

// Lists: notice lists (record/user lists) and buyer lists
export {
  BuyerListSchema,
  RecordListSchema,
  SharingTypeSchema,
  NewRecordListSchema,
  newBuyerListSchema,
  type BuyerList,
  type RecordList,
  type SharingType,
  type NewBuyerListForm,
} from './lists/schemas/newBuyerList';
export { RecordListsQuery, RecordListFieldsFragment } from './lists/graphql/queries/RecordLists';
export {
  BuyerListsQuery,
  BuyerListFieldsFragment,
  type BuyerListGroupsData,
} from './lists/graphql/queries/BuyerLists';
export {
  AddRecordToListMutation,
  type RecordListMembershipData,
} from './lists/graphql/mutations/AddRecordToList';
export { RemoveRecordFromListMutation } from './lists/graphql/mutations/RemoveRecordFromList';
export { CreateRecordListMutation } from './lists/graphql/mutations/CreateRecordList';
export { CreateBuyerListMutation } from './lists/graphql/mutations/CreateBuyerList';
export { AddBuyersToListMutation, type BuyerListChangeData } from './lists/graphql/mutations/AddBuyersToList';
export { RemoveBuyersFromListMutation } from './lists/graphql/mutations/RemoveBuyersFromList';
export { UpdateRecordListMutation } from './lists/graphql/mutations/UpdateRecordList';
export { DeleteRecordListMutation } from './lists/graphql/mutations/DeleteRecordList';
export { UpdateBuyerListMutation } from './lists/graphql/mutations/UpdateBuyerList';
export { DeleteBuyerListMutation } from './lists/graphql/mutations/DeleteBuyerList';
export { BuyerListQuery } from './lists/graphql/queries/BuyerList';
export { BuyerPickerQuery, type BuyerOption } from './lists/graphql/queries/BuyerPicker';
export { RecordListMembershipsQuery } from './lists/graphql/queries/RecordListMemberships';
export { listsCacheConfig } from './lists/cache';
export {
  buyerListToggle,
  allInList,
  searchBuyerLists,
  isSavedInAnyList,
  type BuyerListToggle,
} from './lists/rules/buyerListMembership';
export { LIST_MESSAGES } from './lists/rules/listMessages';
export {
  useRecordLists,
  useSaveRecordToList,
  useCreateRecordList,
  useBuyerLists,
  useToggleBuyersInList,
  useCreateBuyerList,
  useBuyerList,
  useRecordListMemberships,
  useBuyerPicker,
  useUpdateBuyerList,
  useUpdateRecordList,
  useDeleteBuyerList,
  useDeleteRecordList,
  type ListOutcome,
  type InvalidForm,
} from './lists/hooks/useLists';

// Bid/no-bid reports and credits
export {
  BidReportQuery,
  BidReportsQuery,
  RemainingCreditsQuery,
  CreateBidReportMutation,
  UpdateBidReportAnswerMutation,
  UpdateBidReportPublicityMutation,
  type BidReportData,
  type BidReportQuestionData,
  type BidRecommendation,
  type BidAnswerRating,
  type CreditsData,
} from './bids/graphql/bidReports';
export {
  useBidCredits,
  useBidReport,
  useBidReports,
  useGenerateBidReport,
  useUpdateBidAnswer,
  useBidReportPublicity,
  usePublicBidReport,
  isPaywallError,
  PublicBidReportSchema,
  type PublicBidReport,
  type GenerateOutcome,
} from './bids/hooks/useBids';
export {
  BID_MESSAGES,
  BID_REPORT_CREDIT,
  RECOMMENDATION_LABELS,
  RATING_LABELS,
  creditsLabel,
  hasBidCredits,
  shouldShowBidPrompt,
  bidQualificationPath,
  publicBidReportPath,
  bidReportPdfPath,
} from './bids/rules/bids';
export { bidsCacheConfig } from './bids/cache';
export { bidPromptDismissedState, BID_PROMPT_DISMISSED_STORAGE_KEY } from './preferences/states/bidPromptDismissedState';
export { bidPromptOpportunityState } from './bids/states/bidPromptState';
export { useBidProjects } from './bids/hooks/useBidProjects';
export {
  BID_PROJECT_MESSAGES,
  BID_PROJECT_QUALIFICATIONS,
  bidDueDate,
  bidProjectStageIds,
  dueLabel,
} from './bids/rules/bidProjects';

// Opportunities from notices
export {
  OpportunityFieldsFragment,
  type OpportunityListItem,
} from './opportunities/graphql/queries/OpportunityFields';
export {
  OpportunitiesQuery,
  type OpportunitiesVariables,
} from './opportunities/graphql/queries/Opportunities';
export { EntityOpportunitiesQuery } from './opportunities/graphql/queries/EntityOpportunities';
export {
  OpportunityWorkflowQuery,
  type OpportunityWorkflowData,
} from './opportunities/graphql/queries/OpportunityWorkflow';
export { OpportunityFormSchemaQuery } from './opportunities/graphql/queries/OpportunityFormSchema';
export {
  CreateOpportunityMutation,
  type CreateOpportunityVariables,
  type OpportunityEntityInput,
} from './opportunities/graphql/mutations/CreateOpportunity';
export { AddOpportunityEntitiesMutation } from './opportunities/graphql/mutations/AddOpportunityEntities';
export { RemoveOpportunityEntityMutation } from './opportunities/graphql/mutations/RemoveOpportunityEntity';
export { opportunitiesCacheConfig, linkEntities } from './opportunities/cache';
// The opportunity pipeline (issue 12): table, board, page
export {
  type PipelineOpportunity,
  type PipelineStage,
  type PipelineUser,
  type OpportunityDetail,
} from './opportunities/graphql/pipeline/fields';
export {
  OpportunityPipelineQuery,
  OpportunityQuery,
  UpdateOpportunityMutation,
  DeleteOpportunityMutation,
  BulkUpdateOpportunityStageMutation,
  BulkAssignOpportunitiesMutation,
  type PipelineSearch,
  type OpportunityUpdateInput,
} from './opportunities/graphql/pipeline/operations';
export {
  adjacentStage,
  boardColumns,
  workflowStages,
  stageAppearance,
  pipelineSearch,
  EMPTY_PIPELINE_FILTERS,
  PIPELINE_SORTS,
  PIPELINE_MESSAGES,
  UNASSIGNED_FILTER,
  BOARD_LIMIT,
  NO_STAGE_TITLE,
  organisationsToAdd,
  type BoardColumn,
  type PipelineFilters,
  type PipelineSort,
  type StageTone,
  type StageIcon,
} from './opportunities/rules/pipeline';
export {
  useWorkflowStages,
  useOpportunityTable,
  useOpportunityBoard,
  useOpportunity,
  useUpdateOpportunity,
  useDeleteOpportunity,
  useBulkOpportunities,
  useRemoveOpportunityLink,
  useRegenerateBuyerSummary,
  useAddOpportunityLink,
  type PipelineOutcome,
} from './opportunities/hooks/usePipeline';
export { useOpportunityComments } from './opportunities/hooks/useOpportunityComments';
export {
  defaultOpportunityStageId,
  formatBuyerMatchCount,
  OPPORTUNITY_PAGE_SIZE,
  OPPORTUNITY_MESSAGES,
  type WorkflowTransition,
  type StageDefaultContext,
} from './opportunities/rules/stageDefault';
export {
  CreateOpportunityFormSchema,
  parseCreateOpportunity,
  canSubmitOpportunity,
  type CreateOpportunityForm,
  type CreateOpportunityValues,
  type ParsedOpportunity,
} from './opportunities/schemas/createOpportunityForm';
export {
  useOpportunitySearch,
  useEntityOpportunities,
  useOpportunityForm,
  useCreateOpportunity,
  useSaveToOpportunity,
  type OpportunityOutcome,
} from './opportunities/hooks/useOpportunities';

// Share via email
export {
  ShareFormSchema,
  ShareResponseSchema,
  SHARE_MESSAGES,
  splitEmails,
  shareFormError,
  shareRequestBody,
  type ShareForm,
  type ShareResponse,
} from './sharing/schemas/shareForm';
export { useShareViaEmail, type ShareOutcome } from './sharing/hooks/useShareViaEmail';
export { SharedRecordSchema, ShareTokenSchema, type SharedRecord } from './sharing/schemas/shareLink';
export { SHARE_LINK_COPY, parseShareToken, shareLinkProblem, type ShareLinkProblem } from './sharing/rules/shareLink';
export { useShareLink, type ShareLinkState } from './sharing/hooks/useShareLink';

// Records: the record page and preview (read, free award unlock, timeline, AI summary, source links)
export {
  RecordDetailFieldsFragment,
  type RecordDetail,
  type RecordNotice,
  type RecordLot,
  type RecordContract,
  type RecordOrg,
  type AwardAccess,
  type DeliveryRegion,
} from './records/graphql/fragments/RecordDetailFields';
export { RecordQuery } from './records/graphql/queries/Record';
export { UnlockAwardMutation } from './records/graphql/mutations/UnlockAward';
export { recordsCacheConfig } from './records/cache';
export { useRecord, useUnlockAward } from './records/hooks/useRecord';
export { useRecordTimeline, useRecordSummary, type RestState, type UseRecordSummaryOptions } from './records/hooks/useRecordRest';
export { withRetries, SUMMARY_RETRIES, SUMMARY_RETRY_DELAY_MS } from './records/hooks/retry';
export { RecordTimelineSchema, type RecordTimeline } from './records/schemas/timeline';
export { RecordSummarySchema, SUMMARY_SECTIONS, summarySections, type RecordSummary, type SummaryAttribute } from './records/schemas/summary';
export { RECORD_COPY, seenByNames } from './records/rules/recordCopy';
export { timelineSteps, type TimelineStepView, type TimelineStepKey } from './records/rules/timeline';
export { findDecisionMakerHref, extensionMonthsBetween } from './records/rules/contactsLink';
export { PORTALS, portalOfOcid, alsoPublishedOnText, type PortalName } from './records/rules/portals';
export {
  sourceLinkPlan,
  openSourceLink,
  TWO_STEP_PORTALS,
  TWO_STEP_DELAY_MS,
  type SourceLinkPlan,
  type WindowOpener,
} from './records/rules/sourceLink';

// Saved views (spec 2§3, 2§7)
export {
  SAVED_VIEW_SHARING,
  SAVED_VIEW_SHARING_LABELS,
  SaveViewFormSchema,
  type SavedView,
  type SavedViewDefinition,
  type SavedViewSharing,
  type PinnedSavedView,
  type SaveViewForm,
} from './savedViews/schemas/savedView';
export { noticeViewDefinition, noticeFiltersFromView } from './savedViews/rules/noticeView';
export { useAlerts, type AlertOutcome } from './alerts/hooks/useAlerts';
export { useUnsubscribe, parseUnsubscribeToken, type AlertStatus } from './alerts/hooks/useUnsubscribe';
export { withAlert, withoutAlert, withPaused, failingMessage } from './alerts/rules/alertList';
export { AlertFormSchema, toAlertWrite, type Alert, type AlertForm, type NotificationSettings } from './alerts/schemas/alert';
export {
  ALERT_DESTINATIONS,
  ALERT_DESTINATION_LABELS,
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  alertNeedsWebhook,
  type AlertDestination,
  type AlertFrequency,
} from './alerts/rules/index';
export { useSavedViews, withPins, pinnedViews, movedRank, type SavedViewOutcome } from './savedViews/hooks/useSavedViews';

// Buyer, supplier and framework pages
export {
  BuyerDetailsSchema,
  BuyerCpvStatsSchema,
  BuyerSuppliersPageSchema,
  SupplierDetailsSchema,
  SupplierBuyersPageSchema,
  OrganisationSearchPageSchema,
  BuyersStatsSchema,
  FrameworkDetailsSchema,
  CallOffsPageSchema,
  type BuyerDetails,
  type BuyerCpvStats,
  type CpvStat,
  type SpendStats,
  type BuyerSuppliersPage,
  type BuyerSupplierRow,
  type SupplierDetails,
  type SupplierBuyersPage,
  type SupplierBuyerRow,
  type OrganisationSearchPage,
  type OrganisationOption,
  type BuyerStatsRow,
  type FrameworkDetails,
  type CallOffsPage,
  type CallOffRow,
} from './organisations/schemas/organisations';
export {
  LOOKBACK_YEARS,
  DEFAULT_LOOKBACK_YEARS,
  SEE_CONTRACTS_TOOLTIP,
  MISSING_FIGURE,
  clampPercent,
  formatGbp,
  formatCount,
  formatSmePercent,
  formatAverage,
  upcomingExpiriesLabel,
  UPCOMING_EXPIRY_YEARS,
  awardSummaryFigures,
  cpvBars,
  cpvDivision,
  awardsSearchFilters as buyerAwardsSearchFilters,
  awardsSearchHref,
  type LookbackYears,
  type CpvStatsMode,
  type CpvBar,
} from './organisations/rules/buyerStats';
export {
  BUYER_PICKER_MIN_CHARS,
  DEFAULT_BUYER_COUNTRY_CODES,
  BUYER_PICKER_LIMIT,
  BUYERS_PAGE_SIZE,
  BUYER_SUPPLIERS_PAGE_SIZE,
  shouldSearchBuyers,
} from './organisations/rules/organisationSearch';
export { supplierAwardsFilters, supplierExpiriesFilters } from './organisations/rules/supplierPages';
export { useRestRead, type RestRead } from './organisations/hooks/useRestRead';
export {
  useBuyerDetails,
  useBuyerCpvStats,
  useBuyerSuppliers,
  useSupplierDetails,
  useSupplierBuyers,
  useOrganisationSearch,
  useBuyerSearch,
  useBuyersStats,
  useFramework,
  useFrameworkCallOffs,
  useBuyerOptionsLoader,
  type BuyerSuppliersRequest,
  type OrganisationSearchRequest as OrganisationSearchParams,
} from './organisations/hooks/organisationHooks';
export { useDebouncedValue } from './lib/useDebouncedValue';
export { supplierExportTarget } from './suppliers/rules/supplierExportTarget';

// Plans, data types and export limits: one definition shared with the server (also `@tenderlens/domain/plans`).
export { PLANS, PLAN_DATA_TYPES, dataTypesForPlan, planIncludes, isGuestPlan, type Plan } from './plans/index';
export { SYNC_SOURCES, SYNC_SOURCE_LABELS, isSyncSourceId, type SyncSourceId } from './sync/sources';
export { DataFreshnessSchema, SyncSourcesSchema, latestSync, type DataFreshness, type SyncSources } from './sync/schemas';
export { useDataFreshness, useSyncSources, useRunSync, type ResourceResult } from './sync/hooks/useSync';

// Home (`/`): the cards' rules (also `@tenderlens/domain/home`, read by the server), schemas and hook.
export {
  HOME_ACTIVITY_DAYS,
  HOME_ACTIVITY_ROWS,
  HOME_ALERT_ROWS,
  HOME_CARD_ROWS,
  HOME_CLOSING_DAYS,
  HOME_EXPIRY_MONTHS,
  HOME_FIRST_VISIT_DAYS,
  HOME_NOTICE_CARDS,
  HOME_VISIT_GAP_MINUTES,
  homeCardFilters,
  homeSince,
  noticesHref,
  recordVisit,
  type HomeCardContext,
  type HomeNoticeCardKind,
  type HomeVisitState,
} from './home/rules/homeCards';
export {
  HomeSchema,
  type Home,
  type HomeActivityItem,
  type HomeActivityKind,
  type HomeAlertItem,
  type HomeLock,
  type HomeNoticeCard,
  type HomeNoticeItem,
} from './home/schemas/home';
export { HomeQuery } from './home/graphql/queries/Home';
export { RecordHomeVisitMutation, type HomeVisit } from './home/graphql/mutations/RecordHomeVisit';
export { useHome, type UseHomeResult } from './home/hooks/useHome';

// Accounts (issue 13)
export {
  PASSWORD_MIN_LENGTH,
  MAX_INVITATIONS,
  DOWNGRADE_FAILED_MESSAGE,
  SignUpFormSchema,
  ResetRequestFormSchema,
  NewPasswordFormSchema,
  AcceptInvitationFormSchema,
  InviteFormSchema,
  fieldErrorsOf,
  type SignUpForm,
  type Account,
  type TeamMember,
  type Invitation,
  type SubscriptionSummary,
  type DisplaySettings,
  type AccountSession,
  type InvitationLookup,
} from './accounts/schemas/accounts';
export {
  useSignUp,
  useVerifyEmail,
  useRequestPasswordReset,
  useSetNewPassword,
  useInvitationLookup,
  useAcceptInvitation,
  PUBLIC_CALL_MESSAGES,
  type PublicCallError,
  type PublicCallResult,
} from './accounts/hooks/usePublicAccount';
export {
  useAccount,
  useTeam,
  useSwitchTeam,
  useSubscription,
  useDisplaySettings,
  useSessions,
  useSendVerificationEmail,
} from './accounts/hooks/useAccount';
export { ROLE_LABELS, lastSeenLabel, deviceLabel, withMemberChange, columnsForDisplaySettings, type MemberChange } from './accounts/rules';
export {
  SOLD_PLANS,
  PLAN_NAMES,
  PRICES,
  BILLING_PERIODS,
  PLAN_CARDS,
  SALES_STUDIO_COMPARISON,
  BID_STUDIO_COMPARISON,
  CUSTOMER_SUCCESS_TIERS,
  CUSTOMER_SUCCESS_ROWS,
  ADD_ONS,
  PLANS_PAGE_COPY,
  PAYWALL_TYPES,
  /** The data types an admin may grant a company on top of its plan (all of them). */
  DATA_TYPES as DATA_TYPES_FOR_ADMIN,
  isPaywallType,
  paywallFor,
  paywallPlanNote,
  requiredPlan,
  currentSoldPlan,
  type SoldPlan,
  type BillingPeriod,
  type PlanCard,
  type ComparisonSection,
  type ComparisonRow,
  type ComparisonValue,
  type AddOn,
  type PaywallType,
  type Paywall,
  type PaywallRequirement,
} from './plans/index';

// Contacts and contact requests (spec 1§2.11–12; also `@tenderlens/domain/contacts`, read by the server).
export * from './contacts/rules/index';
export {
  CONTACT_FILTERS_PARAM,
  ContactFilterSchema,
  contactsPathForBuyer,
  parseContactFiltersParam,
  serialiseContactFilters,
} from './contacts/schemas/contactFilters';
export {
  ContactsQuery,
  ExportContactsMutation,
  OutreachOpportunitiesQuery,
  RequestOutreachContactsMutation,
  type ContactData,
  type ContactsQueryData,
  type OutreachOpportunityData,
} from './contacts/graphql/operations';
export {
  isContactsPermissionError,
  useAdminContactRequests,
  useBuyerContacts,
  useContacts,
  useCopyContactDetails,
  useOutreachOpportunities,
  useRequestContacts,
  type ContactRequestContext,
  type ContactRequestOutcome,
  type CopyOutcome,
  type UseContactsResult,
} from './contacts/hooks/useContacts';
export { contactsCacheConfig } from './contacts/cache/index';
export { contactExportTarget } from './contacts/hooks/contactExportTarget';
// AI outreach and CRM integrations (HubSpot, Salesforce)
export * from './crm/rules/index';
export {
  IntegrationProviderQuery,
  DisconnectCrmMutation,
  UpdateCrmFieldMappingMutation,
  GenerateOutreachMutation,
  type IntegrationProviderData,
  type HubspotIdTokenData,
  type OutreachResponseData,
  type OutreachInputData,
} from './crm/graphql/crm';
export type { CrmFieldData, CrmFormData, CrmAccountData, CrmSendResult } from './crm/schemas/crm';
export {
  useIntegrationProvider,
  useHubspotIdToken,
  useConnectCrm,
  useDisconnectCrm,
  useUpdateCrmFieldMapping,
  parseFieldMapping,
  useCrmFields,
  useCrmForm,
  usePropertyValues,
  useCrmAccountSearch,
  useSendToCrm,
  useSendContactToCrm,
  useDescribeContact,
  type AccountSearchState,
  type CrmSendOutcome,
  type CrmContactInput,
  type CrmContactOutcome,
  type ConnectOutcome,
} from './crm/hooks/useCrm';
export { useGenerateOutreach, type OutreachState, type OutreachTarget } from './crm/hooks/useOutreach';
export { outreachDefaultsState, hideEmailSetupHelpState, OUTREACH_DEFAULTS_STORAGE_KEY, HIDE_EMAIL_SETUP_HELP_STORAGE_KEY } from './crm/states/outreachStates';
export { crmCacheConfig } from './crm/cache';
// Frameworks and invoiced spend (issue 15).
export * from './frameworks/rules/index';
export { useFrameworkSearch, useFrameworkExport, toFrameworkSearchInput, fromFrameworksQuery, type FrameworkExportState } from './frameworks/hooks/frameworkHooks';
export { FrameworksQuery, type FrameworkData, type FrameworkSearchInput, type FrameworksQueryData } from './frameworks/graphql/operations';
export { frameworksCacheConfig } from './frameworks/cache/index';
export { FrameworkSearchSchema, type FrameworkSearchRequest, type FrameworkSearchResult, type FrameworkListRow } from './frameworks/schemas/frameworks';
export * from './spend/rules/index';
export { useSpendBuyers, useSpendOverview, useRequestSpend, fromSpendOverview, type SpendOverviewRequest } from './spend/hooks/spendHooks';
export { SpendBuyersQuery, SpendOverviewQuery, type SpendBuyerData, type SpendOverviewData, type SpendSearchInput } from './spend/graphql/operations';
export { spendCacheConfig } from './spend/cache/index';
export { SpendOverviewSchema, SpendBuyersSchema, type SpendOverview, type SpendBuyer, type InvoicedSpendStats } from './spend/schemas/spend';
// Reports: custom briefings, industry reports, the Content library and the admin editor
export * from './reports/rules/reports';
export * from './reports/graphql/reports';
export { useReports, useReport, useContentLibrary, useAdminReports, useReportAuthoring, useReportDownload, type EditOutcome } from './reports/hooks/useReports';
export { reportsCacheConfig } from './reports/cache';
export {
  INDUSTRIES,
  ONBOARDING_STEPS,
  ONBOARDING_TEMPLATES,
  industryName,
  needsOnboarding,
  onboardingTemplate,
  resumeStep,
  templatesForIndustry,
  type IndustryId,
  type OnboardingStepId,
  type OnboardingTemplate,
} from './onboarding/templates';
export { useOnboardingActions, useOnboardingTemplates } from './onboarding/hooks/useOnboarding';
export type { OnboardingTemplateData, OnboardingTemplates } from './onboarding/schemas/onboarding';
export type { AdminContactRequest } from './contacts/schemas/contactJson';
// Documents (issue 15): hooks, GraphQL shapes and cache rules; the file rules are `@tenderlens/domain/files`.
export {
  DOCUMENT_MESSAGES,
  DOCUMENT_POLL_MS,
  uploadProblem,
  useDeleteDocument,
  useDocumentHighlight,
  useDocuments,
  useReprocessDocument,
  useUploadDocument,
  useUploadLink,
  usePendingUploads,
  useDocumentFolder,
  useCreateFolder,
  useMoveDocument,
  useRenameFolder,
  useMoveFolder,
  useDeleteFolder,
  linkProblem,
  type FolderOutcome,
  type PendingUpload,
  type UploadOutcome,
} from './documents/hooks/useDocuments';
export type { DocumentData, DocumentsPageData, HighlightData, DocumentFolderData, DocumentFolderEntryData } from './documents/graphql/documents';
export { documentsCacheConfig } from './documents/cache';

// Regions (spec 2§3 Region, 2§7 regions): NUTS regions for the buyer-region filter and buyer locations.
export { RegionsQuery, type RegionData, type RegionSearchRequest, type RegionsQueryData } from './regions/graphql/operations';
export { useRegions, type UseRegionsResult } from './regions/hooks/useRegions';
export { regionsCacheConfig } from './regions/cache/index';
export { REGION_FILTER_REQUEST, REGION_FILTER_MAX_LEVEL, regionFilterItems, regionName, type RegionFilterItem } from './regions/rules/index';
export {
  BID_RESPONSE_MESSAGES,
  BID_RESPONSE_POLL_MS,
  bidResponsesExportPath,
  isBidResponseForbidden,
  responseProgressLabel,
  useBidResponse,
  useBidResponseProgress,
  useBidResponses,
  useDeleteBidResponse,
  useRetryBidResponseExtraction,
  useUpdateBidResponse,
  useUploadTenderDocument,
  type BidResponseOutcome,
} from './bidResponses/hooks/useBidResponses';
export type {
  BidResponseChangeData,
  BidResponseData,
  BidResponseInput,
  BidResponseProgressData,
  BidResponseSourceData,
  BidResponseStageData,
  BidResponsesData,
  BidResponseUserData,
} from './bidResponses/graphql/bidResponses';
export { bidResponsesCacheConfig } from './bidResponses/cache';
