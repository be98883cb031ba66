import type { ConsentChoice } from './consent-choice';

/**
 * GA4 with Consent Mode v2, loaded only after consent ("basic" mode: no Google request before
 * consent). Every gtag command goes onto window.dataLayer as an `arguments` object, as gtag.js
 * expects; the consent defaults (all denied) are the first command this page sends.
 */

const TAG_ORIGIN = 'https://www.googletagmanager.com';

function queue(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer as unknown[];
}

// gtag.js reads Arguments objects only, not arrays: the classic snippet's function, typed.
const gtag = function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  queue().push(arguments);
};

const isArguments = (entry: unknown) =>
  Object.prototype.toString.call(entry) === '[object Arguments]';

// What this page already did is read from the page itself (dataLayer, the script element), not kept
// in module variables: one truth, whichever copy of this module asks.
const defaultsSent = () =>
  queue().some(
    (entry) =>
      isArguments(entry) &&
      (entry as IArguments)[0] === 'consent' &&
      (entry as IArguments)[1] === 'default',
  );
const tagLoaded = () => document.querySelector(`script[src^="${TAG_ORIGIN}/gtag/js"]`) !== null;

function state(granted: boolean): 'granted' | 'denied' {
  return granted ? 'granted' : 'denied';
}

/** Consent Mode v2 defaults: everything denied until the shopper says otherwise. */
export function sendConsentDefaults(): void {
  if (defaultsSent()) return;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
}

/**
 * The shop's own e-commerce events (api/analytics.ts) sit on dataLayer as `{ event, ecommerce }`
 * for a tag manager; GA4's gtag.js takes events as commands, so those already made on this page
 * are sent once as gtag('event', …); later ones are sent by pushAnalyticsEvent through window.gtag.
 */
function sendBacklog(): void {
  for (const entry of [...queue()]) {
    if (!entry || typeof entry !== 'object' || isArguments(entry)) continue;
    const { event, ecommerce } = entry as { event?: unknown; ecommerce?: unknown };
    if (typeof event === 'string' && event !== 'ecommerce_clear' && ecommerce)
      gtag('event', event, ecommerce);
  }
}

/** The tag itself, once per page; the events made before it are handed over at the same moment. */
function loadTag(measurementId: string): void {
  if (tagLoaded()) return;
  gtag('js', new Date());
  gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  sendBacklog();
}

/** Removes Google Analytics cookies (`_ga`, `_ga_…`) of this site after consent is withdrawn. */
function dropAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!name.startsWith('_ga')) continue;
    for (const domain of domains)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}

/** Applies a choice: updates consent, loads the tag at the first grant, stops forwarding on refusal. */
export function applyConsent(measurementId: string, choice: ConsentChoice): void {
  sendConsentDefaults();
  const granted = choice.analytics || choice.marketing;
  if (!granted && !tagLoaded()) return;
  gtag('consent', 'update', {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  });
  if (granted) {
    loadTag(measurementId);
    window.gtag = gtag;
  } else {
    delete window.gtag;
  }
  if (!choice.analytics) dropAnalyticsCookies();
}
