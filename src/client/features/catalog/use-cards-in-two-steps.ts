import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@client/components/after-next-paint';

/** Cards in the first step on a screen of 600 px and wider: the first two rows of a wide one. */
export const FIRST_STEP = 12;
/**
 * Below 600 px the grid has two columns (catalog.css) and the cards begin under the header, the list's
 * heading and its controls, 730-840 px down on a phone: no card, or the top of the first row, is on the
 * first screen. Two rows are enough there; twelve made the first commit a quarter larger for nothing seen.
 */
export const FIRST_STEP_NARROW = 4;

function firstStep(): number {
  return typeof window !== 'undefined' && window.innerWidth < 600 ? FIRST_STEP_NARROW : FIRST_STEP;
}

/**
 * A page of cards in two commits: the first few at once, the rest in a transition after that frame
 * is painted. One commit of a whole page of cards, with the layout it causes, was the longest task
 * after the list's answer arrived (docs/performance.md, total blocking time); in two steps the
 * shopper sees the first cards as early, and neither step blocks input for long. The cards below
 * the first step are below the first screen, so their arrival moves nothing the shopper sees.
 */
export function useCardsInTwoSteps<T>(items: readonly T[]): readonly T[] {
  const [complete, setComplete] = useState<readonly T[] | null>(null);
  const [first] = useState(firstStep);
  const whole = items.length <= first || complete === items;
  useEffect(() => {
    if (whole) return undefined;
    return afterNextPaint(() => startTransition(() => setComplete(items)));
  }, [items, whole]);
  return whole ? items : items.slice(0, first);
}
