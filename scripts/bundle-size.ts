/**
 * What each page needs from the production build, in gzip bytes, from dist/.vite/manifest.json.
 * `npx tsx scripts/bundle-size.ts` prints the figures; `--check` also fails on a budget overrun
 * (run by `npm test` after the build).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetsOver, floorKb, OWN_CODE_KB } from './bench/floor';

interface ManifestEntry {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const KB = 1024;
/**
 * Code that must arrive only when needed: html2canvas (its own chunk) only when a download or a
 * poster is asked for, on every page; the charts never up front, on a report too (they load after its first paint).
 */
const RASTERISER = /node_modules\/html2canvas\//;
/**
 * Texts kept only in the development builds of React DOM, TanStack Query and Router: a dist/ built with
 * NODE_ENV=development must never pass.
 */
const DEVELOPMENT_MARKERS = [
  'Download the React DevTools',
  'Please make sure to return a value other than undefined from your query function',
  'The notFoundRoute API is deprecated',
];
export const isDevelopmentBuild = (dist: string, files: string[]) =>
  files.some((f) => {
    const code = readFileSync(join(dist, f), 'utf8');
    return DEVELOPMENT_MARKERS.some((marker) => code.includes(marker));
  });
/** nivo and its libraries: the chunk of vite.config.ts's `charts` group, loaded after a report's first paint. */
export const CHARTS_CHUNK = /^assets\/charts-[\w-]+\.js$/;

/**
 * The student's sign-in must stay out of the operator console (docs/CONSOLE.md, "The transport"): the
 * kept sign-in's key and the kv-store's database name, each with the source file that defines it. The
 * file is read too, so a renamed key fails here instead of passing without looking.
 */
const STUDENT_SIGN_IN_MARKERS = [
  { marker: 'shengya.signin', source: 'src/client/lib/token-storage.ts' },
  { marker: 'shengya-kv', source: 'src/client/lib/kv-store.ts' },
];

/** The console chunks (dist/console-assets/*.js) that carry the student's sign-in code, each with what gave it away. */
export function studentSignInInConsole(dir = 'dist/console-assets'): string[] {
  for (const { marker, source } of STUDENT_SIGN_IN_MARKERS) {
    if (!readFileSync(source, 'utf8').includes(`'${marker}'`)) throw new Error(`${source} no longer defines '${marker}': update STUDENT_SIGN_IN_MARKERS in scripts/bundle-size.ts`);
  }
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
  if (chunks.length === 0) throw new Error(`no console chunk in ${dir}: build with \`npm run build\``);
  return chunks.flatMap((file) => {
    const code = readFileSync(join(dir, file), 'utf8');
    return STUDENT_SIGN_IN_MARKERS.filter(({ marker }) => code.includes(marker)).map(({ marker, source }) => `${file} holds '${marker}' (${source})`);
  });
}

