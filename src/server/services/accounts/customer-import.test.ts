import { loginRequest } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { parseCsv } from './customer-csv';
import { formatImportReport, importCustomers, parseCustomerCsv } from './customer-import.service';

const FILE = [
  'name;email;szallitas_irsz;szallitas_varos;telefonszam;megjegyzes',
  'Régi Béla;Regi.Bela@Example.hu;7621;Pécs;+36 30 111 2222;"kapukód: 12; csengő"',
  'Hiányzó E-mail;;1111;Budapest;;',
  ';nevtelen@example.hu;;;;',
  'Rossz Irsz;rossz@example.hu;76;Pécs;;',
  'Dupla Béla;regi.bela@example.hu;;;;',
  'Kevés Oszlop;keves@example.hu',
  '',
  '"Idézett, Anna";anna@example.hu;1011;Budapest;;"két',
  'sor"',
  'Utolsó Ödön;odon@example.hu;;;;',
].join('\r\n');

describe('parseCustomerCsv', () => {
  it('keeps the good rows with their profile fields and refuses each bad one with its line and reason', () => {
    const parsed = parseCustomerCsv(FILE);
    expect(parsed.fatal).toBeNull();
    expect(parsed.customers.map((c) => [c.row, c.name, c.email])).toEqual([
      [2, 'Régi Béla', 'regi.bela@example.hu'],
      [9, 'Idézett, Anna', 'anna@example.hu'],
      [11, 'Utolsó Ödön', 'odon@example.hu'],
    ]);
    expect(parsed.customers[0]).toMatchObject({
      szallitas_irsz: '7621',
      szallitas_varos: 'Pécs',
      telefonszam: '+36 30 111 2222',
      megjegyzes: 'kapukód: 12; csengő',
      szamla_nev: '',
    });
    expect(parsed.customers[1]?.megjegyzes).toBe('két\nsor');
    expect(parsed.refused).toEqual([
      { row: 3, reason: 'Érvénytelen e-mail-cím: „”.' },
      { row: 4, reason: 'Hiányzó név.' },
      { row: 5, reason: 'szallitas_irsz: A szállítási irányítószám 4 számjegy.' },
      { row: 6, reason: 'Ez az e-mail-cím már szerepel a(z) 2. sorban.' },
      { row: 7, reason: 'Hibás oszlopszám: 6 helyett 2.' },
    ]);
  });

  it('reads comma-separated files with a BOM too', () => {
    const parsed = parseCustomerCsv('\uFEFFemail,name\nkiss@example.hu,Kiss Anna\n');
    expect(parsed.customers).toEqual([
      expect.objectContaining({ row: 2, email: 'kiss@example.hu', name: 'Kiss Anna' }),
    ]);
  });

  it('refuses a file with an unknown or missing column as a whole', () => {
    expect(parseCustomerCsv('name;email;jelszo\nA B;a@b.hu;x').fatal).toBe(
      'Ismeretlen oszlop: jelszo.',
    );
    expect(parseCustomerCsv('name;szallitas_varos\nA B;Pécs').fatal).toBe('Hiányzó oszlop: email.');
    expect(parseCustomerCsv('').fatal).toBe('A fájl üres.');
  });

  it('parses quotes, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,"b ""c"", d"\n"e\nf",g\n', ',')).toEqual([
      { line: 1, fields: ['a', 'b "c", d'] },
      { line: 2, fields: ['e\nf', 'g'] },
    ]);
  });
});

describe('importCustomers', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('creates accounts without a password whose login says Old site data, never overwriting an account', async () => {
    const parsed = parseCustomerCsv(FILE);
    const first = await importCustomers(t.app.db, parsed.customers);
    expect(first).toEqual({ imported: 3, refused: [] });
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'regi.bela@example.hu')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Régi Béla', password_hash: null, szallitas_varos: 'Pécs' });
    const login = await loginRequest(t, 'regi.bela@example.hu', 'barmi');
    expect(login.body).toBe('Old site data');

    const again = await importCustomers(t.app.db, parsed.customers.slice(0, 1));
    expect(again).toEqual({
      imported: 0,
      refused: [{ row: 2, reason: 'Ezzel az e-mail-címmel már van fiók; nem írtuk felül.' }],
    });
    expect(
      formatImportReport(again.imported, [...parsed.refused, ...again.refused])
        .split('\n')
        .slice(0, 3),
    ).toEqual([
      'Importált fiókok: 0. Kihagyott sorok: 6.',
      '  2. sor: Ezzel az e-mail-címmel már van fiók; nem írtuk felül.',
      '  3. sor: Érvénytelen e-mail-cím: „”.',
    ]);
  });
});
