import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-helpers';

const shopInfoOf = (html: string) =>
  JSON.parse(
    /<script id="shop-info" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
  ) as {
    analyticsId?: string;
  };

/** Issue 19: GA4 only with GA_MEASUREMENT_ID, and then the CSP allows exactly the tag's origins. */
describe('analytics settings', () => {
  it('without GA_MEASUREMENT_ID: no analytics id for the page and no Google origin in the CSP', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/' });
      expect(shopInfoOf(res.body).analyticsId).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toContain('google');
    } finally {
      await t.close();
    }
  });

  it('with it: the page learns the id (the banner shows) and the CSP lets the tag load and report', async () => {
    const t = await createTestApp({ gaMeasurementId: 'G-TESTMOTO1' });
    try {
      const res = await t.app.inject({ url: '/termek/valami' });
      expect(shopInfoOf(res.body).analyticsId).toBe('G-TESTMOTO1');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split('; ')
          .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
      ) as Record<string, string[]>;
      expect(csp['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      // Inline scripts stay forbidden: the tag is a file from Google's origin, started by our code.
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a malformed id', () => {
    expect(() => loadConfig({ GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(
      'GA_MEASUREMENT_ID must look like G-XXXXXXXXXX',
    );
    expect(loadConfig({ GA_MEASUREMENT_ID: ' G-AB12CD34 ' }).gaMeasurementId).toBe('G-AB12CD34');
    expect(loadConfig({}).gaMeasurementId).toBeNull();
  });
});
