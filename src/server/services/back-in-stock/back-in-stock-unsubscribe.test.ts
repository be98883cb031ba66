import {
  askBackInStock as ask,
  backInStockApp,
  outboxMails as outbox,
  setVariantStock as setStock,
} from '../../testing/back-in-stock-helpers';
import type { SizedFixture } from '../../testing/size-fixtures';
import type { TestApp } from '../../testing/test-helpers';

let t: TestApp;
let fx: SizedFixture;
let admin: string;

beforeEach(async () => {
  ({ t, fx, admin } = await backInStockApp());
});
afterEach(async () => {
  await t.close();
});

function unsubscribe(app: TestApp, payload: unknown, ip = '10.4.5.6') {
  return app.app.inject({
    method: 'POST',
    url: '/api/backInStock/unsubscribe',
    headers: app.headers,
    remoteAddress: ip,
    payload: payload as object,
  });
}

/** The token of the unsubscribe link in the newest restock mail to `email`. */
async function linkToken(email: string): Promise<string> {
  const mail = (await outbox(t)).filter((m) => m.recipient === email).pop();
  const prefix = `${t.config.publicUrl}/ertesites-leiratkozas/`;
  const line = mail?.text_body.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`no unsubscribe link in the mail to ${email}`);
  return line.slice(prefix.length);
}

const requests = () =>
  t.app.db
    .selectFrom('back_in_stock_requests')
    .select(['variant_id', 'email', 'status', 'cancelled_at'])
    .orderBy('id')
    .execute();

describe('the unsubscribe link of a restock e-mail', () => {
  it("stops the address's waiting requests in one click and nothing else", async () => {
    const { S, M, L } = fx.jacketVariants;
    await ask(t, M, 'anna@pelda.hu');
    await ask(t, S, 'anna@pelda.hu');
    await ask(t, L, 'anna@pelda.hu');
    await ask(t, M, 'bela@pelda.hu');
    await ask(t, L, 'bela@pelda.hu');
    await setStock(t, admin, M, 3);

    const [mail] = (await outbox(t)).filter((m) => m.recipient === 'anna@pelda.hu');
    expect(mail?.text_body).toContain(
      'Ha erre a címre nem kér több készletértesítést, egy kattintással leiratkozhat (a többi várakozó kérése is törlődik):',
    );
    const token = await linkToken('anna@pelda.hu');
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);

    const res = await unsubscribe(t, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      cancelled: 2,
      message: 'Leiratkoztál: erre a címre nem küldünk több készletértesítést: anna@pelda.hu.',
    });
    const rows = await requests();
    expect(rows.map((r) => [r.variant_id, r.email, r.status])).toEqual([
      [M, 'anna@pelda.hu', 'sent'],
      [S, 'anna@pelda.hu', 'cancelled'],
      [L, 'anna@pelda.hu', 'cancelled'],
      [M, 'bela@pelda.hu', 'sent'],
      [L, 'bela@pelda.hu', 'pending'],
    ]);
    expect(rows[1]?.cancelled_at).toEqual(expect.any(String));
    expect(rows[0]?.cancelled_at).toBeNull();

    // The restock of S and L mails only the other shopper.
    await setStock(t, admin, S, 2);
    await setStock(t, admin, L, 2);
    expect((await outbox(t)).map((m) => m.recipient)).toEqual([
      'anna@pelda.hu',
      'bela@pelda.hu',
      'bela@pelda.hu',
    ]);

    // A second click answers the same and changes nothing.
    const again = await unsubscribe(t, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 1, cancelled: 0 });

    // Asking anew afterwards is a fresh request, mailed at the next restock.
    await setStock(t, admin, S, 0);
    expect((await ask(t, S, 'anna@pelda.hu')).statusCode).toBe(200);
    const renewed = (await requests()).find(
      (r) => r.variant_id === S && r.email === 'anna@pelda.hu',
    );
    expect(renewed).toMatchObject({ status: 'pending', cancelled_at: null });
    await setStock(t, admin, S, 1);
    expect((await outbox(t)).map((m) => m.recipient)).toHaveLength(4);
  });

  it('refuses a forged, changed, malformed or spent link in Hungarian', async () => {
    const { M, L } = fx.jacketVariants;
    await ask(t, M, 'anna@pelda.hu');
    await ask(t, M, 'bela@pelda.hu');
    await ask(t, L, 'bela@pelda.hu');
    await setStock(t, admin, M, 1);
    const annas = await linkToken('anna@pelda.hu');
    const belas = await linkToken('bela@pelda.hu');
    const [annaId, annaSig] = annas.split('.') as [string, string];
    const [belaId] = belas.split('.') as [string, string];
    const badLink = 'Ez a leiratkozási link érvénytelen. Másold be a teljes linket az e-mailből.';

    for (const token of [
      `${belaId}.${annaSig}`,
      `${annaId}.${'A'.repeat(22)}`,
      annas.slice(0, -1),
      'semmi',
    ]) {
      const res = await unsubscribe(t, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: badLink });
    }
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(65) }, { token: 5 }]) {
      const res = await unsubscribe(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: badLink });
    }
    expect((await requests()).map((r) => r.status)).toEqual(['sent', 'sent', 'pending']);

    // A request deleted since (the account's data erased) leaves nothing to stop.
    await t.app.db
      .deleteFrom('back_in_stock_requests')
      .where('email', '=', 'anna@pelda.hu')
      .execute();
    expect((await unsubscribe(t, { token: annas })).statusCode).toBe(404);
  });

  it('is limited per client address', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await unsubscribe(t, { token: `${i + 1}.${'B'.repeat(22)}` }, '10.7.7.7')).statusCode,
      ).toBe(404);
    const refused = await unsubscribe(t, { token: `1.${'B'.repeat(22)}` }, '10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Erről a címről rövid idő alatt túl sok leiratkozás érkezett. Kérjük, próbálja újra néhány perc múlva.',
    );
    expect((await unsubscribe(t, { token: `1.${'B'.repeat(22)}` }, '10.7.7.8')).statusCode).toBe(
      404,
    );
  });
});
