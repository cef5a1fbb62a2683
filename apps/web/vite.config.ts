import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), tailwindcss(), chunkReport()],
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
