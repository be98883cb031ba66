import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@client/testing/test-utils';
import { CONSENT_KEY } from './consent-choice';

const ID = 'G-TESTMOTO1';

import ConsentBanner from './consent-banner';
import { openConsentSettings } from './consent-events';

/** The gtag commands on dataLayer, as plain arrays (gtag pushes `arguments` objects). */
function commands(): unknown[][] {
  return ((window.dataLayer ?? []) as unknown[])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const tagScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((s) =>
    s.src.startsWith('https://www.googletagmanager.com/gtag/js'),
  );

// Each test is a new page load: an empty dataLayer and no tag script.
beforeEach(() => {
  window.localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  tagScripts().forEach((s) => s.remove());
});

describe('ConsentBanner', () => {
  it('asks first, loads no tag before an answer, and sends the denied defaults first', async () => {
    window.dataLayer = [{ event: 'view_item_list', ecommerce: { items: [] } }];
    renderWithProviders(<ConsentBanner measurementId={ID} />);
    expect(screen.getByRole('region', { name: 'Sütik és adatvédelem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adatvédelmi nyilatkozat' })).toHaveAttribute(
      'href',
      '/adatvedelmi-nyilatkozat',
    );
    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
    ]);
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('on "Elutasítom" stores the refusal, closes, and loads nothing', async () => {
    renderWithProviders(<ConsentBanner measurementId={ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elutasítom' }));
    expect(screen.queryByRole('region', { name: 'Sütik és adatvédelem' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({
      analytics: false,
      marketing: false,
    });
    expect(tagScripts()).toHaveLength(0);
    expect(commands()).toHaveLength(1);
  });

  it('on "Elfogadom" grants, loads the tag once, and hands it the events made before', async () => {
    const viewItem = { currency: 'HUF' as const, value: 1000, items: [] };
    window.dataLayer = [
      { event: 'ecommerce_clear', ecommerce: null },
      { event: 'view_item', ecommerce: viewItem },
    ];
    renderWithProviders(<ConsentBanner measurementId={ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elfogadom' }));
    const sent = commands();
    expect(sent[0]?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(sent[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(sent.map((c) => c[0])).toEqual(['consent', 'consent', 'js', 'config', 'event']);
    expect(sent[3]).toEqual(['config', ID]);
    expect(sent[4]).toEqual(['event', 'view_item', viewItem]);
    expect(tagScripts().map((s) => s.src)).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${ID}`,
    ]);
    expect(typeof window.gtag).toBe('function');
  });

  it('remembers the answer: no banner next time, the tag loads at once', async () => {
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ analytics: true, marketing: false, at: '2026-11-01T10:00:00.000Z' }),
    );
    renderWithProviders(<ConsentBanner measurementId={ID} />);
    expect(screen.queryByRole('region', { name: 'Sütik és adatvédelem' })).toBeNull();
    expect(commands()[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(tagScripts()).toHaveLength(1);
  });

  it('lets the shopper choose per purpose, and reopens from the footer to withdraw', async () => {
    renderWithProviders(<ConsentBanner measurementId={ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Beállítások' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Statisztikai sütik (Google Analytics)' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Marketing sütik' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Kiválasztottak mentése' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(tagScripts()).toHaveLength(1);

    act(() => openConsentSettings());
    const banner = screen.getByRole('region', { name: 'Sütik és adatvédelem' });
    expect(
      screen.getByRole('checkbox', { name: 'Statisztikai sütik (Google Analytics)' }),
    ).toBeChecked();
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elutasítom' }));
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    // No more events reach GA after the withdrawal.
    expect(window.gtag).toBeUndefined();
    expect(tagScripts()).toHaveLength(1);
  });
});
