import type { AppConfig } from '../schemas/appConfig';

/** The development deployment's config (docs/contracts.md defaults). */
export const appConfigFixture: AppConfig = {
  environment: 'development',
  environmentLabel: 'DEVELOPMENT ADMIN',
  featureFlags: ['content_library'],
  helpUrl: 'https://help.tenderlens.org',
  sandboxName: null,
  supportEmail: 'support@tenderlens.test',
  supportChatPortalId: null,
  demoDatesShifted: false,
};

/** The demo of a fresh `npm start`: real notices with their dates moved forward. */
export const demoAppConfigFixture: AppConfig = { ...appConfigFixture, demoDatesShifted: true };

/** A sandbox deployment, for the admin bar's 'SANDBOX ADMIN' label. */
export const sandboxAppConfigFixture: AppConfig = {
  ...appConfigFixture,
  environment: 'sandbox',
  environmentLabel: 'SANDBOX ADMIN',
  sandboxName: 'acme-trial',
};
