import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type ConsentChoice, readConsent, saveConsent } from './consent-choice';
import { CONSENT_OPEN_EVENT } from './consent-events';
import { applyConsent, sendConsentDefaults } from './gtag';
import './consent-banner.css';

/**
 * The cookie consent banner (issue 19), loaded lazily and only when GA_MEASUREMENT_ID is set.
 * Accept and reject are equally prominent; "Beállítások" lets the shopper choose per purpose. The
 * footer's "Süti-beállítások" opens it again; a new answer replaces the old one at once.
 */
export default function ConsentBanner({ measurementId }: { measurementId: string }) {
  const [stored, setStored] = useState<ConsentChoice | null>(() => readConsent());
  const [open, setOpen] = useState(() => stored === null);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const region = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    sendConsentDefaults();
    if (stored) applyConsent(measurementId, stored);
    // Only the answer stored at start; later answers are applied where they are given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [measurementId]);

  useEffect(() => {
    const reopen = () => {
      setOpen(true);
      setChoosing(true);
      // After the render: keyboard users land in the banner they asked for.
      window.setTimeout(() => region.current?.focus(), 0);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  if (!open) return null;

  const answer = (choice: Omit<ConsentChoice, 'at'>) => {
    const saved = saveConsent(choice);
    setStored(saved);
    setAnalytics(saved.analytics);
    setMarketing(saved.marketing);
    applyConsent(measurementId, saved);
    setOpen(false);
    setChoosing(false);
  };

  return (
    <section className="consent-banner" aria-labelledby={titleId} ref={region} tabIndex={-1}>
      <h2 id={titleId} className="consent-banner__title">
        Sütik és adatvédelem
      </h2>
      <p>
        A webáruház működéséhez szükséges sütiket mindig használjuk. Hozzájárulása esetén a Google
        Analytics statisztikai sütijeivel mérjük a látogatottságot, és marketing célú sütiket is
        használhatunk. Döntését bármikor megváltoztathatja a lap alján, a „Süti-beállítások”
        gombbal. Részletek: <Link to="/adatvedelmi-nyilatkozat">Adatvédelmi nyilatkozat</Link>.
      </p>
      {choosing ? (
        <fieldset className="consent-banner__choices">
          <legend>Mihez járul hozzá?</legend>
          <label>
            <input type="checkbox" checked disabled /> Szükséges sütik (mindig aktívak)
          </label>
          <label>
            <input
              type="checkbox"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
            />{' '}
            Statisztikai sütik (Google Analytics)
          </label>
          <label>
            <input
              type="checkbox"
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
            />{' '}
            Marketing sütik
          </label>
        </fieldset>
      ) : null}
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => answer({ analytics: true, marketing: true })}
        >
          Elfogadom
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => answer({ analytics: false, marketing: false })}
        >
          Elutasítom
        </button>
        {choosing ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => answer({ analytics, marketing })}
          >
            Kiválasztottak mentése
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            Beállítások
          </button>
        )}
      </div>
    </section>
  );
}
