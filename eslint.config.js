import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Module boundaries (docs/decisions/031-module-boundaries.md). In each app `lib` <- `features` <-
// `app` (and the entry files beside them): lib imports no feature and no app, a feature imports no
// app. Another feature may import a feature's top-level files and its `api/` and `components/`
// folders; every other folder of a feature (`routes/`, `room/`, `history/`, `gateways/`...) is its
// own. Shipped code never imports test code. Tests may import the app (they test it assembled).
const APP_SOURCES = ['apps/web/src', 'apps/server/src'];
const PUBLIC_FEATURE_FOLDERS = new Set(['api', 'components']);
/** Internal folders or files that other features may still import, each with its reason. */
const SHARED_INTERNALS = new Set([
  // The console is the consultant's side of the same conversation the chat room shows.
  'apps/web/src/features/chat/conversation',
  // The call screen is the voice side of the same paid session (issue 17): the room's clock,
  // running cost, balance warning, in-session top-up and header, and the summary's rating forms.
  'apps/web/src/features/chat/room',
  'apps/web/src/features/chat/summary',
  // Live online/busy status of consultants, shown wherever a consultant card is.
  'apps/web/src/features/catalogue/live',
  // The gateway interface admin's refund and payment lookups are handed.
  'apps/server/src/features/payments/gateways/payment-gateway.ts',
]);
/** Test code, relative to an app's src: test files, shared test helpers and fixtures, src/test. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*-test-*.{ts,tsx}',
  '**/*-fixture*.{ts,tsx}',
  'test/**',
];

function foldersOf(path) {
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One zone per feature: the internal folders of every other feature. */
function crossFeatureZones(root) {
  const features = foldersOf(`${root}/features`);
  return features.flatMap((feature) => {
    const internals = features
      .filter((other) => other !== feature)
      .flatMap((other) =>
        foldersOf(`${root}/features/${other}`)
          .filter((folder) => !PUBLIC_FEATURE_FOLDERS.has(folder))
          .map((folder) => `${root}/features/${other}/${folder}`),
      );
    if (internals.length === 0) return [];
    const from = internals.filter((path) => !SHARED_INTERNALS.has(path));
    const except = [...SHARED_INTERNALS].filter((path) =>
      from.some((folder) => path.startsWith(`${folder}/`)),
    );
    return from.map((folder) => ({
      target: `${root}/features/${feature}`,
      from: folder,
      except: except
        .filter((path) => path.startsWith(`${folder}/`))
        .map((path) => `.${path.slice(folder.length)}`),
      message: `A feature imports another feature's top-level files, api/ or components/ only (decision 031).`,
    }));
  });
}

function boundaryZones({ forTests }) {
  return APP_SOURCES.flatMap((root) => [
    {
      target: `${root}/lib`,
      from: [`${root}/features`, `${root}/app`],
      message: 'lib is imported by features and the app, never the other way (decision 031).',
    },
    ...(forTests
      ? []
      : [
          {
            target: `${root}/features`,
            from: [`${root}/app`],
            message: 'A feature does not import the app that assembles it (decision 031).',
          },
          {
            target: root,
            from: [`${root}/test`],
            message: 'Shipped code does not import test code (decision 031).',
          },
        ]),
    ...crossFeatureZones(root),
  ]);
}

const boundaryRules = (forTests) => ({
  'import-x/no-restricted-paths': [
    'error',
    { basePath: import.meta.dirname, zones: boundaryZones({ forTests }) },
  ],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
});

export default tseslint.config(
  {
    // dist-ssr: the web's server-render bundle, beside dist after `npm run build`.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      // Server bundles the unit tests build for spawned servers, while CI lints beside them.
      '**/dist-test/**',
      'data/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: APP_SOURCES.map((root) => `${root}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: boundaryRules(false),
  },
  {
    files: APP_SOURCES.flatMap((root) => TEST_FILES.map((pattern) => `${root}/${pattern}`)),
    rules: boundaryRules(true),
  },
  {
    // The one schema drizzle-kit reads lists every feature's tables (decision 003).
    files: ['apps/server/src/lib/db/schema.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
