import { typoDistance } from './fuzzy-match';

describe('typoDistance (optimal string alignment, bounded)', () => {
  it('counts a wrong, missing, extra letter and a swapped pair as one typo each', () => {
    expect(typoDistance('kesztyo', 'kesztyu', 2, 'whole')).toBe(1);
    expect(typoDistance('kesztu', 'kesztyu', 2, 'whole')).toBe(1);
    expect(typoDistance('bukossisak', 'bukosisak', 2, 'whole')).toBe(1);
    expect(typoDistance('bukosiask', 'bukosisak', 2, 'whole')).toBe(1);
    expect(typoDistance('alpinstars', 'alpinestars', 2, 'whole')).toBe(1);
    expect(typoDistance('daniese', 'dainese', 2, 'whole')).toBe(1);
    expect(typoDistance('alpnistars', 'alpinestars', 2, 'whole')).toBe(2);
  });

  it('answers max + 1 past the bound', () => {
    expect(typoDistance('shiie', 'shoei', 1, 'whole')).toBe(2);
    expect(typoDistance('abcdef', 'uvwxyz', 2, 'whole')).toBe(3);
    expect(typoDistance('ab', 'abcdef', 1, 'whole')).toBe(2);
  });

  it('aligns to a beginning of the word, or anywhere inside it', () => {
    expect(typoDistance('alpinstar', 'alpinestars', 1, 'prefix')).toBe(1);
    expect(typoDistance('alpinstar', 'alpinestars', 1, 'whole')).toBe(2);
    expect(typoDistance('sisk', 'bukosisak', 1, 'prefix')).toBe(2);
    expect(typoDistance('sisk', 'bukosisak', 1, 'inside')).toBe(1);
    expect(typoDistance('siask', 'bukosisak', 1, 'inside')).toBe(1);
  });
});
