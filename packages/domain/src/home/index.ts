/** `@tenderlens/domain/home`: Home's pure rules, also read by the server (no React, no urql). */
export * from './rules/homeCards';
export { serialiseNoticeFilters, type NoticeFilters } from '../notices/schemas/noticeFilters';
export { toRecordSearchRequest, type RecordSearchRequest } from '../notices/rules/recordSearchRequest';
