import { gql, type TypedDocumentNode } from '@urql/core';
import { SignalSettingsFieldsFragment, type SignalSettingsData } from '../fragments/SignalSettingsFields';

export interface SignalSettingsQueryData {
  signalSettings: SignalSettingsData;
}

/** The team's signal settings. */
export const SignalSettingsQuery: TypedDocumentNode<SignalSettingsQueryData, Record<string, never>> = gql`
  query SignalSettings {
    signalSettings {
      ...SignalSettingsFields
    }
  }
  ${SignalSettingsFieldsFragment}
`;
