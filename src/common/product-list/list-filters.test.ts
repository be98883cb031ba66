import { filterCount, readListFilters, toggledValue, writeListFilters } from './list-filters';

describe('list filters in the query string', () => {
  it('reads repeated values, prices and switches, leaving malformed ones out', () => {
    const params = new URLSearchParams(
      'marka=Shoei&marka=Arai&meret=XL&szin=fekete&ar_tol=10000&ar_ig=abc&keszleten=1&akcios=0&illik=1&q=sisak',
    );
    expect(readListFilters(params)).toEqual({
      brands: ['Arai', 'Shoei'],
      sizes: ['XL'],
      colours: ['fekete'],
      priceMin: 10000,
      inStock: true,
      fits: true,
    });
  });

  it('writes them back keeping the other parameters, and round-trips', () => {
    const params = new URLSearchParams('q=sisak&sort=start_price_curr_hu&marka=Held');
    const next = writeListFilters(params, { brands: ['Shoei'], priceMax: 50000, onSale: true });
    expect(next.toString()).toBe(
      'q=sisak&sort=start_price_curr_hu&marka=Shoei&ar_ig=50000&akcios=1',
    );
    expect(readListFilters(next)).toEqual({ brands: ['Shoei'], priceMax: 50000, onSale: true });
    expect(writeListFilters(next, {}).toString()).toBe('q=sisak&sort=start_price_curr_hu');
  });

  it('ticks and unticks values and counts the choices', () => {
    const one = toggledValue({}, 'sizes', 'XL');
    const two = toggledValue(one, 'sizes', 'M');
    expect(two).toEqual({ sizes: ['M', 'XL'] });
    expect(toggledValue(toggledValue(two, 'sizes', 'M'), 'sizes', 'XL')).toEqual({});
    expect(filterCount({ ...two, priceMin: 1, priceMax: 2, inStock: true })).toBe(4);
  });
});
