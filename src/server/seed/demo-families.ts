/** What kinds of products the demo categories hold: names, brands, price and weight ranges, variants. */

export type VariantKind = 'apparel' | 'boots' | 'helmet' | 'part' | 'volume' | 'colour';
export type Shape =
  | 'jacket'
  | 'trousers'
  | 'glove'
  | 'boot'
  | 'helmet'
  | 'visor'
  | 'disc'
  | 'bottle'
  | 'chain'
  | 'plug'
  | 'battery'
  | 'box'
  | 'generic';
export type DownloadKind = 'size-chart' | 'fitting-guide' | 'safety-sheet';

export type Pair = readonly [hu: string, en: string];

export interface ProductFamily {
  noun: Pair;
  brands: readonly string[];
  /** Gross price range of the cheapest variant, whole forints. */
  price: readonly [number, number];
  /** Weight range in grams. */
  weight: readonly [number, number];
  kind: VariantKind;
  shape: Shape;
  /** Part variants fit bike types; clothing fits none. */
  fits: boolean;
  /** The detail name (subtitle) choices. */
  details: readonly Pair[];
  /** Description bullet points. */
  features: readonly Pair[];
  /** Part families: model codes are `${code}${number}`, variants the options with item-number suffixes. */
  code?: string;
  options?: readonly (readonly [hu: string, en: string, suffix: string])[];
  download?: DownloadKind;
}
export const CLOTHING_BRANDS = [
  'Alpinestars',
  'Dainese',
  "Rev'it!",
  'Held',
  'Spidi',
  'IXS',
  'Macna',
  'Modeka',
];
export const HELMET_BRANDS = [
  'Shoei',
  'Arai',
  'HJC',
  'Shark',
  'AGV',
  'Nolan',
  'Scorpion',
  'LS2',
  'Caberg',
];
const WEATHER: Pair[] = [
  ['Vízálló membrán, kivehető thermobélés', 'Waterproof membrane, removable thermal liner'],
  ['CE-minősített váll- és könyökprotektor', 'CE-certified shoulder and elbow protectors'],
  ['Fényvisszaverő betétek', 'Reflective inserts'],
  ['Szellőzőnyílások cipzárral', 'Zipped vents'],
  ['Állítható derék- és ujjpánt', 'Adjustable waist and sleeves'],
];
const SPORTY: Pair[] = [
  ['Négyévszakos túrakivitel', 'Four-season touring cut'],
  ['Sportos, testhez simuló szabás', 'Sporty, close-fitting cut'],
  ['Városi, laza szabás', 'Urban, relaxed fit'],
  ['Nyári, hálós kivitel', 'Summer mesh version'],
];
const HELMET_FEATURES: Pair[] = [
  ['ECE 22.06 minősítés', 'ECE 22.06 approved'],
  ['Pinlock-kész plexi', 'Pinlock-ready visor'],
  ['Kivehető, mosható bélés', 'Removable, washable lining'],
  ['Beépített napszemüveg', 'Integrated sun visor'],
  ['Kommunikációs rendszerre előkészítve', 'Prepared for an intercom'],
];
const PART_FEATURES: Pair[] = [
  ['Gyári minőséggel egyenértékű', 'OEM-equivalent quality'],
  ['Pontos illeszkedés a megadott típusokhoz', 'Exact fit for the listed models'],
  ['Egyszerű beszerelés', 'Easy installation'],
  ['Hosszú élettartam', 'Long service life'],
];

export function apparel(
  noun: Pair,
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  extra: Partial<ProductFamily> = {},
): ProductFamily {
  return {
    noun,
    brands: CLOTHING_BRANDS,
    price,
    weight,
    kind: 'apparel',
    shape,
    fits: false,
    details: SPORTY,
    features: WEATHER,
    ...extra,
  };
}

export function helmet(
  noun: Pair,
  price: [number, number],
  weight: [number, number],
): ProductFamily {
  return {
    noun,
    brands: HELMET_BRANDS,
    price,
    weight,
    kind: 'helmet',
    shape: 'helmet',
    fits: false,
    details: [
      ['Könnyű kompozit héj', 'Light composite shell'],
      ['Polikarbonát héj', 'Polycarbonate shell'],
      ['Karbon héj', 'Carbon shell'],
    ],
    features: HELMET_FEATURES,
    download: 'size-chart',
  };
}

export function part(
  noun: Pair,
  brands: string[],
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  code: string,
  options: ProductFamily['options'],
  download: DownloadKind | null = 'fitting-guide',
): ProductFamily {
  return {
    noun,
    brands,
    price,
    weight,
    kind: 'part',
    shape,
    fits: true,
    code,
    options,
    ...(download ? { download } : {}),
    details: [
      ['Típushoz illesztett alkatrész', 'Model-specific part'],
      ['Utángyártott, minőségi alkatrész', 'Quality aftermarket part'],
    ],
    features: PART_FEATURES,
  };
}

export function accessory(
  noun: Pair,
  brands: string[],
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  kind: VariantKind = 'colour',
): ProductFamily {
  return {
    noun,
    brands,
    price,
    weight,
    kind,
    shape,
    fits: false,
    details: [
      ['Univerzális kivitel', 'Universal fit'],
      ['Strapabíró, időjárásálló', 'Durable and weatherproof'],
    ],
    features: [
      ['Gyorsan fel- és leszerelhető', 'Quick to mount and remove'],
      ['Két év garancia', 'Two-year warranty'],
      ['Strapabíró anyagok', 'Durable materials'],
    ],
    ...(kind === 'volume' ? { download: 'safety-sheet' as const } : {}),
  };
}
