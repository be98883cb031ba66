import { normalizeSearchText } from '@common/text-normalize';
import type { Availability } from '../db/tables/catalogue.table';
import type { DemoCategory } from './demo-categories';
import type { DownloadKind, ProductFamily } from './demo-families';
import { escapeXml, pictureColour, productSvg } from './demo-media';
import { availabilityOf, variantOptions } from './demo-variants';
import type { SeededRandom } from './seeded-random';

/** Turns the category families into concrete demo products and variants, driven by a seeded PRNG. */

export interface GeneratedVariant {
  name_hu: string;
  name_en: string;
  cikkszam: string;
  props: string;
  availability: Availability;
  price_curr_hu: number;
  price_prev_hu: number | null;
  unique_promotional_price: number | null;
  weight_g: number;
  stock: number;
  position: number;
  /** Indexes into the bike type list. */
  bikes: number[];
}

export interface GeneratedProduct {
  alias: string;
  brand: string;
  categoryAlias: string;
  name_hu: string;
  name_en: string;
  fullname_hu: string;
  fullname_en: string;
  detail_name_hu: string;
  detail_name_en: string;
  content_hu: string;
  content_en: string;
  created_at: string;
  pictures: { file: string; svg: string }[];
  downloads: DownloadKind[];
  variants: GeneratedVariant[];
}

export interface Leaf {
  alias: string;
  family: ProductFamily;
}

export function leavesOf(categories: DemoCategory[]): Leaf[] {
  return categories.flatMap((c) => [
    ...(c.family ? [{ alias: c.alias, family: c.family }] : []),
    ...leavesOf(c.children ?? []),
  ]);
}

const MODEL_WORDS = [
  'Tech',
  'Air',
  'Street',
  'Tour',
  'Race',
  'Sport',
  'Urban',
  'Storm',
  'Rider',
  'Carbon',
  'Flow',
  'Apex',
  'Vento',
  'Strada',
  'Rally',
  'Nomad',
  'Core',
  'Shift',
  'Falcon',
  'Drift',
];
const MODEL_SUFFIXES = [
  '2',
  '3',
  'R',
  'GT',
  'X',
  'Pro',
  'Plus',
  'Air',
  'WP',
  'H2O',
  'V2',
  'Evo',
  'Lady',
  'RS',
  'Max',
];
const CAPTIONS = ['Elölnézet', 'Hátulnézet', 'Részlet'];
const SENTENCES: Record<ProductFamily['kind'], [string, string]> = {
  apparel: [
    'megbízható védelmet és kényelmet nyújt a mindennapi motorozáshoz.',
    'gives reliable protection and comfort for everyday riding.',
  ],
  boots: [
    'stabil tartást és védelmet ad a bokának, egész napos viselethez.',
    'gives the ankle firm support and protection for all-day wear.',
  ],
  helmet: [
    'könnyű, csendes és jól szellőző sisak minden évszakra.',
    'is a light, quiet and well-ventilated helmet for every season.',
  ],
  part: [
    'a megadott motortípusokhoz készült, gyári minőségű alkatrész.',
    'is an OEM-quality part made for the listed models.',
  ],
  volume: [
    'a motorod rendszeres karbantartásához.',
    'for the regular maintenance of your motorcycle.',
  ],
  colour: [
    'hasznos kiegészítő a mindennapi motorozáshoz.',
    'is a useful accessory for everyday riding.',
  ],
};

/** Whole forints ending in 90, as shop prices do: 39 990, 2 490. */
export function shopPrice(amount: number): number {
  const step = amount < 10000 ? 100 : 1000;
  return Math.max(490, Math.round(amount / step) * step - 10);
}

function slug(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '-');
}

