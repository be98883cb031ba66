// ESLint flat config: typescript-eslint's recommended rules, the React hooks rules, and the import
// direction of STYLE.md and docs/architecture.md: common never imports client or server; on the client,
// imports flow api -> components -> domains -> features -> app (and the back office beside the shop),
// a feature never imports another feature, and no client module imports itself round a cycle.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');

// import-x resolves the project's aliases (@client/, @common/, @server/) through tsconfig.json's paths.
const importResolver = importX.createNodeResolver({
  tsconfig: { configFile: path.join(__dirname, 'tsconfig.json') },
  extensions: ['.ts', '.tsx', '.js', '.json'],
});

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

/** A client layer, by alias and by a relative path climbing into it (`../features/x`, `../../app`). */
function layer(name, message, options = {}) {
  return [
    { group: [`@client/${name}`, `@client/${name}/*`], message, ...options },
    { regex: `^(\\.\\./)+${name}(/|$)`, message, ...options },
  ];
}
const FEATURE_MESSAGE =
  'A feature never imports another feature: move the shared state to src/client/domains/ (shared UI to components/), or compose them in app/.';
const APP_FROM_FEATURE =
  'A feature never imports app/ (the composition root): typed hooks and store types come from @client/domains/store-hooks.';
const APP_FROM_DOMAIN =
  'A domain never imports app/ but for types (import type): app/ wires the domains, not the other way round.';
const LOWER_LAYER = (name) =>
  `${name} sits below the domains, features and app/: it never imports them (state-connected code belongs in a domain).`;
const SHOP_FROM_ADMIN =
  "The back office never imports the shop's features, domains or app/: it has its own api, store and screens.";

/** Every other feature (and app/), by alias and by a relative path climbing out of this one. */
function otherFeaturePatterns(feature, withApp = true) {
  const others = features.filter((name) => name !== feature);
  return [
    ...CLIENT_BASE,
    ...(withApp ? layer('app', APP_FROM_FEATURE) : []),
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
    // import-x for every TypeScript file; each part of the tree switches its rules on below.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importResolver],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
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
  // ---- Client (src/client) ----
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: CLIENT_BASE }] },
  },
  {
    // No client module imports itself round a cycle (an import type is no cycle, a lazy import() is).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...['api', 'components'].map((name) => ({
    // The layers below the domains: infrastructure and presentational UI, connected to no state.
    files: [`src/client/${name}/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CLIENT_BASE,
            ...(name === 'api' ? layer('components', LOWER_LAYER(name)) : []),
            ...layer('domains', LOWER_LAYER(name)),
            ...layer('features', LOWER_LAYER(name)),
            ...layer('app', LOWER_LAYER(name)),
          ],
        },
      ],
    },
  })),
  {
    // Shared client state: a domain may use api/ and components/ and other domains, never a feature,
    // and app/ only for its types.
    files: ['src/client/domains/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CLIENT_BASE,
            ...layer('features', 'A domain never imports a feature: features import domains.'),
            ...layer('app', APP_FROM_DOMAIN, { allowTypeImports: true }),
          ],
        },
      ],
    },
  },
  {
    // The back office: its own files and the shop's lower layers (api/, components/).
    files: ['src/client/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_BASE,
            ...NO_TYPEBOX_VALUES,
            ...layer('features', SHOP_FROM_ADMIN),
            ...layer('domains', SHOP_FROM_ADMIN),
            ...layer('app', SHOP_FROM_ADMIN),
          ],
        },
      ],
    },
  },
  ...features.flatMap((feature) => [
    {
      files: [`src/client/features/${feature}/**`],
      rules: {
        'no-restricted-imports': ['error', { patterns: otherFeaturePatterns(feature) }],
      },
    },
    {
      // A feature's tests may render it inside the app's shell (header, location sync).
      files: [`src/client/features/${feature}/**/*.test.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: otherFeaturePatterns(feature, false) }],
      },
    },
  ]),
  // ---- end of client ----
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
