import {
  autoSelectedVariantId,
  fitsBike,
  groupVariants,
  hasFitmentData,
  parseProps,
  productName,
  propertyColumns,
  variantName,
} from './variants';

const v = (id: number, bikesArray: number[] = [], props = '{}') => ({ id, bikesArray, props });

describe('variant grouping and automatic selection', () => {
  it('puts the variants that fit the chosen bike in the first group and every variant in the second', () => {
    const variants = [v(1, [7, 8]), v(2, [9]), v(3, [7])];
    const groups = groupVariants(variants, 7);
    expect(groups.fitting.map((x) => x.id)).toEqual([1, 3]);
    expect(groups.all.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('has no fitting group without a chosen bike', () => {
    expect(groupVariants([v(1, [7])], null).fitting).toEqual([]);
    expect(fitsBike(v(1, [7]), null)).toBe(false);
  });

  it('selects the only variant, with or without a bike', () => {
    expect(autoSelectedVariantId([v(5)], null)).toBe(5);
    expect(autoSelectedVariantId([v(5, [1])], 99)).toBe(5);
  });

  it('selects the only variant that fits the chosen bike', () => {
    expect(autoSelectedVariantId([v(1, [7]), v(2, [8]), v(3)], 7)).toBe(1);
  });

  it('selects nothing (0) when several variants exist and none or several fit', () => {
    expect(autoSelectedVariantId([v(1), v(2)], null)).toBe(0);
    expect(autoSelectedVariantId([v(1, [7]), v(2, [7])], 7)).toBe(0);
    expect(autoSelectedVariantId([v(1, [8]), v(2, [9])], 7)).toBe(0);
    expect(autoSelectedVariantId([], 7)).toBe(0);
  });

  it('knows whether a product carries fitment data at all', () => {
    expect(hasFitmentData([v(1), v(2)])).toBe(false);
    expect(hasFitmentData([v(1), v(2, [3])])).toBe(true);
  });
});

describe('variant properties', () => {
  it('reads the JSON text of a variant', () => {
    expect(parseProps('{"Méret":"XL","Szín":"fekete"}')).toEqual({ Méret: 'XL', Szín: 'fekete' });
    expect(parseProps('{"Hossz":120,"Eredeti":true}')).toEqual({ Hossz: '120', Eredeti: 'true' });
  });

  it('gives no properties for broken or non-object text instead of failing', () => {
    expect(parseProps('')).toEqual({});
    expect(parseProps('nem json')).toEqual({});
    expect(parseProps('[1,2]')).toEqual({});
    expect(parseProps('null')).toEqual({});
    expect(parseProps('{"Méret":{"x":1},"Szín":null}')).toEqual({});
  });

  it('makes one column per property name, in the order the names first appear', () => {
    const variants = [
      v(1, [], '{"Méret":"M","Szín":"piros"}'),
      v(2, [], '{"Szín":"kék","Anyag":"bőr"}'),
      v(3, [], 'hibás'),
    ];
    expect(propertyColumns(variants)).toEqual(['Méret', 'Szín', 'Anyag']);
    expect(propertyColumns([v(1)])).toEqual([]);
  });
});

describe('names', () => {
  it('uses the Hungarian name and falls back to the English one', () => {
    expect(variantName({ name_hu: 'Fekete XL', name_en: 'Black XL' })).toBe('Fekete XL');
    expect(variantName({ name_hu: ' ', name_en: 'Black XL' })).toBe('Black XL');
    expect(productName({ fullname_hu: '', fullname_en: 'Leather glove' })).toBe('Leather glove');
  });
});
