import { gql } from '@urql/core';
import type { FileExport } from '../../schemas/exportJob';

export interface FileExportQueryData {
  fileExport: FileExport | null;
}

export const FileExportQuery = gql<FileExportQueryData, { id: string }>`
  query FileExport($id: ID!) {
    fileExport(id: $id) {
      id
      status
      isComplete
      isError
      progress
      totalRows
      fileName
      downloadUrl
    }
  }
`;
