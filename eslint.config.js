// ESLint flat config: typescript-eslint's recommended rules, the React hooks rules, and the import
// direction of STYLE.md and docs/architecture.md: common never imports client or server; the shared
// client layers (api, components, shared) never import a feature or the app; a feature never imports
// another feature (only app/ composes them).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const FEATURES_DIR = path.join(__dirname, 'src/client/features');
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NO_TYPEBOX_VALUES = [
  {
    group: ['@sinclair/typebox', '@sinclair/typebox/*', '**/*.schema', '*.schema'],
    allowTypeImports: true,
    message:
      'The client ships no TypeBox: import only types from schema modules (import type); plain values live in src/common/api/*.constants.ts.',
  },
];
const SERVER_BASE = {
  group: ['@server/*', 'node:*'],
  message: 'The client never imports server code or Node built-ins.',
};
// The back office is a lazy part no shopper downloads: shop code reaches it only through the dynamic
// import() in src/client/index.tsx (which this rule does not see), never a static import.
const ADMIN_MESSAGE =
  'Shop code never imports the back office (src/client/admin); only index.tsx loads it lazily.';
const CLIENT_BASE = [
  SERVER_BASE,
  ...NO_TYPEBOX_VALUES,
  { group: ['@client/admin', '@client/admin/*'], message: ADMIN_MESSAGE },
  { regex: '^(\\.\\.?/)+admin(/|$)', message: ADMIN_MESSAGE },
];
const FEATURE_MESSAGE =
  'A feature never imports another feature: move what both need to src/client/shared/ (or components/, api/), or compose them in app/.';

/** Every other feature, by alias and by a relative path climbing out of this one. */
function otherFeaturePatterns(feature) {
  const others = features.filter((name) => name !== feature);
  return [
    ...CLIENT_BASE,
    {
      group: ['@client/features/*', `!@client/features/${feature}`],
      message: FEATURE_MESSAGE,
    },
    ...(others.length
      ? [{ regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message: FEATURE_MESSAGE }]
      : []),
  ];
}

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Migrations are frozen in time and take Kysely<any> on purpose (Kysely's own advice).
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@client/*', '@server/*', 'node:*', '../client/*', '../server/*'] },
      ],
    },
  },
  {
    // The client imports common's rules and constants as values: they must not drag a schema (and
    // TypeBox) along. Only the schema modules themselves build on TypeBox.
    files: ['src/common/**'],
    ignores: ['src/common/api/*.schema.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@client/*', '@server/*', 'node:*', '../client/*', '../server/*'] },
            ...NO_TYPEBOX_VALUES,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: CLIENT_BASE }] },
  },
  {
    // Shared layers sit below the features: they may read the store's type, never a feature or the app.
    files: ['src/client/{api,components,shared}/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CLIENT_BASE,
            {
              group: ['@client/features/*', '../features/*', '../../features/*'],
              message: 'Shared client code never imports a feature.',
            },
            {
              group: ['@client/app/*', '../app/*', '../../app/*'],
              allowTypeImports: true,
              message: 'Shared client code never imports the app (import type is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // The back office itself may import its own files (and the shop's shared layers).
    files: ['src/client/admin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_BASE, ...NO_TYPEBOX_VALUES] }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: otherFeaturePatterns(feature) }],
    },
  })),
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
