import '@testing-library/jest-dom';
import { server } from '../src/client/test-server';

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
