import type { Product, Variant } from '@common/api/catalogue.schema';

/** Small explicit catalogue rows for the product page tests. */
export function makeVariant(overrides: Partial<Variant> & Pick<Variant, 'id'>): Variant {
  return {
    name_hu: `Változat ${overrides.id}`,
    name_en: `Variant ${overrides.id}`,
    cikkszam: `CK-${overrides.id}`,
    props: '{}',
    availabilityText: 'Raktáron',
    availability: 'raktaron',
    effectivePrice: 10000,
    price_prev_hu: null,
    price_curr_hu: 10000,
    unique_promotional_price: null,
    bikesArray: [],
    weight_kg: 1,
    stock: 5,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const variants = overrides.variants ?? [makeVariant({ id: 1 })];
  const prices = variants.map((v) => v.effectivePrice);
  return {
    id: 42,
    alias: 'fekete-bor-kesztyu',
    fullname_hu: 'Fekete bőr kesztyű',
    fullname_en: 'Black leather glove',
    detail_name_hu: 'Nyári, perforált',
    detail_name_en: 'Summer, perforated',
    name_hu: 'Bőr kesztyű',
    name_en: 'Leather glove',
    content_hu: '<p>Puha <strong>marhabőr</strong>, kevlár betétekkel.</p>',
    content_en: '<p>Soft cowhide.</p>',
    images: [{ url: '/media/a.jpg' }, { url: '/media/b.jpg' }],
    effectivePrice: Math.min(...prices),
    start_price_prev_hu: null,
    start_price_curr_hu: Math.min(...prices),
    top_price_curr_hu: Math.max(...prices),
    downloads: [],
    ...overrides,
    variants,
  };
}
