/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';
import { testProjects } from './tests/setup/vitest-projects.ts';

/**
 * The app's own modules every page loads (statically reachable from the entry): found when the module
 * graph is complete, then put in one chunk. Left to itself the bundler split them into some 60 files
 * of under 1 KB (each shared with a different set of lazy routes): 17 KB gzip more than one file, and
 * 60 requests on a slow network.
 */
const startupModules = new Set<string>();
function findStartupModules(): Plugin {
  return {
    name: 'find-startup-modules',
    apply: 'build',
    buildEnd() {
      startupModules.clear();
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      // The entry (index.html) and its script (main.tsx) stay the entry chunk, which the manifest names.
      const scripts = entry ? (this.getModuleInfo(entry)?.importedIds ?? []) : [];
      const queue = scripts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (startupModules.has(id) || scripts.includes(id)) continue;
        startupModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * The app's stylesheet is preloaded, not linked: the shell in index.html paints from its inline
 * styles at once instead of waiting for another request, and main.tsx applies the stylesheet
 * (lib/app-stylesheet.ts) before the app's first render. The preload goes first in <head>, so on a
 * slow network it does not queue behind the scripts (the framework chunk alone is some 100 KB).
 */
function stylesheetPreloaded(): Plugin {
  return {
    name: 'stylesheet-preloaded',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.indexOf('<script type="module"');
        if (sheets.length === 0 || firstScript < 0) return html;
        const rest = sheets.reduce((out, sheet) => out.replace(sheet, ''), html);
        const preloads = sheets.map((sheet) => sheet.trim().replace('rel="stylesheet"', 'rel="preload" as="style" data-app-stylesheet'));
        const at = rest.indexOf('<script type="module"');
        return rest.slice(0, at) + preloads.join('\n    ') + '\n    ' + rest.slice(at);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    // Fast Refresh in `npm run dev`; in the build it only compiles JSX, as Vite would without it.
    react(),
    findStartupModules(),
    stylesheetPreloaded(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: '生涯规划 · 青少年生涯教育平台',
        short_name: '生涯规划',
        description: '多元智能、MBTI性格、霍兰德职业兴趣测评与生涯规划服务',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#5b4fd6',
        background_color: '#f6f5fb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The spreadsheet libraries of the school's roster import (exceljs alone is about 250 KB gzip):
        // only an administrator online ever loads them, so no student's tablet downloads them in the background.
        // And the operator console (built after this, into dist/console-assets: vite.console.config.ts),
        // should a build ever run in the other order: no student device downloads it.
        globIgnores: ['**/exceljs*.js', '**/papaparse*.js', 'console.html', 'console-assets/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  // A new id every build: the persisted query cache of another build is discarded (src/client/offline/query-persistence.ts).
  define: { __APP_BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json lets scripts/bundle-size.ts add up what each route loads.
    manifest: true,
    rolldownOptions: {
      // The libraries' "use client" lines are for server components, which this app has none of.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      output: {
        // One chunk for the framework every page needs, instead of dozens of small requests on a slow network.
        codeSplitting: {
          // The image rasteriser keeps its name (not dist-….js), so a test can see it load on click only.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai)[\\/]/ },
            { name: 'html2canvas', test: /node_modules[\\/]html2canvas[\\/]/ },
            { name: 'app', test: (id) => startupModules.has(id) && !id.includes('node_modules') },
            { name: 'offline-db', test: /node_modules[\\/]dexie[\\/]|src[\\/]client[\\/]offline[\\/](db|schema|test-session)\.ts$/ },
            // The report kept at an upload's confirmation: the outbox (test pages) and the report pages both use it, neither's chunk should bring the other's.
            { name: 'kept-report', test: /src[\\/]client[\\/]offline[\\/]kept-report\.ts$/ },
            { name: 'assessment-summary', test: /src[\\/]shared[\\/]assessments[\\/]summary\.ts$/ },
            // nivo and what it draws with, loaded after a report's first paint (components/charts/charts-ready.ts).
            // Only libraries: a group takes its modules' imports along, and our drawings import what the report itself uses.
            { name: 'charts', test: /node_modules[\\/](@nivo|@react-spring|d3-[a-z-]+|internmap|lodash|react-virtualized-auto-sizer|use-debounce)[\\/]/ },
            {
              name: 'report-kit',
              test: /src[\\/]client[\\/](components[\\/]charts[\\/](?!nivo[\\/])|features[\\/]report[\\/](components|summary|share|report-(meta|upgrade|view|source)\.ts))/,
            },
          ],
        },
      },
    },
    sourcemap: false,
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/strict-mode.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, while
    // the integration files mostly wait on their database. Three: 3 min 28 s here against 7 min with one.
    maxWorkers: 3,
    // Which files share a module graph, and on which database: tests/setup/vitest-projects.ts.
    projects: testProjects(process.env.TEST_DATABASE_URL),
  },
});
