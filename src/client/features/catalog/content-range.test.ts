import { totalFromContentRange } from './content-range';

describe('totalFromContentRange', () => {
  it('reads the total of a page and of an empty page', () => {
    expect(totalFromContentRange('products 0-14/231')).toBe(231);
    expect(totalFromContentRange('products 30-44/45')).toBe(45);
    expect(totalFromContentRange('products */0')).toBe(0);
  });

  it('gives null for a missing or malformed header', () => {
    expect(totalFromContentRange(null)).toBeNull();
    expect(totalFromContentRange(undefined)).toBeNull();
    expect(totalFromContentRange('items 0-14/231')).toBeNull();
    expect(totalFromContentRange('products 0-14/')).toBeNull();
  });
});
