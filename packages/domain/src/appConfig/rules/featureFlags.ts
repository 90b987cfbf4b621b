import type { AppConfig } from '../schemas/appConfig';

/** Feature flags known to the client (spec 1§6); the server may send more. */
export type FeatureFlag = 'content_library' | 'bid_opportunity_split' | 'notices_empty_state' | 'onboarding_tool';

/** Whether a feature flag is on. False while the config is unknown. */
export function hasFeatureFlag(config: Pick<AppConfig, 'featureFlags'> | null | undefined, flag: FeatureFlag | (string & {})): boolean {
  return !!config && config.featureFlags.includes(flag);
}

/** The admin bar's environment text, e.g. 'SANDBOX ADMIN (acme)' (spec 1§2). */
export function environmentBadgeText(config: Pick<AppConfig, 'environment' | 'environmentLabel' | 'sandboxName'>): string {
  return config.environment === 'sandbox' && config.sandboxName
    ? `${config.environmentLabel} (${config.sandboxName})`
    : config.environmentLabel;
}
