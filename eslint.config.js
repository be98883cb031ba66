// ESLint flat config: typescript-eslint's recommended rules, the React hooks rules, and the import
// direction of STYLE.md (common never imports client or server).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

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
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@server/*', 'node:*'] }] },
  },
  {
    // The back office is a lazy part of its own: nothing a shopper loads may pull it in.
    files: ['src/client/{api,components,features}/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@server/*', 'node:*', '@client/admin/*'] }],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
