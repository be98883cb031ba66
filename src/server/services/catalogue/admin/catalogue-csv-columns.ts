import type { Availability } from '../../../db/tables/catalogue.table';

/**
 * The catalogue CSV's columns (docs/back-office.md). The export writes all of them; an import needs only
 * `cikkszam` and the columns it changes (the daily file is `cikkszam;ar;akcios_ar;keszlet`).
 */
export const EXPORT_COLUMNS = [
  'cikkszam',
  'termek_alias',
  'termek_nev',
  'valtozat_nev',
  'ar',
  'regi_ar',
  'akcios_ar',
  'keszlet',
  'elerhetoseg',
  'suly_g',
] as const;

/** Variant fields an import may set, by column. */
export const EDITABLE_COLUMNS = [
  'valtozat_nev',
  'ar',
  'regi_ar',
  'akcios_ar',
  'keszlet',
  'elerhetoseg',
  'suly_g',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];
/** Read but never written: they say which product a row belongs to. */
export const INFO_COLUMNS = ['termek_alias', 'termek_nev'] as const;

export const AVAILABILITIES: readonly Availability[] = [
  'raktaron',
  'rendelheto',
  'nincs',
  'vegkiarusitas',
];

/** `Akciós ár` or ` AKCIOS_AR ` is the column `akcios_ar`: Excel users retype headers. */
export function columnKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export type CellValue = string | number | null;
export type ParsedCell = { ok: true; value: CellValue } | { ok: false; message: string };

/** Whole forints or pieces: `12345`, `12 345`, `12345,00`; spaces and a zero fraction are Excel's. */
function wholeNumber(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/(Ft|db|g)$/i, '');
  if (!/^\d{1,9}([.,]0+)?$/.test(text)) return null;
  return Number(text.replace(/[.,]0+$/, ''));
}

const COLUMN_LABEL: Record<EditableColumn, string> = {
  valtozat_nev: 'változat neve',
  ar: 'ár',
  regi_ar: 'régi ár',
  akcios_ar: 'akciós ár',
  keszlet: 'készlet',
  elerhetoseg: 'elérhetőség',
  suly_g: 'súly (g)',
};

/** One cell of an editable column: the value to store, or what is wrong with it. */
export function parseCell(column: EditableColumn, raw: string): ParsedCell {
  const text = raw.trim();
  const label = COLUMN_LABEL[column];
  switch (column) {
    case 'valtozat_nev':
      return text.length > 200
        ? { ok: false, message: `A(z) ${label} túl hosszú.` }
        : { ok: true, value: text };
    case 'regi_ar':
    case 'akcios_ar': {
      if (text === '') return { ok: true, value: null };
      const n = wholeNumber(text);
      return n === null || n === 0
        ? { ok: false, message: `Hibás ${label}: „${text}” (pozitív egész forint vagy üres).` }
        : { ok: true, value: n };
    }
    case 'ar': {
      const n = wholeNumber(text);
      return n === null || n === 0
        ? { ok: false, message: `Hibás ${label}: „${text}” (pozitív egész forint).` }
        : { ok: true, value: n };
    }
    case 'keszlet':
    case 'suly_g': {
      const n = wholeNumber(text);
      return n === null
        ? { ok: false, message: `Hibás ${label}: „${text}” (nemnegatív egész szám).` }
        : { ok: true, value: n };
    }
    case 'elerhetoseg':
      return (AVAILABILITIES as readonly string[]).includes(text)
        ? { ok: true, value: text }
        : {
            ok: false,
            message: `Hibás ${label}: „${text}” (${AVAILABILITIES.join(', ')}).`,
          };
  }
}
