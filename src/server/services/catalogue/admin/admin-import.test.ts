import type { ImportPreview } from '@common/api/admin.schema';
import { type CartFixture, seedCartCatalogue } from '../../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../../testing/test-helpers';
import { adminCall, staffToken } from '../../../testing/admin-helpers';

// Each test builds an app, a catalogue and a staff login: slow on a loaded PostgreSQL.
jest.setTimeout(30_000);

let t: TestApp;
let f: CartFixture;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
  admin = await staffToken(t, 'admin');
});
afterEach(() => t.close());

const WINDOWS_1250: Record<string, number> = {
  á: 0xe1,
  é: 0xe9,
  í: 0xed,
  ó: 0xf3,
  ö: 0xf6,
  ő: 0xf5,
  ú: 0xfa,
  ü: 0xfc,
  ű: 0xfb,
  '–': 0x96,
  Á: 0xc1,
  É: 0xc9,
  Í: 0xcd,
  Ó: 0xd3,
  Ö: 0xd6,
  Ő: 0xd5,
  Ú: 0xda,
  Ü: 0xdc,
  Ű: 0xdb,
};

/** What Hungarian Excel's "CSV (pontosvesszővel tagolt)" writes: Windows-1250 bytes. */
function windows1250(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => {
      const code = WINDOWS_1250[c] ?? c.charCodeAt(0);
      if (code > 0x7f && WINDOWS_1250[c] === undefined) throw new Error(`no byte for ${c}`);
      return code;
    }),
  );
}

const importCsv = (body: string | Buffer, dryRun: boolean, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
    headers: { ...t.headers, authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: body,
  });

const variant = (id: number) =>
  t.app.db.selectFrom('variants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const productPage = async (alias: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/productByAlias/${alias}` })).json() as {
    effectivePrice: number;
    variants: { cikkszam: string; effectivePrice: number; stock: number; name_hu: string }[];
  };

describe('catalogue export', () => {
  it('writes every variant with the columns an import reads back; support may not', async () => {
    const res = await adminCall(t, admin, 'GET', '/api/admin/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'cikkszam;termek_alias;termek_nev;valtozat_nev;ar;regi_ar;akcios_ar;keszlet;elerhetoseg;suly_g',
    );
    expect(lines).toHaveLength(1 + 8);
    expect(lines).toContain('KESZ-L;bor-kesztyu;Bőr kesztyű;L;15000;;13500;0;rendelheto;800');
    const support = await staffToken(t, 'support');
    expect((await adminCall(t, support, 'GET', '/api/admin/products.csv')).statusCode).toBe(403);
    expect((await importCsv('cikkszam;ar\nKESZ-M;1\n', true, support)).statusCode).toBe(403);
  });

  it('imports its own export back as all unchanged', async () => {
    const exported = (await adminCall(t, admin, 'GET', '/api/admin/products.csv')).rawPayload;
    const preview = (await importCsv(exported, true)).json() as ImportPreview;
    expect(preview).toMatchObject({ rows: 8, new: 0, changed: 0, unchanged: 8, errors: [] });
  });
});

