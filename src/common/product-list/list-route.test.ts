import { categoryPath, listRouteOf } from './list-route';

describe('listRouteOf', () => {
  it('reads a whole section', () => {
    expect(listRouteOf('/ruhazat-sisak/')).toEqual({
      base: 'ruhazat-sisak',
      mainRoute: 'ruhazat-sisak',
      alias: 'ruhazat-sisak',
      isSection: true,
    });
    expect(listRouteOf('/akciok').isSection).toBe(true);
  });

  it('takes the last segment as the category alias', () => {
    expect(listRouteOf('/szerviz-alkatreszek/fekek/fekbetetek')).toEqual({
      base: 'szerviz-alkatreszek',
      mainRoute: 'szerviz-alkatreszek',
      alias: 'fekbetetek',
      isSection: false,
    });
    expect(listRouteOf('/kereses/kesztyuk').alias).toBe('kesztyuk');
  });

  it('treats an unknown first segment as a category of its own', () => {
    expect(listRouteOf('/kiegeszito-alkatreszek/')).toEqual({
      base: 'kiegeszito-alkatreszek',
      mainRoute: null,
      alias: 'kiegeszito-alkatreszek',
      isSection: false,
    });
  });

  it('decodes the alias and survives a malformed escape', () => {
    expect(listRouteOf('/ruhazat-sisak/b%C5%91r').alias).toBe('bőr');
    expect(listRouteOf('/ruhazat-sisak/%E0%A4%A').alias).toBe('%E0%A4%A');
  });

  it('builds category links under the same first segment', () => {
    expect(categoryPath('akciok', 'sisakok')).toBe('/akciok/sisakok');
    expect(categoryPath('akciok', null)).toBe('/akciok/');
  });
});
