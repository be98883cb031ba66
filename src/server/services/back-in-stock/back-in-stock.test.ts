import path from 'node:path';
import { staffToken } from '../../testing/admin-helpers';
import {
  askBackInStock as ask,
  backInStockApp,
  outboxMails as outbox,
  setVariantStock as setStock,
} from '../../testing/back-in-stock-helpers';
import { type SizedFixture, seedSizedProducts } from '../../testing/size-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let fx: SizedFixture;
let admin: string;

beforeEach(async () => {
  ({ t, fx, admin } = await backInStockApp());
});
afterEach(async () => {
  await t.close();
});

describe('asking for a back-in-stock e-mail', () => {
  it('validates, refuses in-stock and unknown variants, and keeps one request per address', async () => {
    const jacketM = fx.jacketVariants.M;
    const bad = await ask(t, jacketM, 'nem-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Adj meg érvényes e-mail-címet (például nev@pelda.hu).',
    });
    expect((await ask(t, 999_999, 'a@pelda.hu')).json()).toEqual({
      message: 'Nincs ilyen termékváltozat.',
    });
    const inStock = await ask(t, fx.helmetVariants.L, 'a@pelda.hu');
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe('Ez a változat most is készleten van: kosárba teheted.');

    const ok = await ask(t, jacketM, 'Anna@Pelda.hu ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 1,
      message: 'Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: anna@pelda.hu.',
    });
    expect((await ask(t, jacketM, 'anna@pelda.hu')).statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('back_in_stock_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'anna@pelda.hu', status: 'pending' });
  });

  it('refuses malformed requests in Hungarian', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/backInStock', headers: t.headers, payload });
    const badRequest = 'Hibás kérés: változat és e-mail-cím kell.';
    const badEmail = 'Adj meg érvényes e-mail-címet (például nev@pelda.hu).';
    const cases: [object, string][] = [
      [{ email: 'a@pelda.hu' }, badRequest],
      [{ variantId: 'hét', email: 'a@pelda.hu' }, badRequest],
      [{ variantId: 0, email: 'a@pelda.hu' }, badRequest],
      [{ variantId: fx.jacketVariants.M, email: 'a@pelda.hu', extra: 1 }, badRequest],
      [{ variantId: fx.jacketVariants.M }, badEmail],
      [{ variantId: fx.jacketVariants.M, email: 7 }, badEmail],
      [{ variantId: fx.jacketVariants.M, email: `${'a'.repeat(250)}@pelda.hu` }, badEmail],
      [{ variantId: fx.jacketVariants.M, email: 'két szó@pelda.hu' }, badEmail],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect(await t.app.db.selectFrom('back_in_stock_requests').selectAll().execute()).toEqual([]);
  });

  it('is limited per client address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await ask(t, fx.jacketVariants.S, `v${i}@pelda.hu`, '10.9.9.9')).statusCode).toBe(
        200,
      );
    const refused = await ask(t, fx.jacketVariants.S, 'x@pelda.hu', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('túl sok értesítéskérés');
    expect((await ask(t, fx.jacketVariants.S, 'x@pelda.hu', '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('the e-mail when the back office raises the stock', () => {
  it('0 → 3 → 0 → 2: one e-mail per request, with the product link, through the outbox', async () => {
    const jacketM = fx.jacketVariants.M;
    await ask(t, jacketM, 'anna@pelda.hu');
    await ask(t, jacketM, 'bela@pelda.hu');
    await ask(t, fx.jacketVariants.L, 'cecil@pelda.hu');
    await setStock(t, admin, jacketM, 3);
    const first = await outbox(t);
    expect(first.map((m) => m.recipient).sort()).toEqual(['anna@pelda.hu', 'bela@pelda.hu']);
    expect(first[0]?.subject).toBe('Újra kapható: Held held-kabat – fekete, M');
    expect(first[0]?.text_body).toContain(
      `A termék oldala: ${t.config.publicUrl}/termek/held-kabat`,
    );
    expect(first[0]?.text_body).toContain('cikkszám: HELD-KABAT-M');
    const delivered = await t.deliverMail();
    expect(delivered.map((m) => m.to).sort()).toEqual(['anna@pelda.hu', 'bela@pelda.hu']);

    await setStock(t, admin, jacketM, 0);
    await setStock(t, admin, jacketM, 2);
    expect(await outbox(t)).toHaveLength(2);

    // Sold out again: asking again is a new request, and the next restock mails it once more.
    await setStock(t, admin, jacketM, 0);
    await ask(t, jacketM, 'anna@pelda.hu');
    await setStock(t, admin, jacketM, 5);
    await setStock(t, admin, jacketM, 6);
    const all = await outbox(t);
    expect(all.map((m) => m.recipient)).toEqual(
      expect.arrayContaining(['anna@pelda.hu', 'bela@pelda.hu']),
    );
    expect(all).toHaveLength(3);
    expect(all[2]?.recipient).toBe('anna@pelda.hu');
    // The L variant's shopper is still waiting.
    const waiting = await t.app.db
      .selectFrom('back_in_stock_requests')
      .select('email')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toEqual([{ email: 'cecil@pelda.hu' }]);
  });

  it('a CSV import that raises the stock sends them too, in its transaction', async () => {
    await ask(t, fx.jacketVariants.S, 'anna@pelda.hu');
    await ask(t, fx.jacketVariants.L, 'bela@pelda.hu');
    const csv = 'cikkszam;keszlet\nHELD-KABAT-S;4\nHELD-KABAT-L;0\nHELD-KABAT-M;0\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...t.headers, authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, changed: 1 });
    expect((await outbox(t)).map((m) => m.recipient)).toEqual(['anna@pelda.hu']);
    // The same file again changes nothing and sends nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...t.headers, authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(await outbox(t)).toHaveLength(1);
  });

  it('two processes raising the stock at once send each e-mail once', async () => {
    // Two processes need one database: a SQLite file, or the same PostgreSQL schema.
    const shared = t.config.databaseUrl?.startsWith('postgres')
      ? t.config.databaseUrl
      : path.join(t.config.dataDir, 'shared.sqlite');
    const first =
      shared === t.config.databaseUrl ? t : await createTestApp({ databaseUrl: shared });
    const second = await createTestApp({ databaseUrl: shared });
    try {
      const local = first === t ? fx : await seedSizedProducts(first.app.db);
      const firstToken = first === t ? admin : await staffToken(first, 'admin');
      const secondToken = await staffToken(second, 'admin', 'admin2@motopont.hu');
      const emails = Array.from({ length: 6 }, (_, i) => `vevo${i}@pelda.hu`);
      for (const email of emails) await ask(first, local.jacketVariants.M, email);
      for (let round = 0; round < 3; round++) {
        await Promise.all([
          setStock(first, firstToken, local.jacketVariants.M, 3 + round),
          setStock(second, secondToken, local.jacketVariants.M, 7 + round),
        ]);
      }
      const mails = await outbox(first);
      expect(mails.map((m) => m.recipient).sort()).toEqual(emails);
      const [a, b] = await Promise.all([first.deliverMail(), second.deliverMail()]);
      expect([...a, ...b].map((m) => m.to).sort()).toEqual(emails);
    } finally {
      await second.close();
      if (first !== t) await first.close();
    }
  });
});
