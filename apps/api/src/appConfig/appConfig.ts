import type { AppConfig, Environment } from '../config';

/** What the client shows about the deployment (docs/contracts.md "AppConfig"). */
export interface AppConfigView {
  environment: Environment;
  environmentLabel: string;
  sandboxName: string | null;
  featureFlags: string[];
  helpUrl: string;
  supportEmail: string;
}

const LABELS: Record<Environment, string> = {
  development: 'DEVELOPMENT ADMIN',
  production: 'ADMIN',
  sandbox: 'SANDBOX ADMIN',
};

export function toAppConfigView(config: AppConfig): AppConfigView {
  return {
    environment: config.environment,
    environmentLabel: LABELS[config.environment],
    sandboxName: config.sandboxName,
    featureFlags: [...config.featureFlags],
    helpUrl: config.helpUrl,
    supportEmail: config.supportEmail,
  };
}
