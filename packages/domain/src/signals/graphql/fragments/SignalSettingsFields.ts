import { gql } from '@urql/core';

/** Everything the signal settings page edits (spec 2§3 "Signal settings"). */
export const SignalSettingsFieldsFragment = gql`
  fragment SignalSettingsFields on SignalSettings {
    countries
    keywords
    excludeKeywords
    languages
    cpvCodes
    competitorGuids
    partnerGuids
    useSupplierName
    signals {
      id
      name
      category
      colour
    }
  }
`;

export interface SignalJson {
  id: string;
  name: string;
  category: string;
  colour: string;
}

export interface SignalSettingsData {
  countries: string[];
  keywords: string[];
  excludeKeywords: string[];
  languages: string[];
  cpvCodes: string[];
  competitorGuids: string[];
  partnerGuids: string[];
  useSupplierName: boolean;
  signals: SignalJson[];
}