export function measure(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.css?.forEach((c) => files.add(c));
      entry.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  // The module's own entry (what `import()` loads) and the chunk of vite.config.ts's group of the same
  // name, which holds the code: a static import would reach the second without the first.
  const rasteriserNames = new Set(
    Object.keys(manifest)
      .filter((k) => RASTERISER.test(k))
      .map((k) => manifest[k].name)
      .filter(Boolean),
  );
  const rasteriserFiles = new Set(
    Object.entries(manifest)
      .filter(([k, e]) => RASTERISER.test(k) || rasteriserNames.has(e.name))
      .map(([, e]) => e.file),
  );
  const loadsRasteriser = (files: string[]) => files.some((f) => rasteriserFiles.has(f));
  const chartsFiles = new Set(
    Object.values(manifest)
      .map((e) => e.file)
      .filter((f) => CHARTS_CHUNK.test(f)),
  );
  // Renamed or merged away, the check below would pass whatever the pages load.
  if (chartsFiles.size === 0) throw new Error('no charts chunk in the build (vite.config.ts, the codeSplitting group `charts`)');
  const loadsCharts = (files: string[]) => files.some((f) => chartsFiles.has(f));
  // A route whose component is not split off (the home page's) is part of the start-up code: no key of its own.
  const routeKey = (route: string) => {
    if (!existsSync(join('src/client/routes', route))) throw new Error(`no route file src/client/routes/${route}`);
    return `src/client/routes/${route}?tsr-split=component`;
  };
  const page = (routes: string[]) => {
    const files = closure([entryKey, ...routes.map(routeKey)]);
    const js = files.filter((f) => f.endsWith('.js'));
    const contains = [...(loadsRasteriser(js) ? ['the image rasteriser (html2canvas)'] : []), ...(loadsCharts(js) ? ['the charts (nivo)'] : [])];
    return {
      files,
      js: js.reduce((sum, f) => sum + size(f), 0),
      css: files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + size(f), 0),
      contains,
    };
  };
  const pages = {
    home: page(['index.tsx']),
    test: page(['_auth/mbti/test.tsx']),
    report: page(['_auth/mbti/result.tsx']),
    'report (holland)': page(['_auth/holland/result.tsx']),
    'report (midas)': page(['_auth/midas/result.tsx']),
    'report (shared mbti)': page(['share/mbti.tsx']),
    'report (preview mbti)': page(['preview/mbti.tsx']),
    'report (preview hld)': page(['preview/hld.tsx']),
    'report (preview dyzn)': page(['preview/dyzn.tsx']),
  };
  const initial = new Set(pages.home.files);
  const lazy = Object.values(manifest)
    .map((e) => e.file)
    .filter((f, i, all) => f.endsWith('.js') && !initial.has(f) && all.indexOf(f) === i)
    .map((f) => ({ file: f, gzip: size(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { pages, lazy };
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/**
 * Budgets, JavaScript gzip: the React floor (scripts/bench/floor.ts) plus what our own code may add to
 * each page (OWN_CODE_KB); the same budgets hold for what each page loads until the network is idle
 * (tests/e2e/loaded-js.spec.ts, printed by the bench).
 */
async function main() {
  const floor = await floorKb();
  const budgets = budgetsOver(floor);
  const { pages, lazy } = measure();
  const failures: string[] = [];
  if (
    isDevelopmentBuild(
      'dist',
      pages.home.files.filter((f) => f.endsWith('.js')),
    )
  )
    failures.push('dist/ holds a development build: build with `npm run build` (always production)');
  console.log(`React floor (React, React DOM, TanStack Router and Query, jotai; scripts/bench/floor/): ${floor.toFixed(1)} KB`);
  console.log('Page (JS and CSS it needs, gzip -9)      JS        CSS     budget (floor + own)');
  for (const [name, p] of Object.entries(pages)) {
    const kind = name.split(' ')[0] as keyof typeof OWN_CODE_KB;
    const budget = budgets[kind] * KB;
    console.log(`${name.padEnd(38)} ${kb(p.js).padStart(9)} ${kb(p.css).padStart(9)} ${kb(budget).padStart(9)} (+${OWN_CODE_KB[kind]}; own code now ${kb(p.js - floor * KB)})`);
    if (p.js > budget) failures.push(`${name}: ${kb(p.js)} of JavaScript is over its budget of ${kb(budget)}`);
    if (p.contains.length) failures.push(`${name}: loads ${p.contains.join(', ')} up front; it must stay in a lazy chunk`);
  }
  for (const found of studentSignInInConsole()) failures.push(`the console carries the student's sign-in: ${found}; the console imports only #client/lib/transport`);
  console.log('\nLargest chunks not loaded by the home page:');
  for (const c of lazy.slice(0, 15)) console.log(`  ${c.file.padEnd(44)} ${kb(c.gzip).padStart(9)}`);
  if (process.argv.includes('--check') && failures.length) {
    console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('bundle-size.ts')) await main();
