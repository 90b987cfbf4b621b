import { gql, type TypedDocumentNode } from '@urql/core';
import { SignalSettingsFieldsFragment, type SignalSettingsData } from '../fragments/SignalSettingsFields';

export interface SignalSettingsInput {
  competitorIds?: string[];
  partnerIds?: string[];
  keywords?: string[];
  excludeKeywords?: string[];
  cpvCodes?: string[];
  countries?: string[];
  languages?: string[];
  useSupplierName?: boolean;
}

export interface UpdateSignalSettingsMutationData {
  updateSignalSettings: SignalSettingsData;
}

/** Fields left out of the input keep their value on the server (docs/contracts.md). */
export const UpdateSignalSettingsMutation: TypedDocumentNode<
  UpdateSignalSettingsMutationData,
  { input: SignalSettingsInput }
> = gql`
  mutation UpdateSignalSettings($input: SignalSettingsInput!) {
    updateSignalSettings(input: $input) {
      ...SignalSettingsFields
    }
  }
  ${SignalSettingsFieldsFragment}
`;
