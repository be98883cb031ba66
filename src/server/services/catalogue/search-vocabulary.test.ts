import {
  EXACT,
  HEAD,
  INSIDE,
  PREFIX,
  TYPO_INSIDE,
  TYPO_PREFIX,
  TYPO_WORD,
  Vocabulary,
} from './search-vocabulary';

const vocabulary = new Vocabulary();
for (const w of [
  'sisak',
  'sisakok',
  'bukosisak',
  'sisakplexi',
  'endurosisakok',
  'kesztyu',
  'shoei',
  'shoes',
  'xl',
  'axle',
  'fa196hh',
])
  vocabulary.add(w);
beforeAll(() => vocabulary.build());

function exact(text: string): Record<string, number> {
  const found = new Map<number, number>();
  vocabulary.matchText(text, found);
  return Object.fromEntries([...found].map(([id, kind]) => [vocabulary.words[id], kind]));
}
function typos(text: string, budget: number): Record<string, number> {
  const found = new Map<number, number>();
  vocabulary.matchTypos(text, budget, found);
  return Object.fromEntries([...found].map(([id, kind]) => [vocabulary.words[id], kind]));
}

describe('Vocabulary', () => {
  it('says how a piece sits in each word: whole (with an ending), compound head, beginning, inside', () => {
    expect(exact('sisak')).toEqual({
      sisak: EXACT,
      sisakok: EXACT,
      bukosisak: HEAD,
      endurosisakok: HEAD,
      sisakplexi: PREFIX,
    });
    expect(exact('akp')).toEqual({ sisakplexi: INSIDE });
    expect(exact('plexi')).toEqual({ sisakplexi: HEAD });
    expect(exact('fa19')).toEqual({ fa196hh: PREFIX });
  });

  it('matches a word of one or two characters only at a word beginning', () => {
    expect(exact('xl')).toEqual({ xl: EXACT });
    expect(exact('le')).toEqual({});
  });

  it('finds the closest words within the typo budget, never words with digits', () => {
    expect(typos('shoie', 1)).toEqual({ shoei: TYPO_WORD });
    expect(typos('bukosiask', 2)).toEqual({ bukosisak: TYPO_WORD });
    expect(typos('sisk', 1)).toMatchObject({ sisak: TYPO_WORD, sisakok: TYPO_WORD });
    expect(typos('plexy', 1)).toEqual({ sisakplexi: TYPO_INSIDE });
    expect(typos('sisakplexy', 2)).toEqual({ sisakplexi: TYPO_WORD });
    expect(typos('kestzyu', 1)).toEqual({ kesztyu: TYPO_WORD });
    expect(typos('fa196hx', 1)).toEqual({});
    expect(typos('sis', 0)).toEqual({});
    expect(TYPO_PREFIX).toBeGreaterThan(TYPO_WORD);
  });
});
