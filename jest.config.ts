import type { Config } from 'jest';

// Module aliases shared by both projects; they mirror tsconfig "paths" and webpack "resolve.alias".
const moduleNameMapper = {
  '^@client/(.*)$': '<rootDir>/src/client/$1',
  '^@common/(.*)$': '<rootDir>/src/common/$1',
  '^@server/(.*)$': '<rootDir>/src/server/$1',
  '\\.css$': '<rootDir>/test/style-stub.js',
};

const config: Config = {
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
      // Each test builds an app and migrates a fresh database; on a loaded machine 5 s is too tight.
      testTimeout: 15_000,
    },
    {
      displayName: 'client',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query and MSW need.
      testEnvironment: '<rootDir>/test/jsdom-environment.js',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/test/client-setup.ts'],
      // Screen tests wait on real timers (debounce, MSW); on a loaded machine 5 s is not always enough.
      testTimeout: 15_000,
      // MSW 2 pulls in a few ESM-only packages; compile just those to CommonJS for Jest on Node 20.
      transform: {
        '/node_modules/.+\\.m?js$': [
          'babel-jest',
          { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
        ],
        '\\.[jt]sx?$': 'babel-jest',
      },
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@mswjs|msw|outvariant|strict-event-emitter|headers-polyfill|is-node-process|@open-draft)/)',
      ],
    },
  ],
};

export default config;
