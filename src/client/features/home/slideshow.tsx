import { useEffect, useMemo, useReducer } from 'react';
import type { Slider } from '@common/api/content.schema';
import { getShopInfo } from '@client/api/shop-info';
import {
  SLIDE_FADE_MS,
  SLIDE_INTERVAL_MS,
  initialSlideshowState,
  slideshowReducer,
} from './slideshow-state';

/**
 * The home slideshow (spec sections 2 and 9): built on the first hover (or focus, so keyboard users get
 * it too; a phone's tap brings the mouse events with it); until then only the first slide shows and the
 * others are not downloaded. Not on a touch itself: a phone's scroll that began on the slideshow built
 * it, and its controls, which sit between the picture and the caption there, pushed the page down
 * 100 px in the middle of the scroll. Arrows and numbered buttons wrap around; it advances every 5 s
 * with a 0.8 s fade and can be paused (WCAG 2.2.2).
 */
export function Slideshow({ slides }: { slides: Slider[] }) {
  const { brandName, phone, socialLinks } = getShopInfo();
  const reducer = useMemo(() => slideshowReducer(slides.length), [slides.length]);
  const [{ built, active, paused }, send] = useReducer(reducer, initialSlideshowState);
  const build = () => send({ type: 'hovered' });
  const running = built && !paused && slides.length > 1;

  useEffect(() => {
    if (!running) return undefined;
    // Restarted on every slide change, so a slide chosen by hand also stays for the full interval.
    const timer = window.setTimeout(() => send({ type: 'next' }), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, active]);

  const shown = built ? slides : slides.slice(0, 1);
  return (
    <section
      className="slideshow"
      aria-roledescription="képváltó"
      aria-label="Kiemelt képek"
      onMouseEnter={build}
      onFocus={build}
    >
      <div className="slideshow__slides" aria-live={running ? 'off' : 'polite'}>
        {shown.map((slide, index) => (
          <div
            key={slide.id}
            className={
              index === active ? 'slideshow__slide slideshow__slide--active' : 'slideshow__slide'
            }
            style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
            aria-hidden={index !== active}
            aria-roledescription="dia"
            aria-label={`${index + 1} / ${slides.length}`}
            role="group"
          >
            <img src={slide.src} alt="" fetchPriority={index === 0 ? 'high' : 'low'} />
          </div>
        ))}
      </div>
      {built && slides.length > 1 ? (
        <div className="slideshow__controls">
          <button
            type="button"
            className="slideshow__arrow"
            aria-label="Előző kép"
            onClick={() => send({ type: 'previous' })}
          >
            ‹
          </button>
          <ol className="slideshow__numbers">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="slideshow__number"
                  aria-label={`${index + 1}. kép`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => send({ type: 'chosen', index })}
                >
                  {index + 1}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="slideshow__arrow"
            aria-label="Következő kép"
            onClick={() => send({ type: 'next' })}
          >
            ›
          </button>
          <button
            type="button"
            className="slideshow__pause"
            onClick={() => send({ type: 'pauseToggled' })}
          >
            {paused ? 'Lejátszás' : 'Megállítás'}
          </button>
        </div>
      ) : null}
      <div className="slideshow__caption">
        <h1 className="slideshow__brand">{brandName}</h1>
        <p className="slideshow__tagline">
          Motoros ruházat, bukósisakok, szervizalkatrészek és kiegészítők
        </p>
        {phone ? (
          <p className="slideshow__phone">
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
        {socialLinks.length > 0 ? (
          <ul className="slideshow__social" aria-label="Kövess minket">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
