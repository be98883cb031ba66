import path from 'node:path';
import type { Config } from 'jest';

const root = path.resolve(__dirname, '..', '..');

const config: Config = {
  rootDir: root,
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  moduleNameMapper: {
    '^@client/(.*)$': '<rootDir>/src/client/$1',
    '^@common/(.*)$': '<rootDir>/src/common/$1',
    '^@server/(.*)$': '<rootDir>/src/server/$1',
  },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
