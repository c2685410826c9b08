// The floor app's build (scripts/bench-floor.mjs builds it with the project's node_modules): the same
// bundler and React plugin as the app, and nothing else.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { sourcemap: false, manifest: true },
});
