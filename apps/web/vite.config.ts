import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

// react-router's package exports only its development build (dev warnings on); the production build
// beside it is the same code with the warnings off. Builds use it; `vite` dev keeps the warnings.
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/** Writes `.br` and `.gz` beside every text file of the build; the server sends them (platform/http/serve-web.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of [...Object.keys(bundle), 'index.html']) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), precompress()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  // redux-persist/lib/storage is CommonJS; without this it breaks in the browser only (STACK.md).
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Everything the entry imports statically (React, router, MUI core, store, i18n, zod) in one file:
    // every page needs all of it, and one file compresses better than ten (-7 KB gzipped, -15 requests).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } } },
    // That chunk is ~730 kB minified (~220 kB gzipped); warn when it grows past that.
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
}));
