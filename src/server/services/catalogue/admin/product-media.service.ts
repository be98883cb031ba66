import type { Db } from '../../../db/database';
import { NotFoundError, UnprocessableError } from '../../../errors';
import { bumpCatalogueVersion } from '../catalogue-cache';
import { storeByHash, storeUploadedImage } from '../../images/uploaded-image';
import { type Actor, writeAudit } from '../../audit/audit.service';

/**
 * A product's pictures and downloads. Files are stored by content hash (services/images) and never
 * deleted when a row goes: the same file may belong to another product, and an old URL in a cached
 * page keeps working. Rows, positions and the audit entry change in one transaction.
 */

export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
export const NOT_A_PDF = 'Letöltésnek csak PDF-fájl tölthető fel.';
export const DOWNLOAD_TOO_BIG = 'A fájl túl nagy: legfeljebb 20 MB-os PDF tölthető fel.';
export const IMAGE_ORDER_MISMATCH =
  'Képek sorrendje: a termék minden képét pontosan egyszer kell felsorolni.';

async function requireProduct(db: Db, productId: number): Promise<void> {
  const found = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!found) throw new NotFoundError('Nincs ilyen termék.');
}

async function nextPosition(
  trx: Db,
  table: 'product_images' | 'product_downloads',
  productId: number,
): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('p'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(last?.p ?? -1) + 1;
}

/** Checks and stores an uploaded picture, then adds it as the product's last picture. */
export async function addProductImage(
  db: Db,
  actor: Actor,
  mediaDir: string,
  productId: number,
  upload: Buffer,
): Promise<void> {
  await requireProduct(db, productId);
  const url = await storeUploadedImage(mediaDir, upload);
  await db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, 'product_images', productId);
    const row = await trx
      .insertInto('product_images')
      .values({ product_id: productId, url, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'product.image.add',
      entity: 'product',
      entityId: productId,
      before: null,
      after: { id: row.id, url, position },
    });
  });
  await bumpCatalogueVersion(db);
}

/** Puts the product's pictures in the given order (the first is the main picture). */
export async function orderProductImages(
  db: Db,
  actor: Actor,
  productId: number,
  ids: number[],
): Promise<void> {
  await requireProduct(db, productId);
  await db.transaction().execute(async (trx) => {
    const images = await trx
      .selectFrom('product_images')
      .select(['id', 'position'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const known = new Set(images.map((i) => i.id));
    if (ids.length !== images.length || ids.some((id) => !known.has(id)))
      throw new UnprocessableError(IMAGE_ORDER_MISMATCH);
    for (const [position, id] of ids.entries())
      await trx.updateTable('product_images').set({ position }).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'product.image.order',
      entity: 'product',
      entityId: productId,
      before: images.map((i) => i.id),
      after: ids,
    });
  });
  await bumpCatalogueVersion(db);
}

/** Removes a picture or a download from its product; returns the product's id. */
export async function removeProductFile(
  db: Db,
  actor: Actor,
  table: 'product_images' | 'product_downloads',
  id: number,
): Promise<number> {
  const productId = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row)
      throw new NotFoundError(
        table === 'product_images' ? 'Nincs ilyen kép.' : 'Nincs ilyen letöltés.',
      );
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: table === 'product_images' ? 'product.image.remove' : 'product.download.remove',
      entity: 'product',
      entityId: row.product_id,
      before: row,
      after: null,
    });
    return row.product_id;
  });
  await bumpCatalogueVersion(db);
  return productId;
}

/** Stores an uploaded PDF (a manual, a size chart) and lists it among the product's downloads. */
export async function addProductDownload(
  db: Db,
  actor: Actor,
  mediaDir: string,
  productId: number,
  name: string,
  upload: Buffer,
): Promise<void> {
  if (upload.length > MAX_DOWNLOAD_BYTES) throw new UnprocessableError(DOWNLOAD_TOO_BIG);
  if (upload.subarray(0, 5).toString('latin1') !== '%PDF-') throw new UnprocessableError(NOT_A_PDF);
  await requireProduct(db, productId);
  const url = await storeByHash(mediaDir, 'downloads', upload, 'pdf');
  await db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, 'product_downloads', productId);
    const row = await trx
      .insertInto('product_downloads')
      .values({ product_id: productId, name: name.trim(), url, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'product.download.add',
      entity: 'product',
      entityId: productId,
      before: null,
      after: { id: row.id, name: name.trim(), url },
    });
  });
  await bumpCatalogueVersion(db);
}
