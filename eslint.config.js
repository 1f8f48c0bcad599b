import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The rooms of the house and their doors (docs/ARCHITECTURE.md). Every rule here is a boundary:
 * a probe file that crosses one makes `npx eslint` fail.
 */
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Client modules below the features: they serve every feature and know none. They are layers, each
 * importing only those before it in this list (contracts < lib < offline < session < components):
 * `contracts` (the generated endpoint list), `lib` (plumbing: the API client, storage, the query client and
 * key factory, toasts), `offline` (Dexie, the outbox and its drainer, the query cache's persistence),
 * `session` (the signed-in user), `components` (shared UI, which may show the user and the upload state).
 * `pwa` (the service worker and its prompt) and `styles` stand apart and import none of them.
 */
const clientLayers = ['contracts', 'lib', 'offline', 'session', 'components'];
const clientFoundations = [...clientLayers, 'pwa', 'styles'];

/**
 * The server (docs/ARCHITECTURE.md, "The server by domain"): lib/ at the bottom, then db/, platform/ (the
 * mechanisms every domain uses), http/ (route() and the page shell); every other folder is a domain, with
 * its routes beside its services, registered by its module.ts through src/server/modules.ts.
 */
const serverLayers = ['lib', 'db', 'platform', 'http'];
const serverDomains = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverLayers.includes(entry.name))
  .map((entry) => entry.name);

function serverZones() {
  const domains = serverDomains.map((domain) => `./src/server/${domain}`);
  const top = ['./src/server/app.ts', './src/server/modules.ts'];
  return [
    {
      target: './src/server/lib',
      from: ['./src/server/db', './src/server/platform', './src/server/http', ...domains, ...top],
      message: "The server's lib/ is the bottom layer: no database, platform, domain, route, http or app.",
    },
    {
      target: './src/server/db',
      from: ['./src/server/platform', './src/server/http', ...domains, ...top],
      message: 'The database layer imports no platform, domain, route or app.',
    },
    { target: './src/server/platform', from: ['./src/server/http', ...domains, ...top], message: 'platform/ serves every domain and knows none, nor HTTP routes or the app.' },
    ...serverDomains.flatMap((domain) => {
      const services = `./src/server/${domain}/**/!(*-routes|module).ts`;
      return [
        { target: services, from: ['./src/server/*/*-routes.ts', './src/server/*/module.ts'], message: "A domain's services know nothing of routes: the routes call them." },
        { target: services, from: ['./src/server/http', ...top], message: "A domain's services know nothing of HTTP or the app." },
        {
          target: [`./src/server/!(${domain})/**`, './src/server/*.ts'],
          from: `./src/server/${domain}`,
          except: ['./public.ts', './module.ts'],
          message: `The rest of the server uses src/server/${domain} only through ${domain}/public.ts, which exports what others need.`,
        },
      ];
    }),
    {
      target: ['./src/server/*/**', './src/server/!(modules).ts'],
      from: './src/server/*/module.ts',
      message: "A domain's module.ts is listed in src/server/modules.ts and imported nowhere else.",
    },
    { target: ['./src/server/*/**', './src/server/!(app).ts'], from: './src/server/modules.ts', message: 'Only app.ts registers the modules.' },
    {
      target: ['./src/server/*/**', './src/server/!(index).ts'],
      from: './src/server/app.ts',
      message: 'Nothing imports app.ts but the entry (index.ts): modules take the type of their dependencies from src/server/deps.ts.',
    },
  ];
}

