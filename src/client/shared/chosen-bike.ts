import type { RootState } from '@client/app/root-reducer';

// The one reading of the shopper's chosen bike. The catalogue, the product page and the shell all
// need it, and a feature never imports another feature's slice (STYLE.md), so it lives in the shared
// layer and reads the motorom slice's state by its persisted shape.
export const selectChosenBikeId = (state: RootState): number | null => state.motorom?.tipus ?? null;
export const selectChosenBikeName = (state: RootState): string | null =>
  state.motorom?.tipusName ?? null;
