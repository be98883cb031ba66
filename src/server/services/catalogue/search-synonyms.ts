/**
 * Words riders type that the catalogue spells otherwise, normalized (lower-case, no accents), each with
 * the catalogue's words for it: 'dzseki' is a 'kabat', 'gerincvedo' a 'gerincprotektor'. A phrase of
 * several words must match all of them. Looked up for the word and its stems ('dzsekik').
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  dzseki: ['kabat'],
  bordzseki: ['borkabat'],
  borruha: ['bor overal'],
  gerincvedo: ['gerincprotektor'],
  hatvedo: ['gerincprotektor'],
  kaszni: ['doboz', 'top box'],
  fekolaj: ['fekfolyadek'],
  legszuro: ['levegoszuro'],
  lancolaj: ['lancspray'],
  lanckeno: ['lancspray'],
  lanczsir: ['lancspray'],
  fogaskerek: ['lanckerek'],
  ego: ['izzo'],
  akksi: ['akkumulator'],
  krossz: ['cross'],
  noi: ['lady'],
  motorzar: ['fektarcsazar'],
  esokabat: ['esoruha'],
};
