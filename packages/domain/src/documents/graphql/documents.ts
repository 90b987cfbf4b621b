import { gql } from '@urql/core';
import type { DocumentOwnerType, DocumentStatus } from '../../files/index';

/** A document as the documents screen and the owner sections show it (GraphQL `Document`). */
export interface DocumentData {
  __typename?: 'Document';
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  documentType: string | null;
  fileName: string;
  uiPath: string;
  status: DocumentStatus;
  error: string | null;
  pageCount: number | null;
  sizeBytes: number;
  publishedAt: string | null;
  createdAt: string;
  signalScore: number;
  ownerType: DocumentOwnerType | null;
  ownerGuid: string | null;
  downloadUrl: string;
}

export interface DocumentsPageData {
  __typename?: 'DocumentsPage';
  total: number;
  /** More than 500 matches: the total is the server's estimate. */
  totalIsEstimate: boolean;
  documents: DocumentData[];
}

export const DocumentsQuery = gql<{ documents: DocumentsPageData }, { query?: string | null; ownerGuid?: string | null; page?: number; pageSize?: number }>`
  query Documents($query: String, $ownerGuid: ID, $page: Int, $pageSize: Int) {
    documents(query: $query, ownerGuid: $ownerGuid, page: $page, pageSize: $pageSize) { total totalIsEstimate documents { id title description category documentType fileName uiPath status error pageCount sizeBytes publishedAt createdAt signalScore ownerType ownerGuid downloadUrl } }
  }
`;

export interface HighlightData {
  id: string;
  title: string;
  passages: { segments: { text: string; match: boolean }[] }[];
}

export const HighlightDocumentQuery = gql<{ highlightDocument: HighlightData }, { id: string; query: string }>`
  query HighlightDocument($id: ID!, $query: String!) {
    highlightDocument(id: $id, query: $query) { id title passages { segments { text match } } }
  }
`;

export const DeleteCustomerDocumentMutation = gql<{ deleteCustomerDocument: string }, { id: string }>`
  mutation DeleteCustomerDocument($id: ID!) { deleteCustomerDocument(id: $id) }
`;

export const StartCustomerDocumentProcessingMutation = gql<{ startCustomerDocumentProcessing: DocumentData }, { id: string }>`
  mutation StartCustomerDocumentProcessing($id: ID!) { startCustomerDocumentProcessing(id: $id) { id title description category documentType fileName uiPath status error pageCount sizeBytes publishedAt createdAt signalScore ownerType ownerGuid downloadUrl } }
`;


/** A folder inside a folder (spec 2§3 Customer document: fileName, uiPath, isFolder). */
export interface DocumentFolderEntryData {
  __typename?: 'DocumentFolderEntry';
  fileName: string;
  uiPath: string;
  isFolder: boolean;
}

export interface DocumentFolderData {
  __typename?: 'DocumentFolder';
  path: string;
  folders: DocumentFolderEntryData[];
  documents: DocumentData[];
}

export const DocumentFolderQuery = gql<{ documentFolder: DocumentFolderData }, { path: string }>`
  query DocumentFolder($path: String) {
    documentFolder(path: $path) { path folders { fileName uiPath isFolder } documents { id title description category documentType fileName uiPath status error pageCount sizeBytes publishedAt createdAt signalScore ownerType ownerGuid downloadUrl } }
  }
`;

/** "Customer document create": a folder inside `uiPath`. */
export const CreateCustomerDocumentMutation = gql<{ createCustomerDocument: DocumentFolderEntryData }, { fileName: string; uiPath: string; isFolder: boolean }>`
  mutation CreateCustomerDocument($fileName: String!, $uiPath: String!, $isFolder: Boolean!) {
    createCustomerDocument(fileName: $fileName, uiPath: $uiPath, isFolder: $isFolder) { fileName uiPath isFolder }
  }
`;

/** Moves a document into a folder (its `uiPath`). */
export const MoveCustomerDocumentMutation = gql<{ updateCustomerDocument: DocumentData }, { id: string; uiPath: string }>`
  mutation MoveCustomerDocument($id: ID!, $uiPath: String!) {
    updateCustomerDocument(id: $id, uiPath: $uiPath) { id title description category documentType fileName uiPath status error pageCount sizeBytes publishedAt createdAt signalScore ownerType ownerGuid downloadUrl }
  }
`;

/** Renames a folder (`fileName`) or moves it into another (`parentPath`); what is inside follows. */
export const UpdateCustomerDocumentFolderMutation = gql<
  { updateCustomerDocumentFolder: DocumentFolderEntryData },
  { uiPath: string; fileName?: string | null; parentPath?: string | null }
>`
  mutation UpdateCustomerDocumentFolder($uiPath: String!, $fileName: String, $parentPath: String) {
    updateCustomerDocumentFolder(uiPath: $uiPath, fileName: $fileName, parentPath: $parentPath) { fileName uiPath isFolder }
  }
`;

/** Deletes an empty folder (a folder with anything inside is refused). */
export const DeleteCustomerDocumentFolderMutation = gql<{ deleteCustomerDocumentFolder: string }, { uiPath: string }>`
  mutation DeleteCustomerDocumentFolder($uiPath: String!) { deleteCustomerDocumentFolder(uiPath: $uiPath) }
`;
