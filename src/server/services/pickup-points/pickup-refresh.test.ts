import fs from 'node:fs';
import path from 'node:path';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { clockAt } from '../../testing/clock';
import { PickupListError, parsePickupList } from './carrier-formats';
import { refreshCarrier, refreshDueLists, refreshPickupLists } from './pickup-refresh.service';

let t: TestApp;
let dir: string;

beforeEach(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(t.config.dataDir, 'lists-'));
});
afterEach(async () => {
  jest.useRealTimers();
  await t.close();
});

const samples = path.join(__dirname, 'samples');
const sample = (file: string) => fs.readFileSync(path.join(samples, file), 'utf8');

function activePoints(carrier: string) {
  return t.app.db
    .selectFrom('pickup_points')
    .select(['id', 'name', 'active'])
    .where('carrier', '=', carrier)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

describe('carrier list formats', () => {
  it('reads every sample the repo ships, with addresses, hours and coordinates', () => {
    const foxpost = parsePickupList('foxpost', sample('foxpost.json')).points;
    expect(foxpost).toHaveLength(6);
    expect(foxpost[1]).toEqual({
      code: '1444401',
      kind: 'locker',
      name: 'Foxpost - Árkád Győr',
      postcode: '9027',
      city: 'Győr',
      address: 'Budai út 1.',
      openingHours: expect.arrayContaining([{ day: 'Vasárnap', hours: '00:00-24:00' }]),
      lat: 47.683041,
      lng: 17.650879,
    });
    const gls = parsePickupList('gls', sample('gls.json')).points;
    expect(gls.map((p) => p.kind)).toEqual(['shop', 'locker', 'shop', 'shop', 'locker']);
    expect(gls[0]?.openingHours[5]).toEqual({ day: 'Szombat', hours: '08:00-13:00' });
    const mpl = parsePickupList('mpl', sample('mpl.csv')).points;
    expect(mpl.map((p) => p.kind)).toEqual(['post', 'shop', 'locker', 'post', 'shop']);
    expect(mpl[0]?.openingHours[0]).toEqual({ day: 'Hétfő', hours: '8:00-19:00' });
    const packeta = parsePickupList('packeta', sample('packeta.json')).points;
    // The Slovak point is left out; the closed one comes marked.
    expect(packeta.map((p) => [p.code, p.closed])).toEqual([
      ['15620', false],
      ['15733', false],
      ['16002', false],
      ['16110', true],
    ]);
  });

  it('refuses what is not a list of that carrier', () => {
    expect(() => parsePickupList('foxpost', '{"not":"a list"}')).toThrow(PickupListError);
    expect(() => parsePickupList('gls', '<html>Hiba</html>')).toThrow(PickupListError);
    expect(() => parsePickupList('mpl', 'id;name\n1;x')).toThrow(/hiányzó oszlopok/);
    expect(() => parsePickupList('foxpost', '[{"name":"kód nélkül"}]')).toThrow(/használható/);
  });
});

describe('refreshing the lists', () => {
  it('loads a good file, and keeps the last good list when the next file is broken', async () => {
    const file = path.join(dir, 'foxpost.json');
    fs.writeFileSync(file, sample('foxpost.json'));
    expect(await refreshCarrier(t.app.db, 'foxpost', file)).toMatchObject({ ok: true, points: 6 });
    expect(await activePoints('foxpost')).toHaveLength(6);

    // A half-written download: nothing changes but the error note.
    fs.writeFileSync(file, sample('foxpost.json').slice(0, 500));
    const broken = await refreshCarrier(t.app.db, 'foxpost', file);
    expect(broken).toMatchObject({ ok: false, points: 6 });
    expect(broken.error).toMatch(/nem JSON/);
    expect(await activePoints('foxpost')).toHaveLength(6);
    const state = await t.app.db
      .selectFrom('pickup_carriers')
      .selectAll()
      .where('carrier', '=', 'foxpost')
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ point_count: 6, last_error: broken.error });
    expect(state.loaded_at).not.toBeNull();

    // A missing file is the same.
    const missing = await refreshCarrier(t.app.db, 'foxpost', path.join(dir, 'nincs.json'));
    expect(missing.ok).toBe(false);
    expect(await activePoints('foxpost')).toHaveLength(6);
  });

  it('keeps a point the new list lacks as inactive, and takes changed data', async () => {
    const file = path.join(dir, 'foxpost.json');
    fs.writeFileSync(file, sample('foxpost.json'));
    await refreshCarrier(t.app.db, 'foxpost', file);
    const list = JSON.parse(sample('foxpost.json')) as { name: string }[];
    list.splice(0, 1);
    list[0]!.name = 'Foxpost - Árkád Győr (új hely)';
    fs.writeFileSync(file, JSON.stringify(list));
    expect(await refreshCarrier(t.app.db, 'foxpost', file)).toMatchObject({ ok: true, points: 5 });
    const gone = await t.app.db
      .selectFrom('pickup_points')
      .select('active')
      .where('id', '=', 'foxpost:1444335')
      .executeTakeFirstOrThrow();
    expect(gone.active).toBe(0);
    expect((await activePoints('foxpost'))[0]?.name).toBe('Foxpost - Árkád Győr (új hely)');
  });

  it('loads every carrier from the configuration (npm run pickup-points -- --refresh)', async () => {
    const results = await refreshPickupLists(t.app.db, t.config.pickup);
    expect(results.map((r) => [r.carrier, r.ok, r.points])).toEqual([
      ['foxpost', true, 6],
      ['gls', true, 5],
      ['mpl', true, 5],
      ['packeta', true, 3],
    ]);
  });

  it('lets only one of several processes load a due list, and none before it is due', async () => {
    const config = { ...t.config.pickup, refreshHours: 24 };
    clockAt('2026-11-23T10:00:00Z');
    const runs = await Promise.all([
      refreshDueLists(t.app.db, config),
      refreshDueLists(t.app.db, config),
      refreshDueLists(t.app.db, config),
    ]);
    expect(
      runs
        .flat()
        .map((r) => r.carrier)
        .sort(),
    ).toEqual(['foxpost', 'gls', 'mpl', 'packeta']);
    jest.setSystemTime(new Date('2026-11-23T20:00:00Z'));
    expect(await refreshDueLists(t.app.db, config)).toEqual([]);
    jest.setSystemTime(new Date('2026-11-24T10:30:00Z'));
    expect(await refreshDueLists(t.app.db, config)).toHaveLength(4);
  });
});
