import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** The production build talks to the real /api: msw's service worker (in public/ for the demo) stays out. */
const withoutDemoWorker = (): Plugin => ({
  name: 'without-demo-worker',
  apply: (_, env) => env.command === 'build' && env.mode === 'production',
  writeBundle(options) {
    rmSync(join(options.dir ?? 'dist', 'mockServiceWorker.js'), { force: true });
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), withoutDemoWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // Source maps stay out of the shipped bundle; the bench reads real sizes.
    sourcemap: false,
    // The bench reads the manifest to tell route chunks from shared ones.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./tests/utils/setup-vitest.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
});
