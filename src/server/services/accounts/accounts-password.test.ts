import { PASSWORD, bearer, loginRequest, registerCustomer } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://bolt.example.hu' });
});
afterEach(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Uj-jelszo-2026';

/** Asks for a reset link and lets the outbox deliver what that queued. */
async function requestReset(email: string, ip = '10.0.0.9') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password/create',
    headers: t.headers,
    remoteAddress: ip,
    payload: { email },
  });
  await t.deliverMail();
  return res;
}

function linkToken(index = 0): string {
  const text = t.mailer.sent[index]?.text ?? '';
  const match = /https:\/\/bolt\.example\.hu\/password_reset\/([A-Za-z0-9_-]{43})\n/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1] as string;
}

function reset(
  token: string,
  password = NEW_PASSWORD,
  confirmation = password,
  email = 'kiss.anna@example.hu',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    headers: t.headers,
    payload: { email, token, password, password_confirmation: confirmation },
  });
}

describe('password reset', () => {
  it('e-mails a link to the public address, valid on lookup, stored only as a hash', async () => {
    await registerCustomer(t);
    const res = await requestReset('Kiss.Anna@example.hu');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'A jelszó-visszaállító linket elküldtük a megadott e-mail-címre. A link 60 percig érvényes.',
    });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]).toMatchObject({
      to: 'kiss.anna@example.hu',
      subject: 'Jelszó visszaállítása – MotoPont',
    });
    const token = linkToken();
    const stored = await t.app.db
      .selectFrom('password_resets')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    // The outbox keeps no copy of the link once the mail is sent.
    const outbox = await t.app.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toMatchObject([{ status: 'sent', text_body: '', html_body: null }]);
    const find = await t.app.inject({
      method: 'GET',
      url: `/api/password/find/${token}`,
      headers: t.headers,
    });
    expect(find.json()).toEqual({ email: 'kiss.anna@example.hu' });
  });

  it('answers 404 with the spec text for an unknown e-mail and sends nothing', async () => {
    const res = await requestReset('senki@example.hu');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'A megadott email cím nem található a rendszerünkben.' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('sets the new password once, revokes every session, and the link is then spent', async () => {
    const session = await registerCustomer(t);
    await requestReset('kiss.anna@example.hu');
    const token = linkToken();
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(res.json()).toEqual({ id: user.id });

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, session),
    });
    expect(old.statusCode).toBe(401);
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD)).statusCode).toBe(401);
    expect((await loginRequest(t, 'kiss.anna@example.hu', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Harmadik-jelszo');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/érvénytelen, már felhasználták, vagy lejárt/);
    const find = await t.app.inject({
      method: 'GET',
      url: `/api/password/find/${token}`,
      headers: t.headers,
    });
    expect(find.statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    await registerCustomer(t);
    await requestReset('kiss.anna@example.hu');
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const find = await t.app.inject({
      method: 'GET',
      url: `/api/password/find/${linkToken()}`,
      headers: t.headers,
    });
    expect(find.statusCode).toBe(404);
    expect(find.json().message).toBe(
      'Ez a jelszó-visszaállító link érvénytelen, már felhasználták, vagy lejárt. Kérjen új linket.',
    );
    expect((await reset(linkToken())).statusCode).toBe(422);
  });

  it('checks the new password and its confirmation on the server, changing nothing on failure', async () => {
    await registerCustomer(t);
    await requestReset('kiss.anna@example.hu');
    const short = await reset(linkToken(), 'rovid');
    expect(short.json()).toEqual({
      message: 'A jelszónak legalább 8 karakter hosszúnak kell lennie.',
    });
    const mismatch = await reset(linkToken(), NEW_PASSWORD, 'mas-jelszo-1');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ message: 'A két jelszó nem egyezik.' });
    const otherEmail = await reset(linkToken(), NEW_PASSWORD, NEW_PASSWORD, 'mas@example.hu');
    expect(otherEmail.statusCode).toBe(422);
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD)).statusCode).toBe(200);
  });

  it('sends at most one e-mail per address per few minutes (429, Hungarian)', async () => {
    await registerCustomer(t);
    expect((await requestReset('kiss.anna@example.hu')).statusCode).toBe(200);
    const second = await requestReset('kiss.anna@example.hu', '10.0.0.77');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Nemrég már küldtünk jelszó-visszaállító levelet/);
    expect(t.mailer.sent).toHaveLength(1);
    await t.app.db
      .updateTable('rate_limits')
      .set({ window_ends_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await requestReset('kiss.anna@example.hu')).statusCode).toBe(200);
    // Only the newest link works.
    expect((await reset(linkToken(0))).statusCode).toBe(422);
    expect((await reset(linkToken(1))).statusCode).toBe(200);
  });

  it('caps reset requests per client address, whatever e-mails are tried', async () => {
    for (let i = 0; i < 20; i++) await requestReset(`senki${i}@example.hu`, '10.9.9.9');
    const res = await requestReset('barki@example.hu', '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect((await requestReset('barki@example.hu', '10.9.9.10')).statusCode).toBe(404);
  });
});
