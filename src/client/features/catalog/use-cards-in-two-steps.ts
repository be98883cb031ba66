import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@client/components/after-next-paint';

/** Cards in the first step: more than a phone's first screen, and the first two rows of a wide one. */
export const FIRST_STEP = 12;

/**
 * A page of cards in two commits: the first few at once, the rest in a transition after that frame
 * is painted. One commit of a whole page of cards, with the layout it causes, was the longest task
 * after the list's answer arrived (docs/performance.md, total blocking time); in two steps the
 * shopper sees the first cards as early, and neither step blocks input for long. The cards below
 * the first step are below the first screen, so their arrival moves nothing the shopper sees.
 */
export function useCardsInTwoSteps<T>(items: readonly T[]): readonly T[] {
  const [complete, setComplete] = useState<readonly T[] | null>(null);
  const whole = items.length <= FIRST_STEP || complete === items;
  useEffect(() => {
    if (whole) return undefined;
    return afterNextPaint(() => startTransition(() => setComplete(items)));
  }, [items, whole]);
  return whole ? items : items.slice(0, FIRST_STEP);
}
