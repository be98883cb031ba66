import { normalizeSearchText } from '@common/text-normalize';

/**
 * The ways a rider names a bike in the shop's search box, derived from the parts finder's bike types:
 * the maker ('honda'), the model in any spacing ('cb500f', 'mt07' for 'MT-07', 'hondacb500f'), and the
 * model's own distinctive words ('r1' of 'YZF-R1', 'ninja', 'africatwin'). A word naming a bike narrows
 * the search to parts that fit it.
 */

export interface BikeKey {
  key: string;
  /** Types the key names whole: their maker or their whole model. */
  whole: number[];
  /** Types the key names a part of ('ninja' for the Ninja 125 and 400): a weaker match. */
  partial: number[];
}

export interface BikeTypeName {
  id: number;
  maker: string;
  /** The type's name in the finder: 'CB500F (2016–2018)'. */
  name: string;
}

/** The model without its years: 'CB500F (2016–2018)' -> 'CB500F', 'Z900 2020-' -> 'Z900'. */
export function modelOf(typeName: string): string {
  return typeName
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\s+(19|20)\d\d\s*[-–]?\s*((19|20)\d\d)?\s*$/, '')
    .trim();
}

const hasDigit = (w: string) => /[0-9]/.test(w);
const hasLetter = (w: string) => /[a-z]/.test(w);

/** A model word a rider would type alone: 'r1', 'z900', 'ninja'; never a bare number ('650'). */
function distinctive(word: string): boolean {
  if (!hasLetter(word)) return false;
  return hasDigit(word) ? word.length >= 2 : word.length >= 4;
}

export interface BikeSearchKeys {
  keys: BikeKey[];
  /** A model's words in any order ('duke 390' for '390 Duke'), sorted and joined by a space. */
  wordSets: Map<string, number[]>;
}

export function bikeSearchKeys(types: BikeTypeName[]): BikeSearchKeys {
  const keys = new Map<string, { whole: Set<number>; partial: Set<number> }>();
  const wordSets = new Map<string, number[]>();
  const addKey = (key: string, id: number, whole: boolean) => {
    if (key.length < 2) return;
    const entry = keys.get(key) ?? { whole: new Set<number>(), partial: new Set<number>() };
    (whole ? entry.whole : entry.partial).add(id);
    keys.set(key, entry);
  };
  for (const type of types) {
    const maker = normalizeSearchText(type.maker).split(' ').filter(Boolean);
    const model = normalizeSearchText(modelOf(type.name)).split(' ').filter(Boolean);
    if (model.length === 0) continue;
    addKey(maker.join(''), type.id, true);
    addKey(model.join(''), type.id, true);
    addKey([...maker, ...model].join(''), type.id, true);
    for (let from = 0; from < model.length; from++) {
      for (let to = from + 1; to <= model.length; to++) {
        if (from === 0 && to === model.length) continue;
        const run = model.slice(from, to);
        if (run.length === 1 ? distinctive(run[0] as string) : run.some(hasLetter))
          addKey(run.join(''), type.id, false);
      }
    }
    for (const words of [model, [...maker, ...model]]) {
      if (words.length < 2) continue;
      const set = [...words].sort().join(' ');
      const list = wordSets.get(set) ?? [];
      if (!list.includes(type.id)) list.push(type.id);
      wordSets.set(set, list);
    }
  }
  return {
    keys: [...keys].map(([key, e]) => ({
      key,
      whole: [...e.whole],
      partial: [...e.partial].filter((id) => !e.whole.has(id)),
    })),
    wordSets,
  };
}
