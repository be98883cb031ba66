import type { Config } from 'jest';

// Module aliases shared by both projects; they mirror tsconfig "paths" and webpack "resolve.alias".
const moduleNameMapper = {
  '^@client/(.*)$': '<rootDir>/src/client/$1',
  '^@common/(.*)$': '<rootDir>/src/common/$1',
  '^@server/(.*)$': '<rootDir>/src/server/$1',
  '\\.css$': '<rootDir>/test/style-stub.js',
};

// ESM-only packages compiled to CommonJS for Jest on Node 20: MSW 2's helpers, and the Redux DevTools
// extension's own packages the replay tests run (@redux-devtools/*, and nanoid under them).
const esmPackages =
  'rettime|until-async|@mswjs|msw|outvariant|strict-event-emitter|headers-polyfill|is-node-process|@open-draft|@redux-devtools|nanoid';
const transform = {
  '/node_modules/.+\\.m?js$': [
    'babel-jest',
    { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
  ],
  '\\.[jt]sx?$': 'babel-jest',
} as const;
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`];

const config: Config = {
  // Global, not per project (Jest reads testTimeout from the global config only). Server tests build an
  // app and migrate a fresh database, screen tests wait on real timers (debounce, MSW): on a loaded
  // machine 5 s is not always enough.
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/src/server',
        '<rootDir>/src/common',
        '<rootDir>/scripts',
        '<rootDir>/test/replays',
      ],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query and MSW need.
      testEnvironment: '<rootDir>/test/jsdom-environment.js',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/test/client-setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
