import type { Db } from '../db/database';
import type { SizeKind } from '@common/size-chart';

export interface SizedFixture {
  helmetCategory: number;
  jacketCategory: number;
  /** 'shoei-neotec': Shoei helmet in a subcategory of the helmet category; variants M (stock 0), L (stock 2). */
  helmetVariants: { M: number; L: number };
  /** 'held-kabat': Held jacket; variants S, M, L, all stock 0. */
  jacketVariants: Record<'S' | 'M' | 'L', number>;
}

async function category(
  db: Db,
  alias: string,
  parent: number | null,
  kind: SizeKind | null,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({
      section: 'ruhazat-sisak',
      parent_id: parent,
      alias,
      name_hu: alias,
      name_en: alias,
      position: 1,
      size_kind: kind,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function product(
  db: Db,
  alias: string,
  brand: string,
  categoryId: number,
  sizes: [string, number][],
): Promise<number[]> {
  const { id } = await db
    .insertInto('products')
    .values({
      alias,
      brand,
      category_id: categoryId,
      name_hu: `${brand} ${alias}`,
      name_en: alias,
      fullname_hu: '',
      fullname_en: '',
      detail_name_hu: '',
      detail_name_en: '',
      content_hu: '',
      content_en: '',
      search_name: '',
      search_body: '',
      effective_price: 50000,
      start_price_prev_hu: null,
      start_price_curr_hu: 50000,
      top_price_curr_hu: 50000,
      on_sale: 0,
      active: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [position, [size, stock]] of sizes.entries()) {
    const row = await db
      .insertInto('variants')
      .values({
        product_id: id,
        name_hu: `fekete, ${size}`,
        name_en: `black, ${size}`,
        cikkszam: `${alias.toUpperCase()}-${size}`,
        props: JSON.stringify({ Méret: size, Szín: 'fekete' }),
        availability: stock > 0 ? 'raktaron' : 'rendelheto',
        price_curr_hu: 50000,
        price_prev_hu: null,
        unique_promotional_price: null,
        weight_g: 1500,
        stock,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Two sized products (a helmet two category levels below its kind, a jacket) without charts yet. */
export async function seedSizedProducts(db: Db): Promise<SizedFixture> {
  const helmetCategory = await category(db, 'sisakok', null, 'helmet');
  const fullFace = await category(db, 'integral-sisakok', helmetCategory, null);
  const jacketCategory = await category(db, 'kabatok', null, 'jacket');
  const [hM, hL] = await product(db, 'shoei-neotec', 'Shoei', fullFace, [
    ['M', 0],
    ['L', 2],
  ]);
  const [jS, jM, jL] = await product(db, 'held-kabat', 'Held', jacketCategory, [
    ['S', 0],
    ['M', 0],
    ['L', 0],
  ]);
  return {
    helmetCategory,
    jacketCategory,
    helmetVariants: { M: hM as number, L: hL as number },
    jacketVariants: { S: jS as number, M: jM as number, L: jL as number },
  };
}

/** A helmet chart: S 55–56, M 57–58, L 59–60 (gaps of half a centimetre between sizes). */
export const HELMET_CHART = {
  brand: 'Shoei',
  kind: 'helmet' as const,
  sizes: [
    { size: 'S', ranges: { head: [55, 56] as [number, number] } },
    { size: 'M', ranges: { head: [57, 58] as [number, number] } },
    { size: 'L', ranges: { head: [59, 60] as [number, number] } },
  ],
};

/** A jacket chart: S chest 88–92 waist 74–78, M 94–98 / 80–84, L 100–104 / 86–90. */
export const JACKET_CHART = {
  brand: 'Held',
  kind: 'jacket' as const,
  sizes: [
    {
      size: 'S',
      ranges: { chest: [88, 92] as [number, number], waist: [74, 78] as [number, number] },
    },
    {
      size: 'M',
      ranges: { chest: [94, 98] as [number, number], waist: [80, 84] as [number, number] },
    },
    {
      size: 'L',
      ranges: { chest: [100, 104] as [number, number], waist: [86, 90] as [number, number] },
    },
  ],
};
