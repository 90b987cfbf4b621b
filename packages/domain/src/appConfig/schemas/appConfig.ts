// zod/mini: parsed before the first screen renders (initial chunk), see auth/tokenStore.ts.
import * as z from 'zod/mini';

export const EnvironmentSchema = z.enum(['development', 'production', 'sandbox']);
export type Environment = z.infer<typeof EnvironmentSchema>;

/** Deployment settings the client needs (docs/contracts.md "AppConfig"). */
export const AppConfigSchema = z.object({
  environment: EnvironmentSchema,
  /** 'DEVELOPMENT ADMIN' | 'ADMIN' | 'SANDBOX ADMIN' — shown in the admin bar. */
  environmentLabel: z.string(),
  featureFlags: z.array(z.string()),
  helpUrl: z.string(),
  sandboxName: z.nullable(z.string()),
  supportEmail: z.string(),
  /** The HubSpot portal of the support chat widget (null: none). */
  supportChatPortalId: z.nullable(z.string()),
  /** The demo's real notices had their dates moved forward at first start (docs/decisions/0027). */
  demoDatesShifted: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
