import {
  type MotoromState,
  capacityChosen,
  choiceCleared,
  constructionChosen,
  initialMotoromState,
  manufacturerChosen,
  modeSwitched,
  modelTextTyped,
  motoromSlice,
  typeChosen,
} from './motorom.slice';

const reduce = motoromSlice.reducer;

/** A shopper who has chosen everything in the cascade (and, from an earlier visit, some text). */
const fullChoice: MotoromState = {
  mode: 'select',
  gyarto: 3,
  felepites: 5,
  hengerurtartalom: 600,
  tipus: 42,
  motorInput: 'cbr',
  tipusName: 'CBR600RR',
};

describe('motorom slice: the clearing rules of spec section 4', () => {
  it('changing manufacturer clears construction, capacity, type and free text', () => {
    expect(reduce(fullChoice, manufacturerChosen(7))).toEqual({
      ...initialMotoromState,
      gyarto: 7,
    });
  });

  it('changing construction clears capacity and type, and keeps the manufacturer', () => {
    expect(reduce(fullChoice, constructionChosen(6))).toEqual({
      ...fullChoice,
      felepites: 6,
      hengerurtartalom: null,
      tipus: null,
      tipusName: null,
    });
  });

  it('changing capacity clears the type only', () => {
    expect(reduce(fullChoice, capacityChosen(1001))).toEqual({
      ...fullChoice,
      hengerurtartalom: 1001,
      tipus: null,
      tipusName: null,
    });
  });

  it('choosing a type keeps every other choice and remembers its name', () => {
    expect(reduce(fullChoice, typeChosen({ id: 43, name: 'CBR650R' }))).toEqual({
      ...fullChoice,
      tipus: 43,
      tipusName: 'CBR650R',
    });
    expect(reduce(fullChoice, typeChosen(null))).toEqual({
      ...fullChoice,
      tipus: null,
      tipusName: null,
    });
  });

  it('free-text input clears every select, the type included', () => {
    expect(reduce({ ...fullChoice, mode: 'text' }, modelTextTyped('yamaha mt'))).toEqual({
      ...initialMotoromState,
      mode: 'text',
      motorInput: 'yamaha mt',
    });
  });

  it('caps the free text at 100 characters', () => {
    expect(reduce(initialMotoromState, modelTextTyped('x'.repeat(150))).motorInput).toHaveLength(
      100,
    );
  });

  it('switching mode clears everything, both ways', () => {
    const inText = reduce(fullChoice, modeSwitched());
    expect(inText).toEqual({ ...initialMotoromState, mode: 'text' });
    const typed = reduce(
      reduce(inText, modelTextTyped('mt 07')),
      typeChosen({ id: 9, name: 'MT-07' }),
    );
    expect(reduce(typed, modeSwitched())).toEqual({ ...initialMotoromState, mode: 'select' });
  });

  it("'Másik motor' clears the choice and keeps the mode", () => {
    expect(reduce(fullChoice, choiceCleared())).toEqual(initialMotoromState);
    expect(reduce({ ...fullChoice, mode: 'text' }, choiceCleared())).toEqual({
      ...initialMotoromState,
      mode: 'text',
    });
  });
});
