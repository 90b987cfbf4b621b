import { gql } from '@urql/core';
import type { ExportFormat, OrganisationSearchRequest } from '../../schemas/exportJob';

export interface ExportOrganisationsMutationData {
  exportOrganisations: { id: string };
}
export interface ExportOrganisationsVariables {
  request: OrganisationSearchRequest;
  exportFormat: { fileFormat: ExportFormat };
}

export const ExportOrganisationsMutation = gql<ExportOrganisationsMutationData, ExportOrganisationsVariables>`
  mutation ExportOrganisations($request: OrganisationSearchRequest!, $exportFormat: ExportFormatInput!) {
    exportOrganisations(request: $request, exportFormat: $exportFormat) {
      id
    }
  }
`;
