import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // CI runs this suite on two shared cores beside lint, typecheck and other packages' tests: a user-event
    // test or an axe run that takes 1 s here can take 5–10 s there. Vitest's 5 s default failed such runs.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
