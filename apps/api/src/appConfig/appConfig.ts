import type { AppConfig, Environment } from '../config';

/** What the client shows about the deployment (docs/contracts.md "AppConfig"). */
export interface AppConfigView {
  environment: Environment;
  environmentLabel: string;
  sandboxName: string | null;
  featureFlags: string[];
  helpUrl: string;
  supportEmail: string;
  /** The HubSpot portal of the support chat widget (null: no chat widget; help links instead). */
  supportChatPortalId: string | null;
  /** The demo's notice dates were moved forward at first start (app_settings 'demo_dates'). */
  demoDatesShifted: boolean;
}

const LABELS: Record<Environment, string> = {
  development: 'DEVELOPMENT ADMIN',
  production: 'ADMIN',
  sandbox: 'SANDBOX ADMIN',
};

export function toAppConfigView(config: AppConfig, demoDatesShifted = false): AppConfigView {
  return {
    environment: config.environment,
    environmentLabel: LABELS[config.environment],
    sandboxName: config.sandboxName,
    featureFlags: [...config.featureFlags],
    helpUrl: config.helpUrl,
    supportEmail: config.supportEmail,
    supportChatPortalId: config.crm.hubspot.chatPortalId ?? null,
    demoDatesShifted,
  };
}