function brandCode(brand: string): string {
  return brand
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function article(word: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(word) ? 'Az' : 'A';
}

function html(text: string): string {
  return escapeXml(text).replace(/'/g, '&#39;');
}

interface Context {
  rng: SeededRandom;
  bikeTypes: { manufacturer: string }[];
  usedAliases: Set<string>;
}

function uniqueAlias(ctx: Context, base: string): string {
  let alias = base;
  for (let n = 2; ctx.usedAliases.has(alias); n += 1) alias = `${base}-${n}`;
  ctx.usedAliases.add(alias);
  return alias;
}

/** Tens of bike types per part: mostly one or two makes' models, plus a few others. */
function fitmentPool(ctx: Context): number[] {
  const makes = new Set(
    ctx.rng.sample([...new Set(ctx.bikeTypes.map((t) => t.manufacturer))], ctx.rng.int(1, 2)),
  );
  const own = ctx.bikeTypes.flatMap((t, i) => (makes.has(t.manufacturer) ? [i] : []));
  const others = ctx.rng.sample(
    ctx.bikeTypes.map((_, i) => i),
    12,
  );
  return [...new Set([...own, ...others])];
}

const CREATED_BASE = Date.parse('2026-11-20T10:00:00.000Z');

/**
 * Product number `index` of the catalogue, in the leaf `index % leaves.length`, so every category
 * gets products however small the catalogue. Every 6th product is on sale (old prices), every 13th
 * is clearance with 1-3 pieces per variant, every 17th has a promotional price on its first variant.
 */
export function generateProduct(ctx: Context, leaf: Leaf, index: number): GeneratedProduct {
  const { rng } = ctx;
  const family = leaf.family;
  const brand = rng.pick(family.brands);
  const isPart = family.kind === 'part';
  const model = isPart
    ? `${family.code ?? ''}${100 + index}`
    : `${rng.pick(MODEL_WORDS)} ${rng.pick(MODEL_SUFFIXES)}`;
  const [nounHu, nounEn] = family.noun;
  const fullname_hu = `${brand} ${model} ${nounHu}`;
  const fullname_en = `${brand} ${model} ${nounEn}`;
  const [detailHu, detailEn] = rng.pick(family.details);
  const features = rng.sample(family.features, rng.int(2, 4));
  const [sentenceHu, sentenceEn] = SENTENCES[family.kind];
  const content_hu =
    `<p>${article(brand)} <strong>${html(fullname_hu)}</strong> ${sentenceHu}</p>` +
    `<ul>${features.map(([hu]) => `<li>${html(hu)}</li>`).join('')}</ul>` +
    (family.fits
      ? '<p>Hogy a motorodhoz illik-e, a <a href="/alkatresz-kereso/">Motorom</a> keresőben nézheted meg.</p>'
      : '');
  const content_en = `<p>The <strong>${html(fullname_en)}</strong> ${sentenceEn}</p><ul>${features.map(([, en]) => `<li>${html(en)}</li>`).join('')}</ul>`;
  const alias = uniqueAlias(ctx, slug(fullname_hu));

  const onSale = index % 6 === 1;
  const clearance = index % 13 === 4;
  const promo = index % 17 === 5;
  const base = rng.int(family.price[0], family.price[1]);
  const weight = rng.int(family.weight[0], family.weight[1]);
  const discount = 1.15 + rng.int(0, 4) * 0.05;
  const pool = family.fits ? fitmentPool(ctx) : [];
  const variants = variantOptions(rng, family).map((option, position): GeneratedVariant => {
    const price = shopPrice(base * option.factor);
    const { availability, stock } = availabilityOf(rng, clearance);
    return {
      name_hu: option.hu,
      name_en: option.en,
      cikkszam: isPart
        ? `${brandCode(brand)}-${model}${option.code}`
        : `${brandCode(brand)}-${10000 + index}-${option.code}`,
      props: JSON.stringify(option.props),
      availability,
      price_curr_hu: price,
      price_prev_hu: onSale || (clearance && index % 2 === 0) ? shopPrice(price * discount) : null,
      unique_promotional_price: promo && position === 0 ? shopPrice(price * 0.85) : null,
      weight_g: Math.round(weight * option.weightFactor),
      stock,
      position,
      bikes: family.fits ? rng.sample(pool, rng.int(10, Math.min(45, pool.length))) : [],
    };
  });

  const hue = rng.int(0, 359);
  const pictures = Array.from({ length: 1 + (index % 3) }, (_, n) => ({
    file: `products/${alias}-${n + 1}.svg`,
    svg: productSvg({
      shape: family.shape,
      colour: pictureColour(hue + n * 25, n),
      title: brand,
      caption: CAPTIONS[n] ?? '',
    }),
  }));
  return {
    alias,
    brand,
    categoryAlias: leaf.alias,
    name_hu: `${brand} ${model}`,
    name_en: `${brand} ${model}`,
    fullname_hu,
    fullname_en,
    detail_name_hu: detailHu,
    detail_name_en: detailEn,
    content_hu,
    content_en,
    created_at: new Date(CREATED_BASE - index * 37 * 60_000).toISOString(),
    pictures,
    downloads: family.download && index % 3 !== 2 ? [family.download] : [],
    variants,
  };
}

export function newProductContext(
  rng: SeededRandom,
  bikeTypes: { manufacturer: string }[],
): Context {
  return { rng, bikeTypes, usedAliases: new Set() };
}
