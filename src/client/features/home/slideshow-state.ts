/** Slideshow timing of spec section 9. */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_FADE_MS = 800;

export interface SlideshowState {
  /** Built on the first hover (spec section 2); until then only the first slide shows, still. */
  built: boolean;
  active: number;
  paused: boolean;
}

export type SlideshowEvent =
  | { type: 'hovered' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'chosen'; index: number }
  | { type: 'pauseToggled' };

export const initialSlideshowState: SlideshowState = { built: false, active: 0, paused: false };

/** Wrap-around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The slideshow's rules as a pure reducer (component state: nothing else needs it). */
export function slideshowReducer(count: number) {
  return (state: SlideshowState, event: SlideshowEvent): SlideshowState => {
    switch (event.type) {
      case 'hovered':
        // Building makes the first slide the active one.
        return state.built ? state : { ...state, built: true, active: 0 };
      case 'next':
        return { ...state, active: wrapIndex(state.active + 1, count) };
      case 'previous':
        return { ...state, active: wrapIndex(state.active - 1, count) };
      case 'chosen':
        return { ...state, active: wrapIndex(event.index, count) };
      case 'pauseToggled':
        return { ...state, paused: !state.paused };
      default:
        return state;
    }
  };
}
