import type { ChartSize, SizeKind } from '@common/size-chart';
import type { Db } from '../db/database';
import { CLOTHING_BRANDS, HELMET_BRANDS } from './demo-families';

/** The demo categories whose products are sized by a chart (subcategories inherit the kind). */
export const DEMO_SIZE_KINDS: Record<string, SizeKind> = {
  kabatok: 'jacket',
  overalok: 'jacket',
  kesztyuk: 'gloves',
  'integral-sisakok': 'helmet',
  'felnyithato-sisakok': 'helmet',
  'nyitott-sisakok': 'helmet',
  'cross-sisakok': 'helmet',
};

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

/**
 * Typical makers' charts: every size two centimetres of head (XS 53–54 … 3XL 65–66), five or six of
 * chest and waist, two of hand; between two sizes a half-centimetre gap (54,5 cm is "between XS and S").
 * Every other brand's chart sits one centimetre higher, as real makers' charts differ a little.
 */
export function demoChart(kind: SizeKind, brandIndex: number): ChartSize[] {
  const shift = brandIndex % 2;
  return SIZES.map((size, i) => {
    switch (kind) {
      case 'helmet':
        return { size, ranges: { head: [53 + 2 * i + shift, 54 + 2 * i + shift] } };
      case 'gloves':
        return { size, ranges: { hand: [17 + 2 * i + shift, 18 + 2 * i + shift] } };
      case 'jacket':
        return {
          size,
          ranges: {
            chest: [84 + 6 * i + shift, 89 + 6 * i + shift],
            waist: [70 + 6 * i + shift, 75 + 6 * i + shift],
          },
        };
    }
  });
}

/** Size charts for the demo brands: helmets for the helmet makers, jackets and gloves for the rest. */
export async function seedSizeCharts(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const rows = [
    ...HELMET_BRANDS.map((brand, i) => ({ brand, kind: 'helmet' as const, i })),
    ...CLOTHING_BRANDS.flatMap((brand, i) => [
      { brand, kind: 'jacket' as const, i },
      { brand, kind: 'gloves' as const, i },
    ]),
  ].map(({ brand, kind, i }) => ({
    brand,
    kind,
    sizes_json: JSON.stringify(demoChart(kind, i)),
    updated_at: now,
  }));
  await db.insertInto('size_charts').values(rows).execute();
  return rows.length;
}
