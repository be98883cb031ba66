import { sql } from 'kysely';
import { type TestApp, createTestApp } from '../testing/test-helpers';

describe('GET /api/health and /api/ready', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('health answers ok while the process runs', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 on a freshly migrated database', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('ready answers 503 and names the migration when the database lacks one the code expects', async () => {
    // As after restoring an older backup under newer code: the newest migration is not recorded.
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc`.execute(t.app.db);
    const newest = rows[0]?.name ?? '';
    expect(newest).not.toBe('');
    await sql`delete from kysely_migration where name = ${newest}`.execute(t.app.db);

    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      message: 'migrations pending',
      pendingMigrations: [newest],
    });
    // The process itself still runs.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('ready answers 503 once the graceful shutdown has begun, health still 200', async () => {
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    t.app.readiness.shutDown();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', message: 'shutting down' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('ready answers 503 when the database does not answer', async () => {
    await t.app.db.destroy();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^database: /);
  });
});
