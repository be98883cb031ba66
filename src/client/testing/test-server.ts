import { setupServer } from 'msw/node';

/**
 * The MSW server of the client tests: each test adds its handlers with `server.use(...)`.
 * Requests without a handler fail the test (see test/client-setup.ts).
 */
export const server = setupServer();
