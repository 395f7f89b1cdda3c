/**
 * Build of the three bundles. Main has several entries sharing one core:
 *  - index: the Electron shell (the only entry that imports electron),
 *  - cli: the `sibyl` command and the loopback web host (plain Node),
 *  - ingestWorker: the worker-thread entry for PDF text extraction.
 * All main chunks land in one flat folder so `new URL('./ingestWorker.js', import.meta.url)` resolves
 * from any chunk. Dependencies stay external (node_modules): LanceDB and PGlite ship native or wasm
 * payloads that must not be bundled, and electron-builder unpacks LanceDB's .node files from the asar
 * (see electron-builder.yml).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/electron/index.ts'),
          cli: resolve(__dirname, 'src/cli/index.ts'),
          ingestWorker: resolve(__dirname, 'src/main/ingest/worker.ts')
        },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' }
      }
    }
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // Sandboxed preloads must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } }
    }
  }
});
