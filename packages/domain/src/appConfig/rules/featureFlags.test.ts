import { describe, expect, it } from 'vitest';
import { environmentBadgeText, hasFeatureFlag } from './featureFlags';
import { appConfigFixture, sandboxAppConfigFixture } from '../mocks/fixtures';

describe('app config rules', () => {
  it('hasFeatureFlag', () => {
    expect(hasFeatureFlag(appConfigFixture, 'content_library')).toBe(true);
    expect(hasFeatureFlag(appConfigFixture, 'onboarding_tool')).toBe(false);
    expect(hasFeatureFlag(null, 'content_library')).toBe(false);
  });

  it.each([
    [appConfigFixture, 'DEVELOPMENT ADMIN'],
    [{ ...appConfigFixture, environment: 'production' as const, environmentLabel: 'ADMIN' }, 'ADMIN'],
    [sandboxAppConfigFixture, 'SANDBOX ADMIN (acme-trial)'],
  ])('environmentBadgeText → %s', (config, expected) => {
    expect(environmentBadgeText(config)).toBe(expected);
  });
});
