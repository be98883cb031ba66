import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_CHUNKS } from '@common/screen-routes';
import { screenChunkOf } from './screen-chunks';

describe('screenChunkOf', () => {
  it("names the screen chunk of each route of the client's route table", () => {
    expect(screenChunkOf('/')).toBe('home');
    expect(screenChunkOf('/termek/held-kesztyu')).toBe('product');
    expect(screenChunkOf('/ruhazat-sisak/')).toBe('product-list');
    expect(screenChunkOf('/ruhazat-sisak/nyari-kesztyuk')).toBe('product-list');
    expect(screenChunkOf('/akciok/')).toBe('product-list');
    expect(screenChunkOf('/alkatresz-kereso/yamaha/mt-07')).toBe('parts-finder');
    expect(screenChunkOf('/kosar')).toBe('cart');
    expect(screenChunkOf('/o/szallitas')).toBe('info-page');
    expect(screenChunkOf('/o/szallitas/gls')).toBe('info-page');
    expect(screenChunkOf('/blog')).toBe('blog');
    expect(screenChunkOf('/blog/teli-tarolas')).toBe('blog-article');
    expect(screenChunkOf('/profil/rendelesek/MP-1')).toBe('order-detail');
    expect(screenChunkOf('/password_reset/abc')).toBe('password-reset');
    expect(screenChunkOf('/felhasznalasi-feltetelek')).toBe('legal');
    expect(screenChunkOf('/adatvedelmi-nyilatkozat')).toBe('legal');
    expect(screenChunkOf('/admin/rendelesek')).toBeNull();
    expect(screenChunkOf('/admin')).toBeNull();
  });

  it('names only chunks the client has (routes.tsx)', () => {
    const routes = fs.readFileSync(path.resolve('src/client/app/routes.tsx'), 'utf8');
    const chunks = new Set([...routes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]));
    for (const [screen, chunk] of Object.entries(SCREEN_CHUNKS)) {
      expect([screen, chunks.has(chunk)]).toEqual([screen, true]);
    }
  });
});
