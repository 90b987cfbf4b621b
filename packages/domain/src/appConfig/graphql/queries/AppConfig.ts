import { gql } from '@urql/core';
import type { AppConfig } from '../../schemas/appConfig';

export interface AppConfigQueryData {
  appConfig: AppConfig;
}

export const AppConfigQuery = gql<AppConfigQueryData, Record<string, never>>`
  query AppConfig {
    appConfig {
      environment
      environmentLabel
      featureFlags
      helpUrl
      sandboxName
      supportEmail
      supportChatPortalId
      demoDatesShifted
    }
  }
`;
