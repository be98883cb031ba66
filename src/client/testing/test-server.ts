import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * What the server answers for an account with an empty garage and wishlist. A login starts the
 * garage and wishlist sagas (they merge the guest's lists into the account's), so every test that
 * logs a customer in makes these calls, usually after its own assertions; without an answer MSW
 * logs an error after the test ended, which fails the Jest run. Tests about the garage or the
 * wishlist answer them with `server.use(...)`.
 */
const emptyAccountLists = [
  http.post('/api/account/garage/merge', () =>
    HttpResponse.json({ status: 1, bikes: [], active: null }),
  ),
  http.post('/api/account/wishlist/merge', () => HttpResponse.json({ status: 1, products: [] })),
];

/**
 * Side calls of shared parts that most screen tests do not look at: the pickup carriers of step 1,
 * a product's size chart (the advisor's button), the main categories of the menus. Answered as a shop
 * without them would, so a screen test that is about something else does not log unhandled requests
 * (which, after its end, would fail the run). Tests about these parts answer them with `server.use`.
 */
const quietSideCalls = [
  http.get('/api/pickupCarriers', () => HttpResponse.json([])),
  http.get('/api/sizeChart/:alias', () => HttpResponse.json({ chart: null })),
  http.get('/api/getMainCategories/:section', () => HttpResponse.json([])),
];

/**
 * The MSW server of the client tests: each test adds its handlers with `server.use(...)`.
 * Other requests without a handler fail the test (see test/client-setup.ts).
 */
export const server = setupServer(...emptyAccountLists, ...quietSideCalls);
