import { buildApp } from '../app';
import { createTestApp } from '../testing/test-helpers';
import { loadServerSecret } from './server-secret';

describe('server secret', () => {
  it('is created once in the database and shared by every process that uses it', async () => {
    const t = await createTestApp();
    try {
      const first = await loadServerSecret(t.app.db);
      const again = await Promise.all([loadServerSecret(t.app.db), loadServerSecret(t.app.db)]);
      expect(first.length).toBe(32);
      expect(again.map((s) => s.equals(first))).toEqual([true, true]);
    } finally {
      await t.close();
    }
  });

  it('makes an anti-forgery token issued by one process valid on another of the same shop', async () => {
    const t = await createTestApp();
    // A second app over the same database stands for a second API process.
    const second = await buildApp(t.config, {
      database: { db: t.app.db, dialect: t.app.dialect, close: async () => {} },
    });
    try {
      const token = (await t.app.inject({ url: '/api/csrf' })).json<{ token: string }>().token;
      const res = await second.inject({
        method: 'POST',
        url: '/api/nincs-ilyen',
        headers: {
          cookie: `csrf_token=${token}`,
          'x-csrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
        },
      });
      expect(res.statusCode).toBe(404);
      const forged = await second.inject({
        method: 'POST',
        url: '/api/nincs-ilyen',
        headers: {
          cookie: 'csrf_token=abc.def',
          'x-csrf-token': 'abc.def',
          'x-requested-with': 'XMLHttpRequest',
        },
      });
      expect(forged.statusCode).toBe(419);
    } finally {
      await second.close();
      await t.close();
    }
  });
});
