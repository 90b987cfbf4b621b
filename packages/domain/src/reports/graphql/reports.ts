import { gql } from '@urql/core';
import type { ReportRecordData, ReportSectionType, ReportType } from '../rules/reports';

export type { ReportRecordData };

export interface ReportContactGroupData {
  group: string;
  total: number;
  locked: boolean;
  contacts: { guid: string; name: string; jobTitle: string; email: string | null; phone: string | null; seniority: string }[];
}

export interface ReportSectionData {
  __typename?: 'ReportSection';
  id: string;
  position: number;
  sectionType: ReportSectionType;
  title: string | null;
  /** The authored content (JSON text) of the section type. */
  contentJson: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  records: ReportRecordData[];
  contactGroups: ReportContactGroupData[];
}

export interface ReportDocumentData {
  ref: string;
  title: string;
  description: string | null;
  caption: string | null;
  url: string | null;
  /** `/reports/{reportId}/documents/{ref}`. */
  path: string;
  mimeType: string | null;
  sizeBytes: number | null;
}

export interface ReportSummaryData {
  __typename?: 'Report';
  id: string;
  title: string;
  description: string | null;
  reportType: ReportType;
  label: string | null;
  publishedAt: string | null;
  pdfUrl: string;
  coverImageUrl: string | null;
  company: { guid: string; name: string } | null;
  updatedAt: string;
}

export interface ReportData extends ReportSummaryData {
  adminNotes: string | null;
  documents: ReportDocumentData[];
  sections: ReportSectionData[];
}

export interface LinkedArticleData {
  url: string;
  title: string;
  caption: string | null;
  description: string | null;
  srcUrl: string | null;
  reportId: string;
  reportTitle: string;
}

export const ReportSummaryFieldsFragment = gql`
  fragment ReportSummaryFields on Report {
    id
    title
    description
    reportType
    label
    publishedAt
    pdfUrl
    coverImageUrl
    company {
      guid
      name
    }
    updatedAt
  }
`;

export const ReportFieldsFragment = gql`
  fragment ReportFields on Report {
    ...ReportSummaryFields
    adminNotes
    documents {
      ref
      title
      description
      caption
      url
      path
      mimeType
      sizeBytes
    }
    sections {
      id
      position
      sectionType
      title
      contentJson
      answer
      answeredBy
      answeredAt
      records {
        guid
        name
        stage
        leadSignals {
          id
          name
          category
          colour
        }
        publishDate
        canonicalUrlPath
        buyerName
        value
        valueSrc
        currency
        closeDate
        expiryDate
        description
        redacted
      }
      contactGroups {
        group
        total
        locked
        contacts {
          guid
          name
          jobTitle
          email
          phone
          seniority
        }
      }
    }
  }
  ${ReportSummaryFieldsFragment}
`;

export const ReportsQuery = gql<{ reports: ReportSummaryData[] }, { reportType: ReportType }>`
  query Reports($reportType: String!) {
    reports(reportType: $reportType) {
      ...ReportSummaryFields
    }
  }
  ${ReportSummaryFieldsFragment}
`;

export const ReportQuery = gql<{ report: ReportData }, { id: string }>`
  query Report($id: ID!) {
    report(id: $id) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const ContentLibraryQuery = gql<{ contentLibrary: { reports: ReportSummaryData[]; articles: LinkedArticleData[] } }, Record<string, never>>`
  query ContentLibrary {
    contentLibrary {
      reports {
        ...ReportSummaryFields
      }
      articles {
        url
        title
        caption
        description
        srcUrl
        reportId
        reportTitle
      }
    }
  }
  ${ReportSummaryFieldsFragment}
`;

export const AdminReportsQuery = gql<{ adminReports: ReportSummaryData[] }, Record<string, never>>`
  query AdminReports {
    adminReports {
      ...ReportSummaryFields
    }
  }
  ${ReportSummaryFieldsFragment}
`;

export interface ReportInputData {
  title: string;
  description?: string | null;
  adminNotes?: string | null;
  label?: string | null;
  coverImageUrl?: string | null;
}

export const CreateReportMutation = gql<
  { createReport: ReportData },
  { input: ReportInputData & { reportType: ReportType; companyGuid?: string | null } }
>`
  mutation CreateReport($input: CreateReportInput!) {
    createReport(input: $input) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const UpdateReportMutation = gql<{ updateReport: ReportData }, { id: string; input: ReportInputData }>`
  mutation UpdateReport($id: ID!, $input: ReportInput!) {
    updateReport(id: $id, input: $input) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const DeleteReportMutation = gql<{ deleteReport: boolean }, { id: string }>`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`;

export const PublishReportMutation = gql<
  { publishReport: ReportData },
  { id: string; published: boolean; reportType?: ReportType | null; companyGuid?: string | null }
>`
  mutation PublishReport($id: ID!, $published: Boolean!, $reportType: String, $companyGuid: String) {
    publishReport(id: $id, published: $published, reportType: $reportType, companyGuid: $companyGuid) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const AddReportSectionMutation = gql<
  { addReportSection: ReportData },
  { reportId: string; sectionType: ReportSectionType; title?: string | null; contentJson: string }
>`
  mutation AddReportSection($reportId: ID!, $sectionType: String!, $title: String, $contentJson: String!) {
    addReportSection(reportId: $reportId, sectionType: $sectionType, title: $title, contentJson: $contentJson) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const UpdateReportSectionMutation = gql<{ updateReportSection: ReportData }, { id: string; title?: string | null; contentJson: string }>`
  mutation UpdateReportSection($id: ID!, $title: String, $contentJson: String!) {
    updateReportSection(id: $id, title: $title, contentJson: $contentJson) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const RemoveReportSectionMutation = gql<{ removeReportSection: ReportData }, { id: string }>`
  mutation RemoveReportSection($id: ID!) {
    removeReportSection(id: $id) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const MoveReportSectionMutation = gql<{ moveReportSection: ReportData }, { id: string; position: number }>`
  mutation MoveReportSection($id: ID!, $position: Int!) {
    moveReportSection(id: $id, position: $position) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const AnswerReportQuestionMutation = gql<{ answerReportQuestion: ReportData }, { id: string }>`
  mutation AnswerReportQuestion($id: ID!) {
    answerReportQuestion(id: $id) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;

export const RemoveReportDocumentMutation = gql<{ removeReportDocument: ReportData }, { reportId: string; ref: string }>`
  mutation RemoveReportDocument($reportId: ID!, $ref: String!) {
    removeReportDocument(reportId: $reportId, ref: $ref) {
      ...ReportFields
    }
  }
  ${ReportFieldsFragment}
`;
