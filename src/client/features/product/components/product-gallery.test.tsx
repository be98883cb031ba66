import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './product-gallery';

const images = Array.from({ length: 8 }, (_, i) => ({ url: `/media/kesztyu-${i + 1}.jpg` }));

function renderGallery() {
  render(<ProductGallery images={images} name="Bőr motoros kesztyű" />);
  const viewport = screen
    .getByRole('button', { name: '1. kép megjelenítése' })
    .closest('.image-strip__viewport');
  if (!(viewport instanceof HTMLElement)) throw new Error('no strip viewport');
  // jsdom has no layout: 8 thumbnails of 100 px with 16 px gaps in a 300 px wide window.
  Object.defineProperty(viewport, 'scrollWidth', { configurable: true, value: 8 * 100 + 7 * 16 });
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 300 });
  const track = viewport.querySelector('ul');
  if (!track) throw new Error('no strip track');
  return { viewport, track };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Következő képek' }));
const prev = () => fireEvent.click(screen.getByRole('button', { name: 'Előző képek' }));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ProductGallery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('swaps the large image when a thumbnail is clicked', () => {
    renderGallery();
    expect(screen.getByRole('img', { name: 'Bőr motoros kesztyű' })).toHaveAttribute(
      'src',
      '/media/w/640/kesztyu-1.jpg.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: '3. kép megjelenítése' }));
    expect(screen.getByRole('img', { name: 'Bőr motoros kesztyű' })).toHaveAttribute(
      'src',
      '/media/w/640/kesztyu-3.jpg.jpg',
    );
    expect(screen.getByRole('button', { name: '3. kép megjelenítése' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '1. kép megjelenítése' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('gives the main image and the strip their renditions: the main one eager with high priority', () => {
    renderGallery();
    const main = screen.getByRole('img', { name: 'Bőr motoros kesztyű' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute(
      'sizes',
      '(min-width: 1240px) 620px, (min-width: 760px) 52vw, 100vw',
    );
    expect(main.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/w/320/kesztyu-1.jpg.avif 320w, /media/w/640/kesztyu-1.jpg.avif 640w, /media/w/1200/kesztyu-1.jpg.avif 1200w',
    );
    const thumb = screen.getByRole('button', { name: '2. kép megjelenítése' }).querySelector('img');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('sizes', '100px');
    expect(thumb).toHaveAttribute('width', '100');
    expect(thumb?.closest('picture')?.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/media/w/320/kesztyu-2.jpg.webp 320w, /media/w/640/kesztyu-2.jpg.webp 640w, /media/w/1200/kesztyu-2.jpg.webp 1200w',
    );
  });

  it('scrolls the strip 216 px over 200 ms and ignores clicks meanwhile', () => {
    const { viewport } = renderGallery();
    next();
    advance(100);
    expect(viewport.scrollLeft).toBeGreaterThan(50);
    expect(viewport.scrollLeft).toBeLessThan(216);
    next(); // ignored: the first step is still running
    advance(150);
    expect(viewport.scrollLeft).toBe(216);
    advance(500);
    expect(viewport.scrollLeft).toBe(216);
    next();
    advance(250);
    expect(viewport.scrollLeft).toBe(432);
    prev();
    advance(250);
    expect(viewport.scrollLeft).toBe(216);
  });

  it('stops at the end and bounces 10 px over 100 ms there instead of scrolling', () => {
    const { viewport, track } = renderGallery();
    const max = 8 * 100 + 7 * 16 - 300;
    for (let i = 0; i < 3; i += 1) {
      next();
      advance(250);
    }
    expect(viewport.scrollLeft).toBe(max);
    next();
    advance(48);
    expect(track.style.transform).toMatch(/^translateX\(-\d+(\.\d+)?px\)$/);
    const shift = Number(/-?\d+(\.\d+)?/.exec(track.style.transform)?.[0]);
    expect(shift).toBeLessThanOrEqual(-8); // near the 10 px peak halfway through
    expect(shift).toBeGreaterThanOrEqual(-10);
    expect(viewport.scrollLeft).toBe(max);
    advance(80);
    expect(track.style.transform).toBe('');
    expect(viewport.scrollLeft).toBe(max);
  });

  it('bounces at the start when stepping back from the first thumbnails', () => {
    const { viewport, track } = renderGallery();
    prev();
    advance(48);
    expect(track.style.transform).toMatch(/^translateX\(\d/);
    advance(80);
    expect(track.style.transform).toBe('');
    expect(viewport.scrollLeft).toBe(0);
  });

  it('jumps without animating when the shopper prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    try {
      const { viewport, track } = renderGallery();
      next();
      expect(viewport.scrollLeft).toBe(216);
      prev();
      prev();
      expect(viewport.scrollLeft).toBe(0);
      expect(track.style.transform).toBe('');
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows a placeholder and no strip when the product has no images', () => {
    render(<ProductGallery images={[]} name="Lánc" />);
    expect(screen.getByRole('img', { name: 'Ehhez a termékhez nincs kép' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Következő képek' })).not.toBeInTheDocument();
  });
});
