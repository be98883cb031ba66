import type { Db } from '../../db/database';
import {
  type ItemNumber,
  type SearchableCatalogue,
  searchableCatalogue,
} from './searchable-catalogue';
import { compact } from './search-words';

/**
 * Item numbers (issue 33) as shoppers and staff write them: without spaces and separators and in any
 * case ('AGV-10132-CL', 'agv10132cl', 'AGV 10132'), whole, or from ITEM_PREFIX_MIN characters their
 * beginning. Read from the variants themselves per catalogue version (searchable-catalogue.ts), so an
 * item number an import or the variant editor has just written is found at once.
 */

/** An item number of this length or more also finds the item numbers it begins. */
export const ITEM_PREFIX_MIN = 5;

/** Item numbers whose key is `key` (exact) or, from ITEM_PREFIX_MIN characters, begins with it. */
export function findItemNumbers(
  catalogue: SearchableCatalogue,
  key: string,
  minPrefix = ITEM_PREFIX_MIN,
): { entry: ItemNumber; exact: boolean }[] {
  const list = catalogue.itemNumbers;
  if (!key || !/[0-9]/.test(key)) return [];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as ItemNumber).key < key) lo = mid + 1;
    else hi = mid;
  }
  const out: { entry: ItemNumber; exact: boolean }[] = [];
  for (let i = lo; i < list.length; i++) {
    const entry = list[i] as ItemNumber;
    if (!entry.key.startsWith(key)) break;
    const exact = entry.key === key;
    if (!exact && key.length < minPrefix) break;
    out.push({ entry, exact });
  }
  return out;
}

/** At most this many products answer an item number's beginning in the back office. */
const MAX_ITEM_PRODUCTS = 1000;

/**
 * The products, withdrawn ones too, with a variant whose item number is the text or, from
 * ITEM_PREFIX_MIN characters, begins with it, whatever the spacing and separators: the back office's
 * product search finds what the shop's finds.
 */
export async function productsByItemNumber(db: Db, text: string): Promise<number[]> {
  const catalogue = await searchableCatalogue(db);
  const ids = new Set(findItemNumbers(catalogue, compact(text)).map((f) => f.entry.productId));
  return [...ids].slice(0, MAX_ITEM_PRODUCTS);
}
