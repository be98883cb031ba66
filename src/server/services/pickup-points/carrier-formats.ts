import { type PickupCarrier, WEEKDAYS } from '@common/pickup';
import { parseCsv } from '../accounts/customer-csv';

/** One point as read from a carrier's list, before it is stored. */
export interface ParsedPoint {
  code: string;
  kind: 'locker' | 'shop' | 'post';
  name: string;
  postcode: string;
  city: string;
  address: string;
  openingHours: { day: string; hours: string }[];
  lat: number | null;
  lng: number | null;
}

/** A list that cannot be used; the last good list stays. */
export class PickupListError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function coordinate(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new PickupListError(`nem JSON: ${(error as Error).message}`);
  }
}

const FOXPOST_DAYS = ['hetfo', 'kedd', 'szerda', 'csutortok', 'pentek', 'szombat', 'vasarnap'];

/**
 * Foxpost's public list (`https://cdn.foxpost.hu/foxplus.json`): an array of automats with `place_id`
 * (or `operator_id`), `name`, `zip`, `city`, `street`, `geolat`, `geolng` and `open.{hetfo..vasarnap}`.
 */
function foxpost(body: string): ParsedPoint[] {
  const data = parseJson(body);
  if (!Array.isArray(data)) throw new PickupListError('a Foxpost lista nem tömb');
  return data.filter(isObject).map((p) => {
    const open = isObject(p.open) ? p.open : {};
    return {
      code: text(p.place_id) || text(p.operator_id),
      kind: 'locker',
      name: text(p.name),
      postcode: text(p.zip),
      city: text(p.city),
      address: text(p.street) || text(p.address),
      openingHours: FOXPOST_DAYS.map((key, i) => ({
        day: WEEKDAYS[i] as string,
        hours: text(open[key]),
      })).filter((d) => d.hours !== ''),
      lat: coordinate(p.geolat),
      lng: coordinate(p.geolng),
    };
  });
}

/**
 * GLS Hungary's delivery point map data (`https://map.gls-hungary.com/data/deliveryPoints/hu.json`):
 * `{ items: [{ id, name, type: 'parcel-shop' | 'parcel-locker', contact: { postalCode, city, address },
 * location: [lat, lng], hours: [[weekday 1-7, from, to], ...] }] }`.
 */
function gls(body: string): ParsedPoint[] {
  const data = parseJson(body);
  if (!isObject(data) || !Array.isArray(data.items))
    throw new PickupListError('a GLS listából hiányzik az items tömb');
  return data.items.filter(isObject).map((p) => {
    const contact = isObject(p.contact) ? p.contact : {};
    const location = Array.isArray(p.location) ? p.location : [];
    const hours = Array.isArray(p.hours) ? p.hours : [];
    return {
      code: text(p.id),
      kind: text(p.type) === 'parcel-locker' ? 'locker' : 'shop',
      name: text(p.name),
      postcode: text(contact.postalCode),
      city: text(contact.city),
      address: text(contact.address),
      openingHours: hours
        .filter((h): h is unknown[] => Array.isArray(h) && h.length >= 3)
        .map(([day, from, to]) => ({
          day: WEEKDAYS[Number(day) - 1] ?? text(day),
          hours: `${text(from)}-${text(to)}`,
        })),
      lat: coordinate(location[0]),
      lng: coordinate(location[1]),
    };
  });
}

/**
 * Magyar Posta's MPL delivery point export (CSV, semicolon separated, UTF-8): a header line with
 * `azonosito;tipus;nev;irsz;telepules;cim;szelesseg;hosszusag;nyitvatartas`, where `tipus` is
 * `posta`, `postapont` or `automata` and `nyitvatartas` is `H: 8:00-18:00 | K: ...`.
 */
