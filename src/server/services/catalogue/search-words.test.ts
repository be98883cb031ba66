import { compact, meaningfulWords, stemsOf, typoBudget } from './search-words';

describe('search word rules', () => {
  it('forgives no typo up to 3 letters, one from 4, two from 8', () => {
    expect([1, 3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('reads Hungarian plurals, accusatives and case endings off a word', () => {
    expect(stemsOf('sisakok')).toContain('sisak');
    expect(stemsOf('kesztyuk')).toContain('kesztyu');
    expect(stemsOf('csizmak')).toContain('csizma');
    expect(stemsOf('fekbetetek')).toContain('fekbetet');
    expect(stemsOf('bukosisakot')).toContain('bukosisak');
    expect(stemsOf('olajszurok')).toEqual(expect.arrayContaining(['olajszuro']));
    expect(stemsOf('motorhoz')).toContain('motor');
  });

  it('leaves brand names, short words and codes alone', () => {
    expect(stemsOf('shoei')).toEqual([]);
    expect(stemsOf('arai')).toEqual([]);
    expect(stemsOf('shift')).toEqual([]);
    expect(stemsOf('kit391')).toEqual([]);
  });

  it('compacts away punctuation and spacing', () => {
    expect(compact("Rev'it!")).toBe('revit');
    expect(compact('MT-07')).toBe('mt07');
    expect(compact('AGV 10132-CL')).toBe('agv10132cl');
    expect(compact('K&N')).toBe('kn');
  });

  it('drops stopwords and case endings written apart after a code', () => {
    expect(meaningfulWords(['kesztyu', 'es', 'kabat'])).toEqual(['kesztyu', 'kabat']);
    expect(meaningfulWords(['cb500f', 'hez', 'fekbetet'])).toEqual(['cb500f', 'fekbetet']);
    expect(meaningfulWords(['mt', '07', 'es'])).toEqual(['mt', '07']);
    // Only after a code: 'ban' alone is searched.
    expect(meaningfulWords(['ban'])).toEqual(['ban']);
    expect(meaningfulWords(['a'])).toEqual(['a']);
  });
});
