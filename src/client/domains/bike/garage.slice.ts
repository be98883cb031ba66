import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { GarageBike } from '@common/api/garage.schema';
import { GARAGE_MAX_BIKES } from '@common/api/garage.constants';
import { loggedOut } from '@client/domains/session/auth.slice';
import { garageApi } from './garage.api';

export type { GarageBike };

/**
 * The rider's bikes (issue 20), kept in the browser under the 'garage' storage key. A guest's list is
 * the browser's own ('guest'); once a customer session merged it into the account, the list mirrors
 * the account's answers ('account') until logout, which forgets it. The active bike
 * is the `motorom` choice itself (spec section 3): switching a bike rewrites that choice.
 */
export interface GarageState {
  bikes: GarageBike[];
  owner: 'guest' | 'account';
}

export const initialGarageState: GarageState = { bikes: [], owner: 'guest' };

const { accountGarageMerge, accountGarageAdd, accountGarageRemove, accountGarageActivate } =
  garageApi.endpoints;
/**
 * An answer of one of garage.api.ts's calls: the account's whole garage. (Only the saga that calls
 * them loads after the first paint, garage.saga.ts; their definitions are here from the start.)
 */
const isGarageAnswer = isAnyOf(
  accountGarageMerge.matchFulfilled,
  accountGarageAdd.matchFulfilled,
  accountGarageRemove.matchFulfilled,
  accountGarageActivate.matchFulfilled,
);

export const garageSlice = createSlice({
  name: 'garage',
  initialState: initialGarageState,
  reducers: {
    /** 'Mentés a garázsba': the current finder choice joins the garage (once; up to the limit). */
    bikeSaved(state, action: PayloadAction<GarageBike>) {
      if (state.bikes.some((bike) => bike.tipus === action.payload.tipus)) return;
      if (state.bikes.length >= GARAGE_MAX_BIKES) return;
      state.bikes.push(action.payload);
    },
    bikeRemoved(state, action: PayloadAction<number>) {
      state.bikes = state.bikes.filter((bike) => bike.tipus !== action.payload);
    },
    /** The rider picked another bike of the garage in the header; motorom.slice.ts takes it over. */
    bikeSwitched(_state, _action: PayloadAction<GarageBike>) {},
  },
  extraReducers: (builder) => {
    builder
      // Logging out forgets the account's bikes (the chosen bike, the `motorom` key, stays).
      .addCase(loggedOut, () => initialGarageState)
      .addMatcher(isGarageAnswer, (state, action) => {
        state.bikes = action.payload.bikes;
        state.owner = 'account';
      });
  },
  selectors: {
    selectGarageBikes: (state) => state.bikes,
    selectGarageOwner: (state) => state.owner,
  },
});

export const { bikeSaved, bikeRemoved, bikeSwitched } = garageSlice.actions;
export const { selectGarageBikes, selectGarageOwner } = garageSlice.selectors;

/** The stored 'garage' value, when it still reads as a garage (a hand-edited one drops bad bikes). */
export function garageFromStorage(value: unknown): GarageState | undefined {
  const stored = value as Partial<Record<keyof GarageState, unknown>> | undefined;
  if (!Array.isArray(stored?.bikes)) return undefined;
  const bikes = (stored.bikes as Partial<GarageBike>[]).filter(
    (bike) =>
      typeof bike?.name === 'string' &&
      [bike.tipus, bike.gyarto, bike.felepites, bike.hengerurtartalom].every(Number.isInteger),
  ) as GarageBike[];
  return {
    bikes: bikes.slice(0, GARAGE_MAX_BIKES),
    owner: stored.owner === 'account' ? 'account' : 'guest',
  };
}
