import fs from 'node:fs';
import path from 'node:path';
import { shopInfoOf } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_BLOG_POSTS, DEMO_PAGES, seedContent } from '../../seed/demo-content';
import { saveBlogPost, savePage, savePopup } from './content-store.service';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

describe('content API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });

  describe('info pages', () => {
    beforeEach(async () => {
      await savePage(t.app.db, {
        alias: 'szallitas',
        title: 'Szállítás',
        content: '<p>Módok</p>',
        position: 2,
      });
      await savePage(t.app.db, {
        alias: 'kontakt',
        title: 'Kapcsolat',
        content: '<p>Cím</p>',
        position: 1,
      });
      await savePage(t.app.db, {
        alias: 'mpl',
        parentAlias: 'szallitas',
        title: 'MPL',
        content: '<p>Utalás</p>',
        position: 2,
      });
      await savePage(t.app.db, {
        alias: 'gls',
        parentAlias: 'szallitas',
        title: 'GLS',
        content: '<p>Utánvét</p>',
        position: 1,
      });
    });

    it('answers a page with its children in display order', async () => {
      const res = await get('/api/getPages/szallitas');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        alias: 'szallitas',
        title: 'Szállítás',
        content: '<p>Módok</p>',
        children: [
          { alias: 'gls', title: 'GLS' },
          { alias: 'mpl', title: 'MPL' },
        ],
      });
    });

    it('answers a child page by its own alias', async () => {
      const res = await get('/api/getPages/gls');
      expect(res.json()).toEqual({
        alias: 'gls',
        title: 'GLS',
        content: '<p>Utánvét</p>',
        children: [],
      });
    });

    it('answers an unknown alias with 404 and the empty object of the spec', async () => {
      const res = await get('/api/getPages/nincs-ilyen');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({});
    });

    it('rejects an empty alias with a Hungarian 400 and an over-long one as unknown', async () => {
      const empty = await get('/api/getPages/');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/Hibás azonosító/);
      expect((await get(`/api/getPages/${'a'.repeat(300)}`)).statusCode).toBe(404);
    });

    it('lists only the top-level pages for the footer, in display order', async () => {
      const res = await get('/api/getParentPages');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { alias: 'kontakt', title: 'Kapcsolat' },
        { alias: 'szallitas', title: 'Szállítás' },
      ]);
    });

    it('stores page HTML sanitized, so the stored copy is safe to serve', async () => {
      await savePage(t.app.db, {
        alias: 'gonosz',
        title: 'Gonosz',
        content:
          '<p onclick="x()">Szöveg</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>',
      });
      const stored = await t.app.db
        .selectFrom('pages')
        .select('content')
        .where('alias', '=', 'gonosz')
        .executeTakeFirstOrThrow();
      expect(stored.content).toBe('<p>Szöveg</p><a>link</a>');
      expect((await get('/api/getPages/gonosz')).json().content).toBe('<p>Szöveg</p><a>link</a>');
    });
  });

  describe('blog', () => {
    beforeEach(async () => {
      await saveBlogPost(t.app.db, {
        alias: 'regi',
        title: 'Régi',
        createdAt: '2025-03-01T10:00:00Z',
        excerpt: 'Régi kivonat',
        content: '<p>Régi</p>',
      });
      await saveBlogPost(t.app.db, {
        alias: 'uj',
        title: 'Új',
        createdAt: '2026-11-01T10:00:00Z',
        excerpt: 'Új <img src=x onerror=alert(1)>kivonat',
        content: '<h2>Új</h2><img src="/media/a.jpg" alt="" onerror="alert(1)">',
      });
    });

    it('lists posts newest first, without their content', async () => {
      const res = await get('/api/blog_items');
      expect(res.statusCode).toBe(200);
      const items = res.json() as { alias: string; created_at: string; excerpt: string }[];
      expect(items.map((i) => i.alias)).toEqual(['uj', 'regi']);
      expect(items[0]).toEqual({
        id: expect.any(Number),
        alias: 'uj',
        title: 'Új',
        created_at: '2026-11-01T10:00:00.000Z',
        excerpt: 'Új <img src="x">kivonat',
      });
    });

    it('answers an article with its sanitized content', async () => {
      const res = await get('/api/blog_item/uj');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        alias: 'uj',
        title: 'Új',
        created_at: '2026-11-01T10:00:00.000Z',
        content: '<h2>Új</h2><img src="/media/a.jpg" alt="">',
      });
    });

    it('answers an unknown article with 404 and the Hungarian message', async () => {
      const res = await get('/api/blog_item/nincs');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Bejegyzés nem található.' });
    });
  });

  describe('announcement popup', () => {
    it('says inactive when no announcement is switched on', async () => {
      await savePopup(t.app.db, {
        alias: 'regi',
        title: 'Régi',
        content: '<p>x</p>',
        active: false,
      });
      const res = await get('/api/getPopup');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ alias: '', active: false, title: '', content: '' });
    });

    it('answers the active announcement, and switching one on switches the other off', async () => {
      await savePopup(t.app.db, {
        alias: 'elso',
        title: 'Első',
        content: '<p>1</p>',
        active: true,
      });
      await savePopup(t.app.db, {
        alias: 'masodik',
        title: 'Második',
        content: '<p onmouseover="x()">2</p>',
        active: true,
      });
      expect((await get('/api/getPopup')).json()).toEqual({
        alias: 'masodik',
        active: true,
        title: 'Második',
        content: '<p>2</p>',
      });
      const rows = await t.app.db
        .selectFrom('popups')
        .select(['alias', 'active'])
        .orderBy('alias')
        .execute();
      expect(rows).toEqual([
        { alias: 'elso', active: 0 },
        { alias: 'masodik', active: 1 },
      ]);
    });
  });

  describe('legal documents', () => {
    it('serves the built-in privacy statement as HTML by default', async () => {
      const res = await get('/api/legal/adatvedelmi-nyilatkozat');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h2>Adatvédelmi nyilatkozat</h2>');
    });

    it('serves the retailer’s own file from DATA_DIR/legal, sanitized', async () => {
      fs.mkdirSync(path.join(t.config.dataDir, 'legal'));
      fs.writeFileSync(
        path.join(t.config.dataDir, 'legal', 'altalanos-szerzodesi-feltetelek.html'),
        '<h2>Saját ÁSZF</h2><script>alert(1)</script>',
      );
      const res = await get('/api/legal/altalanos-szerzodesi-feltetelek');
      expect(res.body).toBe('<h2>Saját ÁSZF</h2>');
    });

    it('answers 404 for any other name, including paths that try to leave the folder', async () => {
      for (const name of ['nincs', '..%2F..%2Fshop.sqlite', '%2E%2E%2Fapp']) {
        const res = await get(`/api/legal/${name}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Nincs ilyen dokumentum.' });
      }
    });

    it('reads the document addresses from LEGAL_PRIVACY_URL and LEGAL_TERMS_URLS, defaulting to its own', () => {
      expect(loadConfig({})).toMatchObject({
        legalPrivacyUrl: '/api/legal/adatvedelmi-nyilatkozat',
        legalTermsUrls: [
          '/api/legal/altalanos-szerzodesi-feltetelek',
          '/api/legal/elallasi-tajekoztato',
        ],
      });
      const config = loadConfig({
        LEGAL_PRIVACY_URL: 'https://docs.example.hu/p',
        LEGAL_TERMS_URLS: ' https://docs.example.hu/a , https://docs.example.hu/b,',
      });
      expect(config.legalPrivacyUrl).toBe('https://docs.example.hu/p');
      expect(config.legalTermsUrls).toEqual([
        'https://docs.example.hu/a',
        'https://docs.example.hu/b',
      ]);
      expect(shopInfoOf(config).legalDocuments).toEqual({
        privacy: 'https://docs.example.hu/p',
        terms: ['https://docs.example.hu/a', 'https://docs.example.hu/b'],
      });
    });

    it('hands the document addresses to the page and allows them in the CSP', async () => {
      await t.close();
      t = await createTestApp({
        legalPrivacyUrl: 'https://docs.example.hu/privacy',
        legalTermsUrls: ['https://docs.example.hu/aszf', '/api/legal/elallasi-tajekoztato'],
      });
      const res = await get('/api/getParentPages');
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' https://docs.example.hu",
      );
    });
  });

  describe('demo content', () => {
    it('loads pages, posts and an active popup, and can run again without duplicates', async () => {
      await seedContent(t.app.db);
      await seedContent(t.app.db);
      const parents = (await get('/api/getParentPages')).json() as { alias: string }[];
      expect(parents.map((p) => p.alias)).toEqual(
        DEMO_PAGES.filter((p) => !p.parentAlias).map((p) => p.alias),
      );
      expect(parents.map((p) => p.alias)).toContain('kontakt');
      expect((await get('/api/blog_items')).json()).toHaveLength(DEMO_BLOG_POSTS.length);
      expect((await get('/api/getPopup')).json()).toMatchObject({
        active: true,
        alias: 'unnepi-nyitvatartas-2026',
      });
      const szallitas = (await get('/api/getPages/szallitas')).json() as { children: unknown[] };
      expect(szallitas.children).toHaveLength(3);
    });
  });
});
