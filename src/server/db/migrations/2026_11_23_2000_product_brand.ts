import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * A product's brand (manufacturer of the gear or part: 'Shoei', 'EBC'), for the lists' brand filter.
 * Products written before it get the first word of their Hungarian name, which is how the catalogue
 * has named them ('Shoei NXR2 bukósisak'); whoever writes products from now on sets it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand').execute();

  const rows: { id: number; name_hu: string }[] = await db
    .selectFrom('products')
    .select(['id', 'name_hu'])
    .execute();
  const byBrand = new Map<string, number[]>();
  for (const row of rows) {
    const brand = row.name_hu.trim().split(/\s+/)[0] ?? '';
    if (!brand) continue;
    byBrand.set(brand, [...(byBrand.get(brand) ?? []), row.id]);
  }
  for (const [brand, ids] of byBrand) {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable('products')
        .set({ brand })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_brand_idx').execute();
  await db.schema.alterTable('products').dropColumn('brand').execute();
}
