import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible asset, once, at build
 * time; the server sends the one the browser accepts (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ankur-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Chunks the entry imports statically (transitively): loaded before any dynamic import can run, so
 * listing them again among a lazy screen's preload dependencies only adds bytes to every
 * `__vite__mapDeps([...])` in the entry (2.6 KB gzipped of the landing page's budget, decision 51).
 * Filled in generateBundle, which runs before Vite resolves the preload dependencies.
 */
const loadedWithEntry = new Set<string>();
function entryClosure(): Plugin {
  return {
    name: 'ankur-entry-closure',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      loadedWithEntry.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (loadedWithEntry.has(fileName) || chunk?.type !== 'chunk') return;
        loadedWithEntry.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

/** The API server the dev server forwards to (apps/api listens on PORT 3000 by default). */
const API_ORIGIN = process.env.ANKUR_API_ORIGIN ?? `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [entryClosure(), react(), tailwindcss(), precompress()],
  build: {
    // a lazy screen preloads what it needs beyond what the entry already loaded
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithEntry.has(dep)) },
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Vite names every emitted file dist/assets/[name]-[hash].[ext] by default.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the rich-text editor's engine (ProseMirror) is its own chunk beside Tiptap's, so the
            // authoring editor downloads as two parallel chunks under the per-chunk budget
            // (docs/decisions.md 19); only the lazy editor imports it
            { name: 'prosemirror', test: /node_modules[\\/](prosemirror-|orderedmap|rope-sequence|w3c-keyname)/ },
            // the charts (recharts, on the Engine, readiness results and the cohort view) in three
            // chunks under the per-chunk budget: d3's parts, recharts' state library, recharts
            {
              name: 'charts-d3',
              test: /node_modules[\\/](victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light)[\\/]/,
            },
            {
              name: 'charts-state',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|reselect)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/oidc': { target: API_ORIGIN },
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