const zones = [
  { target: './src/client', from: './src/server', message: 'The client never imports the server (contracts live in src/shared).' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  {
    target: ['./src/client', './src/server', './src/shared', './src/content'],
    from: './src/console',
    message: 'The operator console is an app of its own (vite.console.config.ts): nothing imports it.',
  },
  {
    target: './src/console',
    from: ['./src/server', './src/content', './src/client/features', './src/client/routes', './src/client/offline', './src/client/session', './src/client/pwa'],
    message: "The console uses the shared contracts and the client's foundations (components, lib, styles), never a student feature, the offline store or a student's session.",
  },
  {
    target: './src/console',
    from: [
      './src/client/lib/api-client.ts',
      './src/client/lib/token-storage.ts',
      './src/client/lib/class-device.ts',
      './src/client/lib/device-id.ts',
      './src/client/lib/server-reachability.ts',
    ],
    message:
      "The console calls the server through #client/lib/transport (token-free), never the student's session layer (api-client) or the student's token, device or reachability.",
  },
  {
    target: './src/shared',
    from: ['./src/client', './src/server', './src/content'],
    message: 'src/shared is pure TypeScript: rules, contracts and scoring that take content as arguments.',
  },
  {
    target: ['./src/client', './src/server', './src/console'],
    from: ['./src/shared/api/responses', './src/shared/api/index.ts', './src/shared/api/envelope-schemas.ts'],
    message: 'Response schemas are for the tests (tests/integration/harness.ts): the app takes only their types, through the endpoint contracts.',
  },
  { target: './src/content', from: ['./src/client', './src/server'], message: 'src/content is data (and the registry joining it to scoring): it imports only src/shared.' },
  // Unit tests beside the code may use the test support; the code itself may not.
  { target: './src/**/!(*.test).{ts,tsx}', from: './tests', message: 'tests/ (the simulation, fixtures) is for tests and scripts: the app and the server never import it.' },
  // A feature shows other features and the routes a public face, features/<name>/public.ts, and hides the rest.
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/public.ts`)],
    message: 'A feature imports another feature only through its public face, features/<name>/public.ts (export there what others need, no page).',
  })),
  // Routes take a feature's React components (.tsx) directly: TanStack's code splitting moves what a route's
  // component uses into that route's lazy chunk, and a page re-exported by public.ts would be reached statically
  // by every importer of public.ts (the loaders' imports sit in the entry) and pulled into the start-up code.
  // Everything else (queries, loaders' calls, search validators) comes through public.ts; the report's demo data
  // is a page's data, read by the preview routes' components alone.
  {
    target: './src/client/routes',
    from: resolve('src/client/features/**'),
    except: [resolve('src/client/features/*/public.ts'), resolve('src/client/features/**/*.tsx'), resolve('src/client/features/report/demo/*.ts')],
    message: "A route imports a feature's components (.tsx) and, for anything else, its public face features/<name>/public.ts.",
  },
  ...clientFoundations.map((folder) => ({
    target: `./src/client/${folder}`,
    from: ['./src/client/features', './src/client/routes'],
    message: `src/client/${folder} serves every feature and imports none (nor a route).`,
  })),
  // The foundations are layers: each imports only those before it.
  ...clientLayers.map((layer, index) => ({
    target: `./src/client/${layer}`,
    from: [...clientLayers.slice(index + 1), 'pwa'].map((above) => `./src/client/${above}`),
    message: `The client's foundations are layers (contracts < lib < offline < session < components): ${layer} imports none after it, nor pwa.`,
  })),
  {
    target: ['./src/client/pwa', './src/client/styles'],
    from: clientLayers.map((layer) => `./src/client/${layer}`),
    message: 'The service worker and its prompt, and the styles, stand apart: they import no other client module.',
  },
  ...serverZones(),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'docs', 'src/client/routeTree.gen.ts', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){2,}', message: 'Use a path alias (#shared/…, #content/…, #client/…, #server/…, #tests/…) instead of a ../../ chain.' }] },
      ],
    },
  },
  {
    // The student app and the operator console follow the same rules of hooks.
    files: ['src/client/**/*.{ts,tsx}', 'src/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){2,}', message: 'Use a path alias (#shared/…, #content/…, #client/…, #server/…) instead of a ../../ chain.' },
            {
              regex: '^#shared/api/(?!envelope$)',
              allowTypeImports: true,
              message:
                'The student app calls the API through src/client/contracts/*.gen.ts (the contracts without their zod schemas; scripts/client-contracts.ts): a value from src/shared/api would bring zod into every page.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure TypeScript: besides its own files, src/shared may use zod and nothing else (no React, DOM, Node or database).
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod(/|$)|#shared/|\\.{1,2}/|vitest$)', message: 'src/shared is pure TypeScript: it imports only its own files and zod.' },
            { regex: '^(\\.\\./){2,}', message: 'Use a path alias instead of a ../../ chain.' },
          ],
        },
      ],
    },
  },
);
