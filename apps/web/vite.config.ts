import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { webAppManifest } from './web-app-manifest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Writes .vite/chunks.json: the modules in each chunk with their rendered size (read by `npm run build:report`). */
const chunkReport = (): Plugin => ({
  name: 'drivecare-chunk-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((c) =>
      c.type === 'chunk'
        ? [{ file: c.fileName, modules: Object.entries(c.modules).map(([id, m]) => ({ id: id.replace(repoRoot, ''), bytes: m.renderedLength })) }]
        : [],
    );
    this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
  },
});

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunkReport(),
    // Our own service worker (src/sw/service-worker.ts) with Workbox modules, so push handlers can live in it;
    // registered by the signed-in shells only (lib/pwa), never by the sign-in page (its script budget).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['.vite/**'],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: which files each route needs (the budget check after the build reads it).
    manifest: true,
  },
});
