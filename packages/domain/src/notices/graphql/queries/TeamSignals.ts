import { gql } from '@urql/core';

export interface TeamSignalData {
  id: string;
  name: string;
  category: string;
  colour: string;
}

/** The team's signals, for the signals filter. */
export const TeamSignalsQuery = gql<{ signalSettings: { signals: TeamSignalData[] } }, Record<string, never>>`
  query TeamSignals {
    signalSettings {
      signals {
        id
        name
        category
        colour
      }
    }
  }
`;
