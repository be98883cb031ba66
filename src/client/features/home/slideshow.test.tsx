import { act, fireEvent, render, screen } from '@testing-library/react';
import { Slideshow } from './slideshow';
import { initialSlideshowState, slideshowReducer, wrapIndex } from './slideshow-state';

const slides = [
  { id: 11, src: '/media/slides/1.jpg' },
  { id: 12, src: '/media/slides/2.jpg' },
  { id: 13, src: '/media/slides/3.jpg' },
];

const activeSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => g.getAttribute('aria-hidden') === 'false');
const images = () => document.querySelectorAll('.slideshow__slide img');

describe('slideshow rules', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    const reduce = slideshowReducer(3);
    const built = reduce(initialSlideshowState, { type: 'hovered' });
    expect(built).toEqual({ built: true, active: 0, paused: false });
    expect(reduce(built, { type: 'previous' }).active).toBe(2);
    expect(reduce({ ...built, active: 2 }, { type: 'next' }).active).toBe(0);
    expect(reduce(built, { type: 'chosen', index: 1 }).active).toBe(1);
    // A second hover does not rebuild (and so does not jump back to the first slide).
    expect(reduce({ ...built, active: 2 }, { type: 'hovered' }).active).toBe(2);
  });
});

describe('Slideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows only the first slide, still, until the first hover', () => {
    render(<Slideshow slides={slides} />);
    expect(screen.getByRole('heading', { level: 1, name: 'MotoPont' })).toBeInTheDocument();
    expect(images()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Következő kép' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(12000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');
  });

  it('is built on the first hover, then switches with arrows and numbers, wrapping around', () => {
    render(<Slideshow slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Kiemelt képek' }));
    expect(images()).toHaveLength(3);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');
    expect(screen.getByRole('button', { name: '1. kép' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Előző kép' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Következő kép' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');
    fireEvent.click(screen.getByRole('button', { name: '2. kép' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 / 3');
    expect(screen.getByRole('button', { name: '2. kép' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '1. kép' })).not.toHaveAttribute('aria-current');
  });

  it('advances every 5000 ms with an 800 ms fade, and stops when paused', () => {
    render(<Slideshow slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Kiemelt képek' }));
    expect((activeSlide() as HTMLElement).style.transitionDuration).toBe('800ms');
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 / 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 / 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');

    fireEvent.click(screen.getByRole('button', { name: 'Megállítás' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Lejátszás' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveAttribute('aria-label', '2 / 3');
  });

  it('is built by keyboard focus too', () => {
    render(<Slideshow slides={slides} />);
    fireEvent.focus(screen.getByRole('link', { name: '+36 1 234 5678' }));
    expect(screen.getByRole('button', { name: 'Következő kép' })).toBeInTheDocument();
  });
});
