import { readdirSync } from 'node:fs';
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

/** Client modules below the features: they serve every feature and know none. */
const clientFoundations = ['lib', 'components', 'contracts', 'session', 'offline', 'pwa', 'styles'];

const zones = [
  { target: './src/client', from: './src/server', message: 'The client never imports the server (contracts live in src/shared).' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  { target: ['./src/client', './src/server', './src/shared', './src/content'], from: './src/console', message: 'The operator console is an app of its own (vite.console.config.ts): nothing imports it.' },
  {
    target: './src/console',
    from: ['./src/server', './src/content', './src/client/features', './src/client/routes', './src/client/offline', './src/client/session', './src/client/pwa'],
    message: "The console uses the shared contracts and the client's foundations (components, lib, styles), never a student feature, the offline store or a student's session.",
  },
  {
    target: './src/console',
    from: ['./src/client/lib/api-client.ts', './src/client/lib/token-storage.ts', './src/client/lib/class-device.ts', './src/client/lib/device-id.ts', './src/client/lib/server-reachability.ts'],
    message: "The console calls the server through #client/lib/transport (token-free), never the student's session layer (api-client) or the student's token, device or reachability.",
  },
  { target: './src/shared', from: ['./src/client', './src/server', './src/content'], message: 'src/shared is pure TypeScript: rules, contracts and scoring that take content as arguments.' },
  {
    target: ['./src/client', './src/server', './src/console'],
    from: ['./src/shared/api/responses', './src/shared/api/index.ts', './src/shared/api/envelope-schemas.ts'],
    message: 'Response schemas are for the tests (tests/integration/harness.ts): the app takes only their types, through the endpoint contracts.',
  },
  { target: './src/content', from: ['./src/client', './src/server'], message: 'src/content is data (and the registry joining it to scoring): it imports only src/shared.' },
  // Unit tests beside the code may use the test support; the code itself may not.
  { target: './src/**/!(*.test).{ts,tsx}', from: './tests', message: 'tests/ (the simulation, fixtures) is for tests and scripts: the app and the server never import it.' },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in a route, or move what both need to a shared client module (lib, components, session, offline).',
  })),
  ...clientFoundations.map((folder) => ({
    target: `./src/client/${folder}`,
    from: ['./src/client/features', './src/client/routes'],
    message: `src/client/${folder} serves every feature and imports none (nor a route).`,
  })),
  { target: './src/server/lib', from: ['./src/server/services', './src/server/routes', './src/server/http', './src/server/app.ts'], message: "The server's lib/ is the bottom layer: no service, route or app." },
  { target: './src/server/services', from: ['./src/server/routes', './src/server/http', './src/server/app.ts'], message: 'Services know nothing of HTTP routes or the app.' },
  { target: './src/server/db', from: ['./src/server/services', './src/server/routes', './src/server/http', './src/server/app.ts'], message: 'The database layer imports no service, route or app.' },
  { target: './src/server/routes', from: './src/server/app.ts', message: 'Routes take their dependencies from src/server/deps.ts, never from app.ts (which imports them).' },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
              message: "The student app calls the API through src/client/contracts/*.gen.ts (the contracts without their zod schemas; scripts/client-contracts.ts): a value from src/shared/api would bring zod into every page.",
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
