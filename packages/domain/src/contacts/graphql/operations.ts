import { gql } from '@urql/core';
import type { ContactData, ContactSearchRequest } from '../rules/index';

export type { ContactData };

export interface ContactsQueryData {
  contacts: { __typename?: 'ContactSearchResults'; results: ContactData[]; totalResults: number };
}

export const ContactsQuery = gql<ContactsQueryData, { request: ContactSearchRequest }>`
  query Contacts($request: SearchContactsRequest!) {
    contacts(request: $request) {
      totalResults
      results {
        id
        title
        firstName
        lastName
        email
        phone
        jobTitle
        seniority
        jobFunction
        synthetic
        redacted
        orgId
        orgUrn
        oscarOrgName
        buyer {
          id
          name
          verified
          logoUrl
          categoryAssignments {
            categoryId
            source
          }
        }
        opportunities {
          id
        }
      }
    }
  }
`;

/** A contact request of the company (spec 1§7 "Request outreach contacts"). */
export interface OutreachOpportunityData {
  __typename?: 'OutreachOpportunity';
  id: string;
  createdAt: string;
  requestedBy: string;
  buyers: string[];
  notice: string | null;
  seniority: string[];
  jobFunction: string[];
  jobTitle: string | null;
}

export const OutreachOpportunitiesQuery = gql<{ outreachOpportunities: OutreachOpportunityData[] }, Record<string, never>>`
  query OutreachOpportunities {
    outreachOpportunities {
      id
      createdAt
      requestedBy
      buyers
      notice
      seniority
      jobFunction
      jobTitle
    }
  }
`;

export interface RequestOutreachContactsVariables {
  input: {
    contactFilters?: { seniority: string[]; jobFunction: string[]; buyerGuids?: string[]; jobTitle?: string };
    noticeGuid?: string;
    additionalInformation?: string;
  };
}

export const RequestOutreachContactsMutation = gql<{ requestOutreachContacts: { __typename?: 'ContactRequestResult'; id: string } }, RequestOutreachContactsVariables>`
  mutation RequestOutreachContacts($input: RequestOutreachContactsInput!) {
    requestOutreachContacts(input: $input) {
      id
    }
  }
`;

export interface ExportContactsVariables {
  filters: ContactSearchRequest;
  exportFormat: { fileFormat: 'csv' | 'xlsx' };
  selectedContactIds?: string[];
}

export const ExportContactsMutation = gql<{ exportContacts: { id: string } }, ExportContactsVariables>`
  mutation ExportContacts($filters: SearchContactsRequest!, $exportFormat: ExportFormatInput!, $selectedContactIds: [ID!]) {
    exportContacts(filters: $filters, exportFormat: $exportFormat, selectedContactIds: $selectedContactIds) {
      id
    }
  }
`;
