import { bikeSearchKeys, modelOf } from './bike-search-keys';

const types = [
  { id: 1, maker: 'Honda', name: 'CB500F (2016–2018)' },
  { id: 2, maker: 'Honda', name: 'CB500F (2019–)' },
  { id: 3, maker: 'Yamaha', name: 'MT-07 (2014–2017)' },
  { id: 4, maker: 'Yamaha', name: 'YZF-R1 (2020–)' },
  { id: 5, maker: 'Yamaha', name: 'YZF-R125 (2019–)' },
  { id: 6, maker: 'KTM', name: '390 Duke (2017–)' },
  { id: 7, maker: 'Kawasaki', name: 'Ninja 400 (2018–)' },
  { id: 8, maker: 'Kawasaki', name: 'Ninja 125 (2019–)' },
  { id: 9, maker: 'Honda', name: 'CRF1100L Africa Twin (2020–)' },
];
const { keys, wordSets } = bikeSearchKeys(types);
const key = (k: string) => keys.find((e) => e.key === k);

describe('bike search keys', () => {
  it('takes the years off a type name', () => {
    expect(modelOf('CB500F (2016–2018)')).toBe('CB500F');
    expect(modelOf('Z900 2020-')).toBe('Z900');
    expect(modelOf('R nineT')).toBe('R nineT');
  });

  it('names makers and whole models in any spacing', () => {
    expect(key('honda')).toEqual({ key: 'honda', whole: [1, 2, 9], partial: [] });
    expect(key('cb500f')?.whole).toEqual([1, 2]);
    expect(key('mt07')?.whole).toEqual([3]);
    expect(key('yamahamt07')?.whole).toEqual([3]);
    expect(key('ninja400')?.whole).toEqual([7]);
  });

  it("names parts of a model weaker: 'r1', 'ninja', 'africatwin', never a bare number", () => {
    expect(key('r1')).toEqual({ key: 'r1', whole: [], partial: [4] });
    expect(key('ninja')?.partial).toEqual([7, 8]);
    expect(key('africatwin')?.partial).toEqual([9]);
    expect(key('crf1100l')?.partial).toEqual([9]);
    expect(key('400')).toBeUndefined();
    expect(key('07')).toBeUndefined();
  });

  it('knows a model by its words in any order', () => {
    expect(wordSets.get('390 duke')).toEqual([6]);
    expect(wordSets.get('400 ninja')).toEqual([7]);
    expect(wordSets.get('400 kawasaki ninja')).toEqual([7]);
  });
});
