import type { RootState } from '@client/app/root-reducer';

// Read straight from the state: a feature never imports another feature's slice (STYLE.md).
export const selectChosenBikeId = (state: RootState): number | null => state.motorom?.tipus ?? null;
