import path from 'node:path';
import type { Config } from 'jest';

const root = path.resolve(__dirname, '..', '..');

const config: Config = {
  rootDir: root,
  displayName: 'e2e',
  // Node's, plus a report of the test's pages when a test fails (support/failure-environment.ts).
  testEnvironment: '<rootDir>/test/e2e/support/failure-environment.ts',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  moduleNameMapper: {
    '^@client/(.*)$': '<rootDir>/src/client/$1',
    '^@common/(.*)$': '<rootDir>/src/common/$1',
    '^@server/(.*)$': '<rootDir>/src/server/$1',
  },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  // A shopper's whole journey (several pages, axe scans, real scrypt logins) on a 2-core CI machine
  // that may be busy: 60 s was exceeded by journeys that pass in 25 s on a quiet machine.
  testTimeout: 120_000,
  // The Redux DevTools packages the support test imports files with are ESM-only.
  transform: {
    '/node_modules/.+\\.m?js$': [
      'babel-jest',
      { babelrc: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
    ],
    '\\.[jt]sx?$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@redux-devtools|nanoid)/)'],
  maxWorkers: 1,
};

export default config;
