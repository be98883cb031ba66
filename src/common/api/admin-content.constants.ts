/** The Hungarian message for a field that fails its schema (server answers and client forms alike). */
export const CONTENT_FIELD_MESSAGES: Record<string, string> = {
  title: 'Adja meg a címet (legfeljebb 200 karakter).',
  content: 'A tartalom legfeljebb 100 000 karakter lehet.',
  excerpt: 'A bevezető legfeljebb 100 000 karakter lehet.',
  active: 'Az „Aktív” mező értéke igen vagy nem lehet.',
  alias:
    'Az azonosító 1–100 karakter: kisbetűk, számjegyek és kötőjelek (pl. szallitasi-feltetelek).',
  position: 'A sorrend 0 és 10 000 közötti egész szám.',
  src: 'Adja meg a kép címét: /media/… vagy https://… (legfeljebb 500 karakter).',
  img: 'A kép címe /media/… vagy https://… legyen (legfeljebb 500 karakter).',
  logo: 'Adja meg a logó címét: /media/… vagy https://… (legfeljebb 500 karakter).',
  url: 'A hivatkozás /… vagy https://… legyen (legfeljebb 500 karakter).',
  name: 'Adja meg a nevet (legfeljebb 200 karakter).',
  parentId: 'A szülőoldal egy meglévő felső szintű oldal azonosítója legyen.',
  date: 'A dátum formátuma: ÉÉÉÉ-HH-NN.',
  id: 'Hibás azonosító.',
};
