/** `@tenderlens/domain/onboarding`: industries, signal templates and the onboarding steps (pure, read by the server). */
export * from './templates';
