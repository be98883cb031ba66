import {
  isShopPath,
  productOpenedFromList,
  productPrevSlice,
  selectListToReturnTo,
} from './product-prev.slice';

const reduce = productPrevSlice.reducer;

describe('productPrev (the list a product was opened from)', () => {
  it('keeps the latest list and leads back to it from that product only', () => {
    let state = reduce(
      undefined,
      productOpenedFromList({
        alias: 'a',
        path: '/akciok?start=15&end=30',
        label: 'Akciók, 2. oldal',
      }),
    );
    state = reduce(
      state,
      productOpenedFromList({ alias: 'b', path: '/kereses?q=sisak', label: 'Keresés: „sisak”' }),
    );
    expect(selectListToReturnTo({ productPrev: state }, 'b')).toEqual({
      path: '/kereses?q=sisak',
      label: 'Keresés: „sisak”',
    });
    expect(selectListToReturnTo({ productPrev: state }, 'a')).toBeNull();
  });

  it('accepts only addresses inside the shop', () => {
    expect(isShopPath('/ruhazat-sisak/')).toBe(true);
    for (const path of [
      '//gonosz.example/',
      '/\\\\gonosz.example',
      'https://x.hu/',
      'javascript:1',
      '',
    ])
      expect(isShopPath(path)).toBe(false);
    const state = reduce(
      undefined,
      productOpenedFromList({ alias: 'a', path: '//x.hu', label: 'x' }),
    );
    expect(state).toEqual(productPrevSlice.getInitialState());
  });
});
