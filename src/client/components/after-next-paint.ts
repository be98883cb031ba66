/**
 * Runs `work` in a task of its own after the next frame is painted; returns its cancel. A frame
 * callback runs before that frame's style, layout and paint, the timeout after them: so what was
 * committed before is on screen, laid out, before `work` adds more (docs/performance.md).
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
