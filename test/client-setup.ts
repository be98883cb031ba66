import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../src/client/testing/test-server';

// findBy*/waitFor wait up to 5 s instead of 1 s: a lazy screen chunk plus its mocked requests took longer
// than 1 s on a busy machine (parts-finder-screen.test.tsx failed that way). A wrong answer still fails,
// after those 5 s, because the expectation it waits for never holds.
configure({ asyncUtilTimeout: 5000 });

// Like the page the server renders: the anti-forgery meta tag and the shop settings.
const meta = document.createElement('meta');
meta.name = 'csrf-token';
meta.content = 'test-csrf-token';
document.head.appendChild(meta);
const info = document.createElement('script');
info.id = 'shop-info';
info.type = 'application/json';
info.textContent = JSON.stringify({
  brandName: 'MotoPont',
  phone: '+36 1 234 5678',
  email: 'bolt@motopont.hu',
  socialLinks: [{ name: 'Facebook', url: 'https://www.facebook.com/' }],
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
});
document.head.appendChild(info);

// A browser resolves RTK Query's '/api/...' against the page; Node's Request (jest-fixed-jsdom) refuses a
// relative URL, so resolve it against jsdom's location the same way.
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
};

// The real server refuses a write to the shop without the anti-forgery token (419) or without
// X-Requested-With: XMLHttpRequest (403), whatever the test's handler answers; so every write a client
// test makes is checked here for both headers, and a test fails when its screen sent one without them.
const unmarkedWrites: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  if (new URL(request.url).origin !== window.location.origin) return;
  if (
    request.headers.get('x-requested-with') !== 'XMLHttpRequest' ||
    request.headers.get('x-csrf-token') !== 'test-csrf-token'
  )
    unmarkedWrites.push(`${request.method} ${request.url}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  const sent = unmarkedWrites.splice(0);
  expect(sent).toEqual([]);
});
afterAll(() => server.close());
