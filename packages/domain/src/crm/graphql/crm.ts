import { gql } from '@urql/core';

export interface IntegrationProviderData {
  __typename?: 'IntegrationProvider';
  id: string;
  provider: 'HUBSPOT' | 'SALESFORCE';
  authKind: 'oauth' | 'private_app';
  accountId: string | null;
  accountName: string | null;
  connectedAt: string;
  /** JSON: { deal: { title|value|closeDate|description: property }, dealDefaults: { property: value } }. */
  fieldMapping: string;
}

export const IntegrationProviderQuery = gql<{ integrationProvider: IntegrationProviderData | null }, Record<string, never>>`
  query IntegrationProvider { integrationProvider { id provider authKind accountId accountName connectedAt fieldMapping } }
`;

export const DisconnectCrmMutation = gql<{ disconnectCrm: boolean }, Record<string, never>>`
  mutation DisconnectCrm { disconnectCrm }
`;

export const UpdateCrmFieldMappingMutation = gql<{ updateCrmFieldMapping: IntegrationProviderData }, { mapping: string }>`
  mutation UpdateCrmFieldMapping($mapping: String!) { updateCrmFieldMapping(mapping: $mapping) { id provider authKind accountId accountName connectedAt fieldMapping } }
`;

export interface OutreachResponseData {
  subject: string;
  body: string;
}

export interface OutreachInputData {
  intent: string;
  tone: string[];
  length: string;
  companyInformation?: string | null;
  senderPersonalisation?: string | null;
  numberOfResponses: number;
  contactId?: string | null;
  buyerId?: string | null;
  buyerName?: string | null;
  contactName?: string | null;
  contactJobTitle?: string | null;
}

export const GenerateOutreachMutation = gql<{ generateOutreach: { responses: OutreachResponseData[] } }, { input: OutreachInputData }>`
  mutation GenerateOutreach($input: OutreachInput!) { generateOutreach(input: $input) { responses { subject body } } }
`;

export interface HubspotIdTokenData {
  __typename?: 'HubspotIdToken';
  token: string;
  expiresAt: string;
}

/** The support chat's identification of the signed-in user (spec 1§7 hubspotIdToken; null: no chat configured). */
export const HubspotIdTokenQuery = gql<{ hubspotIdToken: HubspotIdTokenData | null }, Record<string, never>>`
  query HubspotIdToken { hubspotIdToken { token expiresAt } }
`;
