/** The product image strip's motion (spec sections 2 and 9). */
export const STRIP_STEP_PX = 216;
export const STRIP_STEP_MS = 200;
export const STRIP_BOUNCE_PX = 10;
export const STRIP_BOUNCE_MS = 100;

export type StripDirection = -1 | 1;

export type StripMove =
  | { kind: 'scroll'; from: number; to: number; duration: number }
  | { kind: 'bounce'; at: number; direction: StripDirection; duration: number };

/**
 * The next move of the strip from its scroll offset: a 216 px step (never past either end), or a 10 px
 * bounce when it already stands at the end it is pushed towards. `maxOffset` is scrollWidth - clientWidth.
 */
export function planStripMove(
  offset: number,
  maxOffset: number,
  direction: StripDirection,
): StripMove {
  const max = Math.max(0, maxOffset);
  const from = Math.min(Math.max(0, offset), max);
  // Browsers report fractional scroll offsets on zoomed pages; within a pixel counts as the end.
  const atEnd = direction === 1 ? from >= max - 1 : from <= 1;
  if (atEnd) return { kind: 'bounce', at: from, direction, duration: STRIP_BOUNCE_MS };
  const to = Math.min(Math.max(0, from + direction * STRIP_STEP_PX), max);
  return { kind: 'scroll', from, to, duration: STRIP_STEP_MS };
}

/** jQuery's 'swing', the classic ease of such strips: slow start, slow end. */
function swing(progress: number): number {
  return 0.5 - Math.cos(progress * Math.PI) / 2;
}

export interface StripFrame {
  /** The viewport's scrollLeft. */
  scrollLeft: number;
  /** The track's sideways shift in px (the bounce), 0 outside a bounce. */
  shift: number;
  done: boolean;
}

/** Where the strip stands `elapsed` ms into a move. */
export function stripFrameAt(move: StripMove, elapsed: number): StripFrame {
  const progress = Math.min(1, Math.max(0, elapsed / move.duration));
  const done = progress >= 1;
  if (move.kind === 'scroll') {
    return {
      scrollLeft: done ? move.to : move.from + (move.to - move.from) * swing(progress),
      shift: 0,
      done,
    };
  }
  // Out by 10 px towards the pushed direction and back again; the content moves against the scroll direction.
  const shift = done ? 0 : -move.direction * STRIP_BOUNCE_PX * Math.sin(progress * Math.PI);
  return { scrollLeft: move.at, shift: shift || 0, done }; // `|| 0` turns -0 into 0
}
