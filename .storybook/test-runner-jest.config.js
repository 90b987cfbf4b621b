// The Storybook test-runner's jest config: Debian chromium, never a downloaded browser.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  reporters: [...(base.reporters ?? ['default']), '<rootDir>/.storybook/json-reporter.cjs'],
  testTimeout: 30000,
  maxWorkers: 2,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
        ],
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', locale: 'en-GB', timezoneId: 'Europe/London' },
    },
  },
};
