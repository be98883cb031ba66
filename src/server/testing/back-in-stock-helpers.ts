import type { AdminProduct } from '@common/api/admin-catalogue.schema';
import { adminCall, staffToken } from './admin-helpers';
import { type SizedFixture, seedSizedProducts } from './size-fixtures';
import { type TestApp, createTestApp } from './test-helpers';

/** A fresh shop with the sized products (jacket S, M, L out of stock) and a logged-in admin. */
export async function backInStockApp(): Promise<{ t: TestApp; fx: SizedFixture; admin: string }> {
  const t = await createTestApp();
  const fx = await seedSizedProducts(t.app.db);
  return { t, fx, admin: await staffToken(t, 'admin') };
}

/** "Értesítést kérek" as a shopper at `ip` asks for it. */
export function askBackInStock(app: TestApp, variantId: number, email: string, ip = '10.1.2.3') {
  return app.app.inject({
    method: 'POST',
    url: '/api/backInStock',
    headers: app.headers,
    remoteAddress: ip,
    payload: { variantId, email },
  });
}

/** Sets a variant's stock through the back office's variant editor, as an admin does. */
export async function setVariantStock(
  app: TestApp,
  token: string,
  variantId: number,
  stock: number,
) {
  const variant = await app.app.db
    .selectFrom('variants')
    .select('product_id')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  const product = (
    await adminCall(app, token, 'GET', `/api/admin/catalogue/products/${variant.product_id}`)
  ).json() as AdminProduct;
  const found = product.variants.find((v) => v.id === variantId);
  const { id: _id, position: _p, ...fields } = found as AdminProduct['variants'][number];
  const res = await adminCall(app, token, 'PUT', `/api/admin/catalogue/variants/${variantId}`, {
    ...fields,
    stock,
  });
  if (res.statusCode !== 200) throw new Error(`stock change failed: ${res.statusCode} ${res.body}`);
}

/** The outbox's mails, oldest first. */
export const outboxMails = (app: TestApp) =>
  app.app.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text_body'])
    .orderBy('id')
    .execute();
