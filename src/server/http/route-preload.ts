import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The student's pages whose code the browser would only discover after the start-up code has run
 * (the router loads a route's chunk when it renders it): for these, the HTML names the chunks up front,
 * so on a slow network they download beside the start-up code instead of after it. Paths match as the
 * router matches them: any case, an optional trailing slash.
 *
 * At low priority: at high priority the report's 36 files took the line from the stylesheet that holds up
 * the first paint (Lighthouse, simulated slow 4G: first paint 2.4 s on the report, 2.0 s on a test page;
 * at low priority 1.3-1.6 s). Nothing else is asked for then, so they still arrive at full speed.
 */
const ROUTES: { path: RegExp; routes: (m: RegExpMatchArray) => string[] }[] = [
  { path: /^\/(midas|mbti|holland)\/(start|test|result)\/?$/i, routes: (m) => ['_auth.tsx', `_auth/${m[1].toLowerCase()}/${m[2].toLowerCase()}.tsx`] },
  { path: /^\/assessment\/?$/i, routes: () => ['assessment.tsx'] },
];

/** The <link> tags to add to a page path's HTML ('' for none), from a manifest. */
function preloadsFrom(manifest: Record<string, ManifestEntry>): (pathname: string) => string {
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      files.add(entry.file);
      entry.css?.forEach((css) => files.add(css));
      entry.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const startup = closure(entryKey ? [entryKey] : []); // index.html names these already
  const cache = new Map<string, string>();
  return (pathname) => {
    for (const { path, routes } of ROUTES) {
      const match = pathname.match(path);
      if (!match) continue;
      const keys = routes(match).map((route) => `src/client/routes/${route}?tsr-split=component`);
      const id = keys.join('|');
      if (!cache.has(id)) {
        const files = [...closure(keys)].filter((file) => !startup.has(file));
        // Styles as a preload, not a stylesheet: nothing here may hold up the first paint. `crossorigin` as
        // Vite's loader asks for them later; without it Chromium fetches each stylesheet a second time.
        cache.set(
          id,
          files
            .map((file) =>
              file.endsWith('.css')
                ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`
                : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
            )
            .join(''),
        );
      }
      return cache.get(id)!;
    }
    return '';
  };
}

/**
 * Answers a page path's preload tags from dist's manifest, read again whenever it changes on disk (a
 * deploy replaces dist/ under a running server, and a tag must never name a file that is gone).
 */
export function routePreloads(staticDir: string): (pathname: string) => string {
  const file = join(staticDir, '.vite/manifest.json');
  let loaded: { mtimeMs: number; preloads: (pathname: string) => string } | null = null;
  return (pathname) => {
    try {
      const { mtimeMs } = statSync(file);
      if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, preloads: preloadsFrom(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>) };
      return loaded.preloads(pathname);
    } catch {
      return ''; // no manifest: the page still works, one round trip slower
    }
  };
}
