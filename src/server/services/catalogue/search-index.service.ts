import { normalizeSearchText, stripTags } from '@common/text-normalize';
import type { Db } from '../../db/database';
import { bumpCatalogueVersion } from './catalogue-cache';

/**
 * The search index: a vocabulary of every distinct word (search_terms) and, per product, the words it
 * holds (product_search_terms) with a flag for name words. Whoever writes products (seed, import) calls
 * indexProductsForSearch afterwards; ensureSearchIndex fills in products that were never indexed.
 */

interface IndexSource {
  id: number;
  names: string[];
  bodies: string[];
  itemNumbers: string[];
}

const CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function words(text: string): string[] {
  return normalizeSearchText(text).split(' ').filter(Boolean);
}

/** A product's words: name words (names, detail names, item numbers) win over description words. */
export function productTerms(source: IndexSource): Map<string, boolean> {
  const terms = new Map<string, boolean>();
  for (const body of source.bodies) for (const w of words(stripTags(body))) terms.set(w, false);
  for (const name of source.names) for (const w of words(name)) terms.set(w, true);
  for (const itemNumber of source.itemNumbers) {
    const parts = words(itemNumber);
    for (const w of parts) terms.set(w, true);
    // 'MP-1234' is also found when typed without its separator.
    if (parts.length > 1) terms.set(parts.join(''), true);
  }
  return terms;
}

async function loadSources(db: Db, ids: number[]): Promise<IndexSource[]> {
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'name_hu',
      'name_en',
      'fullname_hu',
      'fullname_en',
      'detail_name_hu',
      'detail_name_en',
      'content_hu',
      'content_en',
    ])
    .where('id', 'in', ids)
    .execute();
  const variants = await db
    .selectFrom('variants')
    .select(['product_id', 'cikkszam'])
    .where('product_id', 'in', ids)
    .execute();
  const itemNumbers = new Map<number, string[]>();
  for (const v of variants)
    itemNumbers.set(v.product_id, [...(itemNumbers.get(v.product_id) ?? []), v.cikkszam]);
  return products.map((p) => ({
    id: p.id,
    names: [p.name_hu, p.name_en, p.fullname_hu, p.fullname_en, p.detail_name_hu, p.detail_name_en],
    bodies: [p.content_hu, p.content_en],
    itemNumbers: itemNumbers.get(p.id) ?? [],
  }));
}

/** Ids of the given words in the vocabulary, adding the words it lacks. */
async function termIds(db: Db, wanted: Set<string>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const list = [...wanted];
  for (const part of chunks(list, CHUNK)) {
    const found = await db
      .selectFrom('search_terms')
      .select(['id', 'term'])
      .where('term', 'in', part)
      .execute();
    for (const row of found) ids.set(row.term, row.id);
  }
  const missing = list.filter((t) => !ids.has(t));
  for (const part of chunks(missing, CHUNK)) {
    await db
      .insertInto('search_terms')
      .values(part.map((term) => ({ term })))
      .onConflict((oc) => oc.column('term').doNothing())
      .execute();
    const added = await db
      .selectFrom('search_terms')
      .select(['id', 'term'])
      .where('term', 'in', part)
      .execute();
    for (const row of added) ids.set(row.term, row.id);
    const suffixes = added.flatMap((t) =>
      Array.from(t.term, (_, i) => ({ suffix: t.term.slice(i), term_id: t.id })),
    );
    for (const rows of chunks(suffixes, CHUNK)) {
      await db
        .insertInto('search_term_suffixes')
        .values(rows)
        .onConflict((oc) => oc.columns(['suffix', 'term_id']).doNothing())
        .execute();
    }
  }
  return ids;
}

/** (Re)indexes the given products, or every product when no ids are given. Returns how many. */
export async function indexProductsForSearch(db: Db, productIds?: number[]): Promise<number> {
  const ids =
    productIds ??
    (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
  let count = 0;
  for (const batch of chunks(ids, 1000)) {
    await db.transaction().execute(async (trx) => {
      // Two processes reindexing one product at once (two admins saving it) would both delete its
      // rows and then both insert them: on PostgreSQL the second insert broke the primary key. Taking
      // the products' row locks first makes the second wait and then read what the first committed.
      for (const part of chunks(batch, CHUNK)) {
        await trx
          .updateTable('products')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', 'in', part)
          .execute();
      }
      const sources = await loadSources(trx, batch);
      const perProduct = sources.map((s) => ({ id: s.id, terms: productTerms(s) }));
      const vocabulary = new Set<string>();
      for (const p of perProduct) for (const t of p.terms.keys()) vocabulary.add(t);
      const ids = await termIds(trx, vocabulary);
      for (const part of chunks(batch, CHUNK)) {
        await trx.deleteFrom('product_search_terms').where('product_id', 'in', part).execute();
      }
      const rows = perProduct.flatMap((p) =>
        [...p.terms].map(([term, inName]) => ({
          term_id: ids.get(term) as number,
          product_id: p.id,
          in_name: inName ? 1 : 0,
        })),
      );
      for (const part of chunks(rows, CHUNK))
        await trx.insertInto('product_search_terms').values(part).execute();
      count += sources.length;
    });
  }
  await bumpCatalogueVersion(db);
  return count;
}

/** Indexes the products that have no index entries yet (e.g. loaded by a tool that did not index them). */
export async function ensureSearchIndex(db: Db): Promise<number> {
  const missing = await db
    .selectFrom('products')
    .select('products.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_search_terms')
            .select('product_search_terms.product_id')
            .whereRef('product_search_terms.product_id', '=', 'products.id'),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return 0;
  return indexProductsForSearch(
    db,
    missing.map((r) => r.id),
  );
}
