import type { Availability } from '../db/tables/catalogue.table';
import type { ProductFamily } from './demo-families';
import type { SeededRandom } from './seeded-random';

/** The variants of a demo product: sizes and colours for clothing, designs for helmets, part versions. */

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
const COLOURS = [
  ['fekete', 'black', 'BK'],
  ['fekete-fehér', 'black/white', 'BW'],
  ['fekete-piros', 'black/red', 'BR'],
  ['szürke', 'grey', 'GR'],
  ['kék', 'blue', 'BL'],
  ['fluo sárga', 'fluo yellow', 'FY'],
  ['barna', 'brown', 'BN'],
] as const;
const HELMET_DESIGNS = [
  ['matt fekete', 'matt black', 'MB'],
  ['fényes fehér', 'glossy white', 'GW'],
  ['Replica grafika', 'Replica graphic', 'RP'],
  ['Tech grafika', 'Tech graphic', 'TG'],
] as const;
const ACCESSORY_COLOURS = [
  ['fekete', 'black', 'BK'],
  ['ezüst', 'silver', 'SL'],
  ['titán', 'titanium', 'TI'],
] as const;

export interface VariantOption {
  hu: string;
  en: string;
  code: string;
  props: Record<string, string>;
  factor: number;
  weightFactor: number;
}

export function variantOptions(rng: SeededRandom, family: ProductFamily): VariantOption[] {
  const upcharge = rng.chance(0.5);
  switch (family.kind) {
    case 'apparel': {
      const start = rng.int(0, 2);
      const sizes = SIZES.slice(start, start + rng.int(4, 5));
      const colours = rng.sample(COLOURS, rng.int(1, 2));
      return colours.flatMap(([hu, en, code]) =>
        sizes.map((size) => ({
          hu: `${hu}, ${size}`,
          en: `${en}, ${size}`,
          code: `${code}-${size}`,
          props: { Méret: size, Szín: hu },
          factor: upcharge && size.includes('XL') && size !== 'XL' ? 1.06 : 1,
          weightFactor: 1 + SIZES.indexOf(size) * 0.03,
        })),
      );
    }
    case 'boots': {
      const first = rng.int(38, 40);
      const sizes = Array.from({ length: rng.int(5, 7) }, (_, k) => String(first + k));
      const [hu, en, code] = rng.pick(COLOURS.slice(0, 3));
      return sizes.map((size) => ({
        hu: `${hu}, ${size}`,
        en: `${en}, ${size}`,
        code: `${code}-${size}`,
        props: { Méret: size, Szín: hu },
        factor: 1,
        weightFactor: 1 + (Number(size) - 38) * 0.02,
      }));
    }
    case 'helmet': {
      const start = rng.int(0, 1);
      const sizes = SIZES.slice(start, start + rng.int(4, 5));
      const designs = rng.sample(HELMET_DESIGNS, rng.int(1, 2));
      return designs.flatMap(([hu, en, code]) =>
        sizes.map((size) => ({
          hu: `${hu}, ${size}`,
          en: `${en}, ${size}`,
          code: `${code}-${size}`,
          props: { Méret: size, Dizájn: hu },
          factor: code === 'RP' || code === 'TG' ? 1.12 : 1,
          weightFactor: 1 + SIZES.indexOf(size) * 0.02,
        })),
      );
    }
    case 'part': {
      const options = family.options ?? [['normál', 'standard', '']];
      const count = rng.int(1, options.length);
      return options.slice(0, count).map(([hu, en, suffix], k) => ({
        hu,
        en,
        code: suffix,
        props: { Kivitel: hu },
        factor: 1 + k * 0.15,
        weightFactor: 1 + k * 0.1,
      }));
    }
    case 'volume': {
      const small = family.weight[1] < 700;
      const sizes: [string, number, number][] = small
        ? [
            ['0,5 l', 1, 1],
            ['1 l', 1.8, 2],
          ]
        : [
            ['1 l', 1, 1],
            ['4 l', 3.4, 4],
          ];
      return sizes.map(([label, factor, weightFactor]) => ({
        hu: label,
        en: label.replace(',', '.'),
        code: label.replace(/[^0-9]/g, '') + 'L',
        props: { Kiszerelés: label },
        factor,
        weightFactor,
      }));
    }
    case 'colour': {
      // A family may name its own choices (a visor's tints); otherwise the usual accessory colours.
      const colours = rng.sample(family.options ?? ACCESSORY_COLOURS, rng.int(1, 2));
      return colours.map(([hu, en, code]) => ({
        hu,
        en,
        code,
        props: { Szín: hu },
        factor: 1,
        weightFactor: 1,
      }));
    }
  }
}

export function availabilityOf(
  rng: SeededRandom,
  clearance: boolean,
): { availability: Availability; stock: number } {
  if (clearance) return { availability: 'vegkiarusitas', stock: rng.int(1, 3) };
  const roll = rng.next();
  if (roll < 0.72) return { availability: 'raktaron', stock: rng.int(1, 30) };
  if (roll < 0.93) return { availability: 'rendelheto', stock: 0 };
  return { availability: 'nincs', stock: 0 };
}
