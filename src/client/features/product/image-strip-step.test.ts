import { STRIP_BOUNCE_MS, STRIP_STEP_MS, planStripMove, stripFrameAt } from './image-strip-step';

describe('image strip stepping', () => {
  it('steps 216 px forward over 200 ms', () => {
    expect(planStripMove(0, 1000, 1)).toEqual({ kind: 'scroll', from: 0, to: 216, duration: 200 });
    expect(planStripMove(216, 1000, 1)).toEqual({
      kind: 'scroll',
      from: 216,
      to: 432,
      duration: 200,
    });
  });

  it('steps 216 px back', () => {
    expect(planStripMove(432, 1000, -1)).toEqual({
      kind: 'scroll',
      from: 432,
      to: 216,
      duration: 200,
    });
  });

  it('stops a step at the end instead of going past it', () => {
    expect(planStripMove(900, 1000, 1)).toEqual({
      kind: 'scroll',
      from: 900,
      to: 1000,
      duration: 200,
    });
    expect(planStripMove(100, 1000, -1)).toEqual({
      kind: 'scroll',
      from: 100,
      to: 0,
      duration: 200,
    });
  });

  it('bounces 10 px over 100 ms at either end', () => {
    expect(planStripMove(0, 1000, -1)).toEqual({
      kind: 'bounce',
      at: 0,
      direction: -1,
      duration: 100,
    });
    expect(planStripMove(1000, 1000, 1)).toEqual({
      kind: 'bounce',
      at: 1000,
      direction: 1,
      duration: 100,
    });
    // A strip whose thumbnails all fit has nowhere to go.
    expect(planStripMove(0, 0, 1)).toEqual({ kind: 'bounce', at: 0, direction: 1, duration: 100 });
    expect(planStripMove(0, -20, 1).kind).toBe('bounce');
  });

  it('treats a fractional offset within a pixel of the end as the end', () => {
    expect(planStripMove(999.5, 1000, 1).kind).toBe('bounce');
    expect(planStripMove(0.4, 1000, -1).kind).toBe('bounce');
  });

  it('eases a step from start to end and lands exactly', () => {
    const move = planStripMove(0, 1000, 1);
    expect(stripFrameAt(move, 0)).toEqual({ scrollLeft: 0, shift: 0, done: false });
    expect(stripFrameAt(move, STRIP_STEP_MS / 2).scrollLeft).toBeCloseTo(108);
    expect(stripFrameAt(move, STRIP_STEP_MS / 4).scrollLeft).toBeLessThan(54);
    expect(stripFrameAt(move, STRIP_STEP_MS)).toEqual({ scrollLeft: 216, shift: 0, done: true });
    expect(stripFrameAt(move, STRIP_STEP_MS + 50)).toEqual({
      scrollLeft: 216,
      shift: 0,
      done: true,
    });
    expect(stripFrameAt(move, -5).scrollLeft).toBe(0);
  });

  it('bounces out by 10 px against the pushed direction and comes back', () => {
    const atEnd = planStripMove(1000, 1000, 1);
    expect(stripFrameAt(atEnd, STRIP_BOUNCE_MS / 2)).toEqual({
      scrollLeft: 1000,
      shift: -10,
      done: false,
    });
    expect(stripFrameAt(atEnd, STRIP_BOUNCE_MS)).toEqual({
      scrollLeft: 1000,
      shift: 0,
      done: true,
    });
    const atStart = planStripMove(0, 1000, -1);
    expect(stripFrameAt(atStart, STRIP_BOUNCE_MS / 2).shift).toBeCloseTo(10);
    expect(stripFrameAt(atStart, STRIP_BOUNCE_MS / 4).shift).toBeCloseTo(7.07, 1);
  });
});
