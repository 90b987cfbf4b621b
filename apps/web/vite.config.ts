import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const api = process.env.TENDERLENS_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, proxy: { '/api': api, '/graphql': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The UI kit's dist builds its style recipes and table features at module level; these calls only
      // build values, so components the app does not import can be dropped from the bundle.
      treeshake: { manualPureFunctions: ['createRuntimeFn', 'createSprinkles', 'tableFeatures'] },
    },
  },
});
