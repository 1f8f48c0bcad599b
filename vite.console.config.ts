import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

/**
 * The operator console (docs/CONSOLE.md), built on its own after the student app, into the same dist/
 * (console.html and console-assets/). A build of its own shares no chunk with the student app, so
 * nothing the console uses can grow what a student's phone downloads, and the service worker, built
 * with the student app, never lists a console file.
 */
export default defineConfig({
  plugins: [precompress()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'console-assets',
    sourcemap: false,
    // exceljs (about 1 MB, 250 KB gzip) loads only when an export is made, in its own chunk.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      input: { console: 'console.html' },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
});
