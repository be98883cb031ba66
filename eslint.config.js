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

// The server's layers (docs/architecture.md, Server): db/ at the bottom; a domain's rules in
// services/<domain>/ know nothing of HTTP; its route plugins (*.routes.ts) and hooks (*.hook.ts) sit
// beside them and are registered only by http/api-routes.ts and http/admin-api-routes.ts; recurring
// work is wired only in src/server/jobs/. Relative imports climb a varying number of folders, hence
// the regexes (an alias form is refused alike).
const SERVER_NOT_LINTED = ['**/*.test.ts', 'src/server/testing/**'];
const climbingInto = (folders) => `^(\\./|(\\.\\./)+)(${folders})(/|$)`;
const JOBS_MESSAGE =
  'Recurring work is wired only in the jobs plugin: declare a job in src/server/jobs/jobs.plugin.ts (its work in a service); only app.ts registers the plugin.';
const SERVER_BASE_PATTERNS = [
  { group: ['@client/*'], message: 'The server never imports client code.' },
  { regex: climbingInto('jobs'), message: JOBS_MESSAGE },
  { group: ['@server/jobs/*'], message: JOBS_MESSAGE },
];
const SERVER_BASE_PATHS = [
  { name: 'node:timers', importNames: ['setInterval'], message: JOBS_MESSAGE },
  { name: 'timers', importNames: ['setInterval'], message: JOBS_MESSAGE },
];
const DB_MESSAGE =
  'db/ is the bottom layer: it never imports the services, jobs, HTTP, mail or any other server layer above it.';
const DB_ABOVE = 'services|jobs|http|mail|security|seo|spa|seed|feeds|spreadsheets|app|main';
const HTTP_MESSAGE =
  'http/ is the HTTP infrastructure under every domain: only the route registries (http/api-routes.ts, http/admin-api-routes.ts) import the domains.';
const MAIL_MESSAGE =
  'mail/ sits below the domains: services enqueue mail, mail/ never imports them.';
const ROUTES_MESSAGE =
  "A route plugin is registered only by http/api-routes.ts or http/admin-api-routes.ts: a domain never imports another domain's route file (what both need goes to a service, or to http/).";
const RULES_MESSAGE =
  'Services hold the rules and know nothing of HTTP (no Fastify, http/, route or hook files): the route plugin beside the service maps HTTP to it.';

/** One no-restricted-imports block of the server (a later block replaces an earlier one's list). */
function serverImports(files, patterns, ignores = []) {
  return {
    files,
    ignores: [...SERVER_NOT_LINTED, ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: SERVER_BASE_PATHS, patterns: [...SERVER_BASE_PATTERNS, ...patterns] },
      ],
    },
  };
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
  serverImports(['src/server/**/*.ts'], [], ['src/server/jobs/**', 'src/server/app.ts']),
  serverImports(
    ['src/server/db/**/*.ts'],
    [
      { regex: climbingInto(DB_ABOVE), message: DB_MESSAGE },
      { group: DB_ABOVE.split('|').map((layer) => `@server/${layer}*`), message: DB_MESSAGE },
    ],
  ),
  serverImports(
    ['src/server/http/**/*.ts'],
    [
      { regex: climbingInto('services'), message: HTTP_MESSAGE },
      { group: ['@server/services/*'], message: HTTP_MESSAGE },
    ],
    ['src/server/http/api-routes.ts', 'src/server/http/admin-api-routes.ts'],
  ),
  serverImports(
    ['src/server/mail/**/*.ts'],
    [
      { regex: climbingInto('services|http|security'), message: MAIL_MESSAGE },
      {
        group: ['@server/services/*', '@server/http/*', '@server/security/*'],
        message: MAIL_MESSAGE,
      },
    ],
  ),
  // A domain's route plugins and hooks: HTTP is theirs, another domain's route file is not.
  serverImports(
    ['src/server/services/**/*.ts'],
    [
      { regex: '^(\\.\\./)+(.+/)?[^/]+\\.routes$', message: ROUTES_MESSAGE },
      { group: ['@server/**/*.routes'], message: ROUTES_MESSAGE },
    ],
  ),
  // A domain's rules and transactions: no HTTP at all.
  serverImports(
    ['src/server/services/**/*.ts'],
    [
      { regex: '(^|/)[^/]+\\.(routes|hook)$', message: RULES_MESSAGE },
      { group: ['fastify', 'fastify/*', 'fastify-plugin', '@fastify/*'], message: RULES_MESSAGE },
      { regex: climbingInto('http'), message: RULES_MESSAGE },
      { group: ['@server/http/*'], message: RULES_MESSAGE },
    ],
    ['**/*.routes.ts', '**/*.hook.ts'],
  ),
  {
    // Timers for recurring work and start-up hooks that would start them: only in the jobs plugin.
    files: ['src/server/**/*.ts'],
    ignores: [...SERVER_NOT_LINTED, 'src/server/jobs/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'setInterval', message: JOBS_MESSAGE }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='addHook'][arguments.0.value=/^on(Listen|Ready)$/]",
          message: JOBS_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
