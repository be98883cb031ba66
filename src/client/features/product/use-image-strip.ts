import { useCallback, useEffect, useRef } from 'react';
import {
  type StripDirection,
  type StripMove,
  planStripMove,
  stripFrameAt,
} from './image-strip-step';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Drives the image strip: `step(1)` / `step(-1)` scroll the viewport by one step or bounce at an end,
 * frame by frame with requestAnimationFrame. Clicks during a move are ignored (spec section 2). With
 * reduced motion the strip jumps and does not bounce.
 *
 * The viewport scrolls natively (scrollLeft), so touch swiping and focus moving into view keep working;
 * the bounce goes past the end, which scrolling cannot, so it shifts the track with a transform.
 */
export function useImageStrip() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const frame = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const step = useCallback((direction: StripDirection) => {
    const viewport = viewportRef.current;
    if (!viewport || frame.current !== null) return;
    const move: StripMove = planStripMove(
      viewport.scrollLeft,
      viewport.scrollWidth - viewport.clientWidth,
      direction,
    );
    if (prefersReducedMotion()) {
      if (move.kind === 'scroll') viewport.scrollLeft = move.to;
      return;
    }
    const startedAt = performance.now();
    const tick = (now: number) => {
      const position = stripFrameAt(move, now - startedAt);
      viewport.scrollLeft = position.scrollLeft;
      const track = trackRef.current;
      if (track) track.style.transform = position.shift ? `translateX(${position.shift}px)` : '';
      frame.current = position.done ? null : requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, []);

  return { viewportRef, trackRef, step };
}
