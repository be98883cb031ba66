import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShopInfo } from '@common/api/content.schema';
import { loadIndexHtml } from './index-html';

const shopInfo: ShopInfo = {
  brandName: 'MotoPont',
  phone: '+36 1 234 5678',
  email: 'bolt@motopont.hu',
  socialLinks: [],
  mapEmbedUrl: 'https://example.org/map',
  legalDocuments: { privacy: '/api/legal/a', terms: ['/api/legal/b'] },
};

const template = (script: string) =>
  `<!doctype html><html lang="hu"><head><title>Régi</title>` +
  `<meta name="description" content="Leírás &amp; más"></head>` +
  `<body><div id="root"></div><script src="${script}"></script></body></html>`;

describe('loadIndexHtml', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-html-'));
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts the page head, the anti-forgery tag and the shop settings into the template', () => {
    fs.writeFileSync(path.join(dir, 'index.html'), template('/assets/main.1.js'));
    const html = loadIndexHtml(dir, shopInfo);
    expect(html.defaultDescription).toBe('Leírás & más');
    const page = html.render('tok"en', '<title>Kosár - MotoPont</title>');
    expect(page).not.toContain('Régi');
    expect(page).toContain(
      '<title>Kosár - MotoPont</title><meta name="csrf-token" content="tok&quot;en">',
    );
    expect(page).toContain(
      '<script id="shop-info" type="application/json">{"brandName":"MotoPont"',
    );
    expect(page).toContain('<script src="/assets/main.1.js">');
  });

  it('takes a replaced or a late index.html (a build in place, the dev server) without a restart', () => {
    const html = loadIndexHtml(dir, shopInfo);
    expect(html.render('t', '')).toContain('npm run build');

    fs.writeFileSync(path.join(dir, 'index.html'), template('/assets/main.1.js'));
    jest.advanceTimersByTime(1001);
    expect(html.render('t', '')).toContain('/assets/main.1.js');

    fs.writeFileSync(path.join(dir, 'index.html'), template('/assets/main.22.js'));
    // Within a second the parsed page is reused: no file system call per request.
    expect(html.render('t', '')).toContain('/assets/main.1.js');
    jest.advanceTimersByTime(1001);
    expect(html.render('t', '')).toContain('/assets/main.22.js');
  });
});
