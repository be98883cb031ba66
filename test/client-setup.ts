import '@testing-library/jest-dom';
import { server } from '../src/client/testing/test-server';

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
