import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

// One catalogue over the UI kit, the domain widgets and the web app's screens (STYLE.md "Stories").
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/domain/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Stories compile the packages from source, so the catalogue never shows a stale build.
      resolve: {
        alias: [
          { find: /^@tenderlens\/ui\/styles\.css$/, replacement: fromRoot('packages/ui/src/index.ts') },
          { find: /^@tenderlens\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
          { find: /^@tenderlens\/domain\/mocks$/, replacement: fromRoot('packages/domain/src/mocks.ts') },
          { find: /^@tenderlens\/domain$/, replacement: fromRoot('packages/domain/src/index.ts') },
        ],
      },
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