describe('catalogue import', () => {
  it('reads a Windows-1250 file from Hungarian Excel, previews it, then applies it', async () => {
    const file = windows1250(
      'Cikkszám;Ár;Akciós ár;Készlet;Változat név\r\n' +
        'KESZ-M;11 990;;5;M – fűzős\r\n' +
        'KESZ-L;15000;13500;0;L\r\n' +
        'KENDO;1000;;0;Törlőkendő\r\n',
    );
    const dry = await importCsv(file, true);
    expect(dry.statusCode).toBe(200);
    const preview = dry.json() as ImportPreview;
    expect(preview).toMatchObject({
      applied: false,
      encoding: 'Windows-1250',
      separator: ';',
      columns: ['cikkszam', 'ar', 'akcios_ar', 'keszlet', 'valtozat_nev'],
      rows: 3,
      new: 0,
      changed: 1,
      unchanged: 2,
      errors: [],
    });
    expect(preview.changes).toEqual([
      {
        line: 2,
        cikkszam: 'KESZ-M',
        kind: 'changed',
        before: { ar: 12000, keszlet: 0, valtozat_nev: 'M' },
        after: { ar: 11990, keszlet: 5, valtozat_nev: 'M – fűzős' },
      },
    ]);
    expect((await variant(f.glovesM)).price_curr_hu).toBe(12000);

    const applied = await importCsv(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, changed: 1 });
    expect(await variant(f.glovesM)).toMatchObject({
      price_curr_hu: 11990,
      stock: 5,
      name_hu: 'M – fűzős',
    });
    // The shop shows it at once (this process) and the product's "from" price follows.
    const page = await productPage('bor-kesztyu');
    expect(page.variants.find((v) => v.cikkszam === 'KESZ-M')).toMatchObject({
      effectivePrice: 11990,
      stock: 5,
    });
    expect(page.effectivePrice).toBe(9990);
    const audit = await adminCall(t, admin, 'GET', '/api/admin/audit?action=catalogue.import');
    expect(audit.json()).toMatchObject({
      total: 1,
      items: [
        {
          staff: 'admin@motopont.hu',
          before: [{ cikkszam: 'KESZ-M', ar: 12000 }],
          after: [{ cikkszam: 'KESZ-M', ar: 11990 }],
        },
      ],
    });
  });

  it('a comma-separated UTF-8 file with a new variant of an existing product', async () => {
    const file =
      '\uFEFFcikkszam,termek_alias,valtozat_nev,ar,keszlet,elerhetoseg\n' +
      'KESZ-S,bor-kesztyu,S,"12 500",3,raktaron\n';
    const preview = (await importCsv(file, true)).json() as ImportPreview;
    expect(preview).toMatchObject({ encoding: 'UTF-8', separator: ',', new: 1, errors: [] });
    expect((await importCsv(file, false)).statusCode).toBe(200);
    const page = await productPage('bor-kesztyu');
    expect(page.variants.find((v) => v.cikkszam === 'KESZ-S')).toMatchObject({
      name_hu: 'S',
      effectivePrice: 12500,
      stock: 3,
    });
    // The new item number is searchable.
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/productsByAlias/kereses',
      headers: t.headers,
      payload: {
        sort: ['fullname_en', 'asc'],
        range: [0, 15],
        searchText: 'KESZ-S',
        akcios: false,
      },
    });
    expect((found.json() as { alias: string }[]).map((p) => p.alias)).toEqual(['bor-kesztyu']);
  });

  it('a file with errors lists them by line and applies nothing, not even its good rows', async () => {
    const file =
      'cikkszam;ar;akcios_ar;keszlet\n' +
      'KESZ-M;9990;;7\n' +
      'KESZ-L;abc;;1\n' +
      'NINCS-ILYEN;1000;;1\n' +
      ';1000;;1\n' +
      'KENDO;1000;;-2\n' +
      'KESZ-M;9990;;7\n' +
      'MATRICA;1;0;1\n';
    const dry = (await importCsv(file, true)).json() as ImportPreview;
    expect(dry.errors).toEqual([
      { line: 3, message: 'Hibás ár: „abc” (pozitív egész forint).' },
      {
        line: 4,
        message:
          'Ismeretlen cikkszám: NINCS-ILYEN. Új változathoz a termek_alias oszlopban egy létező termék kell.',
      },
      { line: 5, message: 'Hiányzó cikkszám.' },
      { line: 6, message: 'Hibás készlet: „-2” (nemnegatív egész szám).' },
      { line: 7, message: 'A(z) KESZ-M cikkszám már szerepelt a(z) 2. sorban.' },
      { line: 8, message: 'Hibás akciós ár: „0” (pozitív egész forint vagy üres).' },
    ]);
    expect(dry.changed).toBe(1);
    const applied = await importCsv(file, false);
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ applied: false });
    expect(await variant(f.glovesM)).toMatchObject({ price_curr_hu: 12000, stock: 0 });
    const audit = await t.app.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.filter((a) => a.action === 'catalogue.import')).toEqual([]);
  });

  it('refuses a header without cikkszam or with unknown columns', async () => {
    const noKey = (await importCsv('ar;keszlet\n1;1\n', true)).json() as ImportPreview;
    expect(noKey.errors).toEqual([{ line: 1, message: 'Hiányzik a cikkszam oszlop a fejlécből.' }]);
    const unknown = (
      await importCsv('cikkszam;ar;szin\nKESZ-M;1;piros\n', true)
    ).json() as ImportPreview;
    expect(unknown.errors).toEqual([{ line: 1, message: 'Ismeretlen oszlop: „szin”.' }]);
  });

  it('refuses a body that is not a file (JSON) through the one error path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=1',
      headers: { ...t.headers, authorization: `Bearer ${admin}` },
      payload: { cikkszam: 'KESZ-M' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A fájlt CSV-ként (text/csv) kell küldeni.' });
  });
});
