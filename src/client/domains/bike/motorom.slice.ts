import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { BIKE_TEXT_MAX_LENGTH } from '@common/bike-finder';
import type { GarageBike } from '@common/api/garage.schema';
import { garageApi } from './garage.api';
import { bikeSwitched } from './garage.slice';

/** The shopper's bike choice, kept under the 'motorom' storage key (spec section 3). */
export interface MotoromState {
  /** 'select' = cascading selects, 'text' = free-text model search. */
  mode: 'select' | 'text';
  gyarto: number | null;
  felepites: number | null;
  hengerurtartalom: number | null;
  tipus: number | null;
  motorInput: string;
  /** Name of the chosen type, for the header link. */
  tipusName: string | null;
}

export const initialMotoromState: MotoromState = {
  mode: 'select',
  gyarto: null,
  felepites: null,
  hengerurtartalom: null,
  tipus: null,
  motorInput: '',
  tipusName: null,
};

/** A garage bike as the finder's choice: the cascade that leads to it, as if picked there. */
function choiceOf(bike: GarageBike): MotoromState {
  return {
    mode: 'select',
    gyarto: bike.gyarto,
    felepites: bike.felepites,
    hengerurtartalom: bike.hengerurtartalom,
    tipus: bike.tipus,
    motorInput: '',
    tipusName: bike.name,
  };
}

/** Clearing rules of spec section 4: each choice clears what depends on it. */
export const motoromSlice = createSlice({
  name: 'motorom',
  initialState: initialMotoromState,
  reducers: {
    manufacturerChosen(state, action: PayloadAction<number | null>) {
      state.gyarto = action.payload;
      state.felepites = null;
      state.hengerurtartalom = null;
      state.tipus = null;
      state.tipusName = null;
      state.motorInput = '';
    },
    constructionChosen(state, action: PayloadAction<number | null>) {
      state.felepites = action.payload;
      state.hengerurtartalom = null;
      state.tipus = null;
      state.tipusName = null;
    },
    capacityChosen(state, action: PayloadAction<number | null>) {
      state.hengerurtartalom = action.payload;
      state.tipus = null;
      state.tipusName = null;
    },
    typeChosen(state, action: PayloadAction<{ id: number; name: string } | null>) {
      state.tipus = action.payload?.id ?? null;
      state.tipusName = action.payload?.name ?? null;
    },
    modelTextTyped(state, action: PayloadAction<string>) {
      state.motorInput = action.payload.slice(0, BIKE_TEXT_MAX_LENGTH);
      state.gyarto = null;
      state.felepites = null;
      state.hengerurtartalom = null;
      state.tipus = null;
      state.tipusName = null;
    },
    modeSwitched(state) {
      return { ...initialMotoromState, mode: state.mode === 'select' ? 'text' : 'select' };
    },
    /** 'Másik motor': the shopper starts over in the same mode. */
    choiceCleared(state) {
      return { ...initialMotoromState, mode: state.mode };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bikeSwitched, (_state, action) => choiceOf(action.payload))
      // A customer logging in on a browser without a chosen bike gets the account's active one.
      .addMatcher(garageApi.endpoints.accountGarageMerge.matchFulfilled, (state, action) => {
        if (state.tipus !== null || state.motorInput !== '') return undefined;
        const active = action.payload.bikes.find((bike) => bike.tipus === action.payload.active);
        return active ? choiceOf(active) : undefined;
      });
  },
  selectors: {
    selectMotorom: (state) => state,
    // The one reading of the shopper's chosen bike: the catalogue, the product page, the cart and the
    // shell all need it.
    selectChosenBikeId: (state) => state.tipus,
    selectChosenBikeName: (state) => state.tipusName,
  },
});

export const {
  manufacturerChosen,
  constructionChosen,
  capacityChosen,
  typeChosen,
  modelTextTyped,
  modeSwitched,
  choiceCleared,
} = motoromSlice.actions;
export const { selectMotorom, selectChosenBikeId, selectChosenBikeName } = motoromSlice.selectors;
