import path from 'node:path';
import type { Config } from 'jest';

const root = path.resolve(__dirname, '..', '..');

/**
 * `npm run test:reliability`: real server processes killed, locked, flooded (docs/reliability.md), and
 * the feeds' build time on the large catalogue (docs/seo.md); one at a time, the machine to themselves.
 */
const config: Config = {
  rootDir: root,
  displayName: 'reliability',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/reliability'],
  testMatch: ['**/*.reliability.ts'],
  moduleNameMapper: {
    '^@client/(.*)$': '<rootDir>/src/client/$1',
    '^@common/(.*)$': '<rootDir>/src/common/$1',
    '^@server/(.*)$': '<rootDir>/src/server/$1',
  },
  testTimeout: 180_000,
  maxWorkers: 1,
};

export default config;
