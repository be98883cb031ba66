import type { Db } from '../../db/database';
import { bikeTypeDerivedColumns } from './bike-type-columns';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

interface Fixture {
  makers: Record<string, number>;
  kinds: Record<string, number>;
  types: Record<string, number>;
}

/** A small explicit bike list: every answer below can be worked out by reading it. */
async function seedBikes(db: Db): Promise<Fixture> {
  const makers: Record<string, number> = {};
  for (const name of ['Yamaha', 'Honda', 'Zündapp', 'Ural']) {
    const row = await db
      .insertInto('manufacturers')
      .values({ name_en: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    makers[name] = row.id;
  }
  const kinds: Record<string, number> = {};
  for (const name of ['Sport', 'Naked', 'Robogó', 'Enduro']) {
    const row = await db
      .insertInto('constructions')
      .values({ name_en: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    kinds[name] = row.id;
  }
  const rows: [maker: string, kind: string, name: string, ccm: number][] = [
    // Yamaha naked bikes sit exactly on the bucket edges.
    ['Yamaha', 'Naked', 'MT-50 Edge', 50],
    ['Yamaha', 'Naked', 'MT-51 Edge', 51],
    ['Yamaha', 'Naked', 'MT-10', 1000],
    ['Yamaha', 'Naked', 'MT-10 SP', 1001],
    ['Yamaha', 'Naked', 'MT-07', 689],
    ['Yamaha', 'Naked', 'XSR700', 689],
    ['Yamaha', 'Sport', 'YZF-R1', 998],
    ['Honda', 'Naked', 'CB500F', 471],
    ['Honda', 'Naked', 'CB1300', 1284],
    ['Honda', 'Robogó', 'Vision 50', 49],
    ['Zündapp', 'Robogó', 'Bella Túra', 198],
  ];
  const types: Record<string, number> = {};
  for (const [maker, kind, name, ccm] of rows) {
    const row = await db
      .insertInto('bike_types')
      .values({
        manufacturer_id: makers[maker] as number,
        construction_id: kinds[kind] as number,
        name_en: name,
        ccm,
        img: `/media/bikes/${name}.jpg`,
        content: `<p>${maker} ${name}, ${ccm} ccm.</p>`,
        ...bikeTypeDerivedColumns({ manufacturerName: maker, name_en: name, ccm }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    types[name] = row.id;
  }
  return { makers, kinds, types };
}

describe('GET /api/motorom/...', () => {
  let t: TestApp;
  let f: Fixture;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/motorom/${url}` });

  beforeEach(async () => {
    t = await createTestApp();
    f = await seedBikes(t.app.db);
  });
  afterEach(() => t.close());

  describe('gyartok', () => {
    it('lists the manufacturers that have types, by name', async () => {
      const res = await get('gyartok');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: f.makers.Honda, name_en: 'Honda' },
        { id: f.makers.Yamaha, name_en: 'Yamaha' },
        { id: f.makers['Zündapp'], name_en: 'Zündapp' },
      ]);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('orders names as a shopper reads them, whatever their case', async () => {
      for (const maker of ['KTM', 'Kawasaki']) {
        const { id } = await t.app.db
          .insertInto('manufacturers')
          .values({ name_en: maker })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('bike_types')
          .values({
            manufacturer_id: id,
            construction_id: f.kinds.Naked as number,
            name_en: `${maker} 790`,
            ccm: 790,
            img: '',
            content: '',
            ...bikeTypeDerivedColumns({
              manufacturerName: maker,
              name_en: `${maker} 790`,
              ccm: 790,
            }),
          })
          .execute();
      }
      const names = ((await get('gyartok')).json() as { name_en: string }[]).map((m) => m.name_en);
      expect(names).toEqual(['Honda', 'Kawasaki', 'KTM', 'Yamaha', 'Zündapp']);
    });

    it('answers an empty list when there are no bikes', async () => {
      await t.app.db.deleteFrom('bike_types').execute();
      expect((await get('gyartok')).json()).toEqual([]);
    });
  });

  describe('felepitesek', () => {
    it("lists the constructions of the manufacturer's types, by name", async () => {
      expect((await get(`felepitesek/${f.makers.Yamaha}`)).json()).toEqual([
        { id: f.kinds.Naked, name_en: 'Naked' },
        { id: f.kinds.Sport, name_en: 'Sport' },
      ]);
      expect((await get(`felepitesek/${f.makers.Honda}`)).json()).toEqual([
        { id: f.kinds.Naked, name_en: 'Naked' },
        { id: f.kinds['Robogó'], name_en: 'Robogó' },
      ]);
    });

    it('answers an empty list for a manufacturer without types or an unknown id', async () => {
      expect((await get(`felepitesek/${f.makers.Ural}`)).json()).toEqual([]);
      expect((await get('felepitesek/99999')).json()).toEqual([]);
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999'])(
      'refuses the id %p with a Hungarian 400',
      async (id) => {
        const res = await get(`felepitesek/${id}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Hibás gyártóazonosító: pozitív egész számot várunk.',
        });
      },
    );
  });

  describe('hengerurtartalmak', () => {
    it('lists the buckets present, ascending, with 50, 51, 1000 and 1001 ccm in their own buckets', async () => {
      const res = await get(`hengerurtartalmak/${f.makers.Yamaha}/${f.kinds.Naked}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([50, 125, 750, 1000, 1001]);
      expect((await get(`hengerurtartalmak/${f.makers.Honda}/${f.kinds.Naked}`)).json()).toEqual([
        600, 1001,
      ]);
      expect(
        (await get(`hengerurtartalmak/${f.makers.Honda}/${f.kinds['Robogó']}`)).json(),
      ).toEqual([50]);
    });

    it('answers an empty list for a pair without types', async () => {
      expect((await get(`hengerurtartalmak/${f.makers.Honda}/${f.kinds.Sport}`)).json()).toEqual(
        [],
      );
    });

    it('refuses a bad construction id', async () => {
      const res = await get(`hengerurtartalmak/${f.makers.Honda}/sport`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Hibás felépítésazonosító: pozitív egész számot várunk.',
      });
    });
  });

  describe('tipusok', () => {
    const types = (capacity: number | string) =>
      get(`tipusok/${f.makers.Yamaha}/${f.kinds.Naked}/${capacity}`);

    it('puts 50 ccm in the 50 bucket and 51 ccm in the 125 bucket', async () => {
      expect((await types(50)).json()).toEqual([
        { id: f.types['MT-50 Edge'], name_en: 'MT-50 Edge' },
      ]);
      expect((await types(125)).json()).toEqual([
        { id: f.types['MT-51 Edge'], name_en: 'MT-51 Edge' },
      ]);
    });

    it('puts 1000 ccm in the 1000 bucket and 1001 ccm in the 1000+ bucket', async () => {
      expect((await types(1000)).json()).toEqual([{ id: f.types['MT-10'], name_en: 'MT-10' }]);
      expect((await types(1001)).json()).toEqual([
        { id: f.types['MT-10 SP'], name_en: 'MT-10 SP' },
      ]);
    });

    it('lists the types of a bucket by name', async () => {
      expect((await types(750)).json()).toEqual([
        { id: f.types['MT-07'], name_en: 'MT-07' },
        { id: f.types.XSR700, name_en: 'XSR700' },
      ]);
      expect((await types(400)).json()).toEqual([]);
    });

    it.each([0, 49, 51, 300, 999, 1002, 2000, 'x'])(
      'refuses the capacity %p, which is not a bucket',
      async (capacity) => {
        const res = await types(capacity);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message:
            'Ismeretlen hengerűrtartalom-kategória. Lehetséges értékek: 50, 125, 250, 400, 600, 750, 1000, 1001.',
        });
      },
    );
  });

  describe('tipusokByInput', () => {
    const search = (text: string) => get(`tipusokByInput/${encodeURIComponent(text)}`);

    it('matches every word of manufacturer and model, accent- and case-insensitively, by name', async () => {
      expect((await search('zundapp TURA')).json()).toEqual([
        { id: f.types['Bella Túra'], name_en: 'Bella Túra' },
      ]);
      expect((await search('bella zünd')).json()).toEqual([
        { id: f.types['Bella Túra'], name_en: 'Bella Túra' },
      ]);
      expect((await search('yamaha mt 10')).json()).toEqual([
        { id: f.types['MT-10'], name_en: 'MT-10' },
        { id: f.types['MT-10 SP'], name_en: 'MT-10 SP' },
      ]);
      expect((await search('cb')).json()).toEqual([
        { id: f.types.CB1300, name_en: 'CB1300' },
        { id: f.types.CB500F, name_en: 'CB500F' },
      ]);
    });

    it('ignores punctuation and spacing: mt07, mt 07, MT-07 and Mt.07 alike', async () => {
      const mt07 = [{ id: f.types['MT-07'], name_en: 'MT-07' }];
      for (const text of ['mt07', 'MT-07', 'mt 07', 'Mt.07', 'yamaha mt07', 'YAMAHA MT-07'])
        expect([text, (await search(text)).json()]).toEqual([text, mt07]);
      expect((await search('cb 500 f')).json()).toEqual([
        { id: f.types.CB500F, name_en: 'CB500F' },
      ]);
      expect((await search('yzfr1')).json()).toEqual([
        { id: f.types['YZF-R1'], name_en: 'YZF-R1' },
      ]);
      expect((await search('bellatura')).json()).toEqual([
        { id: f.types['Bella Túra'], name_en: 'Bella Túra' },
      ]);
    });

    it('finds nothing when one word does not match', async () => {
      expect((await search('honda bella')).json()).toEqual([]);
      expect((await search('yamaha r6')).json()).toEqual([]);
    });

    it('orders across manufacturers by manufacturer, then model', async () => {
      const names = ((await search('a')).json() as { name_en: string }[]).map((t) => t.name_en);
      expect(names).toEqual([
        ...['CB1300', 'CB500F', 'Vision 50'],
        ...['MT-07', 'MT-10', 'MT-10 SP', 'MT-50 Edge', 'MT-51 Edge', 'XSR700', 'YZF-R1'],
        'Bella Túra',
      ]);
    });

    it('answers at most 50 types', async () => {
      const values = Array.from({ length: 60 }, (_, i) => {
        const name = `CBR ${String(i).padStart(2, '0')}`;
        return {
          manufacturer_id: f.makers.Honda as number,
          construction_id: f.kinds.Sport as number,
          name_en: name,
          ccm: 600,
          img: '',
          content: '',
          ...bikeTypeDerivedColumns({ manufacturerName: 'Honda', name_en: name, ccm: 600 }),
        };
      });
      await t.app.db.insertInto('bike_types').values(values).execute();
      const found = (await search('honda cbr')).json() as { name_en: string }[];
      expect(found).toHaveLength(50);
      expect(found[0]?.name_en).toBe('CBR 00');
      expect(found[49]?.name_en).toBe('CBR 49');
    });

    it('answers an empty list when nothing searchable is left', async () => {
      expect((await search('!!! -- ?')).json()).toEqual([]);
    });

    it('refuses a text over 100 characters', async () => {
      const res = await search('a'.repeat(101));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'A keresett motortípus 1–100 karakter lehet.' });
      expect((await search('ő'.repeat(100))).statusCode).toBe(200);
    });

    it('refuses an empty text', async () => {
      const res = await get('tipusokByInput/');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'A keresett motortípus 1–100 karakter lehet.' });
    });
  });

  describe('adatok', () => {
    it("answers the type's name, image and description", async () => {
      const res = await get(`adatok/${f.types.CB500F}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: f.types.CB500F,
        name_en: 'CB500F',
        img: '/media/bikes/CB500F.jpg',
        content: '<p>Honda CB500F, 471 ccm.</p>',
        ccm: 471,
        power_kw: null,
        licence: 'A',
        // The finder choice leading to it, for the garage (a type found by text restores the selects).
        gyarto: f.makers.Honda,
        felepites: f.kinds.Naked,
        hengerurtartalom: 600,
      });
    });

    it('answers 404 for an unknown type and 400 for a bad id', async () => {
      const missing = await get('adatok/424242');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Nem található ilyen motortípus.' });
      const bad = await get('adatok/honda');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        message: 'Hibás motortípus-azonosító: pozitív egész számot várunk.',
      });
    });
  });

  describe('licence categories (?jogositvany=)', () => {
    const names = async (url: string) =>
      ((await get(url)).json() as { name_en: string }[]).map((x) => x.name_en);

    beforeEach(async () => {
      const power: [string, number][] = [
        ['CB500F', 35],
        ['MT-07', 54],
        ['Bella Túra', 12],
        ['YZF-R1', 147],
      ];
      for (const [name, kw] of power)
        await t.app.db
          .updateTable('bike_types')
          .set({ power_kw: kw })
          .where('id', '=', f.types[name] as number)
          .execute();
    });

    it('AM lists up to 50 ccm, A1 up to 125 ccm, at every step of the cascade', async () => {
      expect(await names('gyartok?jogositvany=AM')).toEqual(['Honda', 'Yamaha']);
      expect(await names(`felepitesek/${f.makers.Honda}?jogositvany=AM`)).toEqual(['Robogó']);
      const yamahaNaked = `${f.makers.Yamaha}/${f.kinds.Naked}`;
      expect((await get(`hengerurtartalmak/${yamahaNaked}?jogositvany=AM`)).json()).toEqual([50]);
      expect((await get(`hengerurtartalmak/${yamahaNaked}?jogositvany=A1`)).json()).toEqual([
        50, 125,
      ]);
      expect(await names(`tipusok/${yamahaNaked}/125?jogositvany=A1`)).toEqual(['MT-51 Edge']);
      expect(await names(`tipusok/${yamahaNaked}/125?jogositvany=AM`)).toEqual([]);
    });

    it('A2 adds the types of 35 kW or less; a type of unknown power above 125 ccm needs A', async () => {
      // CB500F: 35 kW; Bella Túra: 12 kW; MT-07: 54 kW; XSR700: power unknown; CB1300: unknown.
      expect(await names('tipusokByInput/honda?jogositvany=A2')).toEqual(['CB500F', 'Vision 50']);
      expect(await names('tipusokByInput/honda?jogositvany=A')).toEqual([
        'CB1300',
        'CB500F',
        'Vision 50',
      ]);
      expect(await names('gyartok?jogositvany=A2')).toEqual(['Honda', 'Yamaha', 'Zündapp']);
      const yamahaNaked = `${f.makers.Yamaha}/${f.kinds.Naked}`;
      expect((await get(`hengerurtartalmak/${yamahaNaked}?jogositvany=A2`)).json()).toEqual([
        50, 125,
      ]);
      expect(await names(`tipusok/${yamahaNaked}/750`)).toEqual(['MT-07', 'XSR700']);
      expect(await names(`tipusok/${yamahaNaked}/750?jogositvany=A2`)).toEqual([]);
      expect(await names(`felepitesek/${f.makers.Yamaha}?jogositvany=A2`)).toEqual(['Naked']);
    });

    it("tells the type's licence category with its data", async () => {
      const res = await get(`adatok/${f.types['Bella Túra']}`);
      expect(res.json()).toMatchObject({ ccm: 198, power_kw: 12, licence: 'A2' });
      expect((await get(`adatok/${f.types['Vision 50']}`)).json()).toMatchObject({
        licence: 'AM',
      });
      expect((await get(`adatok/${f.types['MT-07']}`)).json()).toMatchObject({ licence: 'A' });
    });

    it('refuses an unknown category with a Hungarian message', async () => {
      const res = await get('gyartok?jogositvany=B');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Ismeretlen jogosítványkategória. Lehetséges értékek: AM, A1, A2, A.',
      );
    });
  });
});