function mpl(body: string): ParsedPoint[] {
  const records = parseCsv(body);
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const col = (name: string) => header.indexOf(name);
  const needed = ['azonosito', 'tipus', 'nev', 'irsz', 'telepules', 'cim'];
  const missing = needed.filter((name) => col(name) < 0);
  if (missing.length > 0)
    throw new PickupListError(`az MPL listából hiányzó oszlopok: ${missing.join(', ')}`);
  const shortDays = ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'];
  return records.slice(1).map(({ fields }) => {
    const get = (name: string) => text(fields[col(name)]);
    const type = get('tipus').toLowerCase();
    return {
      code: get('azonosito'),
      kind: type === 'automata' ? 'locker' : type === 'posta' ? 'post' : 'shop',
      name: get('nev'),
      postcode: get('irsz'),
      city: get('telepules'),
      address: get('cim'),
      openingHours: get('nyitvatartas')
        .split('|')
        .map((part) => part.trim().match(/^([A-Za-zÁÉÍÓÖŐÚÜŰáéíóöőúüű]+):\s*(.+)$/))
        .filter((m): m is RegExpMatchArray => m !== null)
        .map(([, day = '', hours = '']) => ({
          day: WEEKDAYS[shortDays.indexOf(day)] ?? day,
          hours: hours.trim(),
        })),
      lat: col('szelesseg') >= 0 ? coordinate(get('szelesseg')) : null,
      lng: col('hosszusag') >= 0 ? coordinate(get('hosszusag')) : null,
    };
  });
}

const PACKETA_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Packeta's branch feed (`https://www.zasilkovna.cz/api/v4/<API key>/branch.json`): `{ data: { <id>:
 * { id, name, place, street, city, zip, country, latitude, longitude, status: { statusId },
 * openingHours: { regular: { monday: '08:00–18:00', ... } } } } }`. Only Hungarian points are kept;
 * a point whose `statusId` is not `1` is temporarily closed and kept inactive.
 */
function packeta(body: string): (ParsedPoint & { closed?: boolean })[] {
  const data = parseJson(body);
  if (!isObject(data) || !isObject(data.data))
    throw new PickupListError('a Packeta listából hiányzik a data objektum');
  return Object.values(data.data)
    .filter(isObject)
    .filter((p) => text(p.country).toLowerCase() === 'hu')
    .map((p) => {
      const regular =
        isObject(p.openingHours) && isObject(p.openingHours.regular) ? p.openingHours.regular : {};
      const status = isObject(p.status) ? text(p.status.statusId) : '1';
      return {
        code: text(p.id),
        kind: /z-?box/i.test(text(p.name)) ? 'locker' : 'shop',
        name: text(p.place) || text(p.name),
        postcode: text(p.zip).replace(/\s/g, ''),
        city: text(p.city),
        address: text(p.street),
        openingHours: PACKETA_DAYS.map((key, i) => ({
          day: WEEKDAYS[i] as string,
          hours: text(regular[key]).replace(/–/g, '-'),
        })).filter((d) => d.hours !== ''),
        lat: coordinate(p.latitude),
        lng: coordinate(p.longitude),
        closed: status !== '' && status !== '1',
      };
    });
}

const PARSERS: Record<PickupCarrier, (body: string) => (ParsedPoint & { closed?: boolean })[]> = {
  foxpost,
  gls,
  mpl,
  packeta,
};

/**
 * The points of one carrier's list. Points without a code, name or Hungarian postcode are skipped; a
 * list with no usable point at all is refused (a truncated or changed file must not empty the map).
 */
export function parsePickupList(
  carrier: PickupCarrier,
  body: string,
): { points: (ParsedPoint & { closed?: boolean })[]; skipped: number } {
  const all = PARSERS[carrier](body);
  const points = all.filter((p) => p.code !== '' && p.name !== '' && /^\d{4}$/.test(p.postcode));
  if (points.length === 0) throw new PickupListError('a listában nincs egyetlen használható pont');
  return { points, skipped: all.length - points.length };
}
