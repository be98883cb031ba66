import { productPriceColumns, productSearchColumns } from './product-prices';

const v = (
  price_curr_hu: number,
  price_prev_hu: number | null = null,
  unique_promotional_price: number | null = null,
) => ({
  price_curr_hu,
  price_prev_hu,
  unique_promotional_price,
});

describe('productPriceColumns', () => {
  it('gives one price for a single variant, not on sale', () => {
    expect(productPriceColumns([v(12990)])).toEqual({
      effective_price: 12990,
      start_price_prev_hu: null,
      start_price_curr_hu: 12990,
      top_price_curr_hu: 12990,
      on_sale: 0,
    });
  });

  it('spans the lowest and highest current price when variant prices differ (the "from" marker)', () => {
    const cols = productPriceColumns([v(15990), v(13990), v(14990)]);
    expect(cols).toMatchObject({
      effective_price: 13990,
      start_price_curr_hu: 13990,
      top_price_curr_hu: 15990,
    });
  });

  it('carries the old price of the cheapest variant and marks the product on sale', () => {
    const cols = productPriceColumns([v(20990, 25990), v(18990, 22990)]);
    expect(cols).toMatchObject({ effective_price: 18990, start_price_prev_hu: 22990, on_sale: 1 });
  });

  it('sells at the unique promotional price when a variant has one', () => {
    const cols = productPriceColumns([v(10990), v(9990, null, 8490)]);
    expect(cols).toMatchObject({
      effective_price: 8490,
      start_price_curr_hu: 9990,
      top_price_curr_hu: 10990,
      on_sale: 0,
    });
  });

  it('is on sale when any variant sells below its old price, even if not the cheapest', () => {
    expect(productPriceColumns([v(5990), v(7990, 8990)]).on_sale).toBe(1);
    // An old price at or below the price sold at is no sale.
    expect(productPriceColumns([v(5990, 5990)]).on_sale).toBe(0);
  });

  it('prefers, of equally cheap variants, the one with an old price', () => {
    expect(productPriceColumns([v(9990), v(9990, 11990)]).start_price_prev_hu).toBe(11990);
  });

  it('gives zeros for a product without variants', () => {
    expect(productPriceColumns([])).toMatchObject({
      effective_price: 0,
      start_price_curr_hu: 0,
      on_sale: 0,
    });
  });
});

describe('productSearchColumns', () => {
  const source = {
    name_hu: 'Bőr KESZTYŰ',
    name_en: 'Leather Glove',
    fullname_hu: 'Held Bőr KESZTYŰ',
    detail_name_hu: 'Téli, vízálló',
    detail_name_en: 'Winter, waterproof',
    content_hu: '<p>Puha <strong>marhabőr</strong> &amp; Gore-Tex® membrán.</p>',
    content_en: '<p>Soft cowhide.</p>',
    itemNumbers: ['HLD-10023-BK-XL', 'EBC-FA196HH'],
  };

  it('makes lower-case, accent-free words of the names, detail names and item numbers, each once', () => {
    const { search_name } = productSearchColumns(source);
    expect(search_name).toBe(
      'bor kesztyu leather glove held teli vizallo winter waterproof hld 10023 bk xl hld10023bkxl ebc fa196hh ebcfa196hh',
    );
    expect(search_name).toMatch(/^[a-z0-9 ]+$/);
  });

  it('keeps the description text without tags or entities in search_body', () => {
    expect(productSearchColumns(source).search_body).toBe(
      'puha marhabor gore tex membran soft cowhide',
    );
  });
});
