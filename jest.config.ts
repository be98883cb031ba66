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
      roots: ['<rootDir>/src/server', '<rootDir>/src/common', '<rootDir>/scripts', '<rootDir>/test/replays'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper,
    },
    {
      displayName: 'client',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query and MSW need.
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/test/client-setup.ts'],
    },
  ],
};

export default config;
