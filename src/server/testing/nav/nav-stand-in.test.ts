import { NavStandIn } from './nav-stand-in';
import { validateNavXml } from './xsd-validator';

let nav: NavStandIn;
beforeEach(async () => {
  nav = await new NavStandIn().start();
});
afterEach(() => nav.stop());

const post = (operation: string, body: string) =>
  fetch(`${nav.apiUrl}/${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body,
  });

describe('NAV stand-in', () => {
  it('answers a body that is not XML with a schema-valid GeneralExceptionResponse', async () => {
    const response = await post('tokenExchange', 'nem XML');
    expect(response.status).toBe(400);
    const answer = await response.text();
    expect(answer).toContain('<errorCode>INVALID_REQUEST</errorCode>');
    expect((await validateNavXml(answer)).errors).toEqual([]);
  });

  it('knows only the four operations under /invoiceService/v3/, by POST', async () => {
    expect((await post('queryTaxpayer', '<x/>')).status).toBe(404);
    expect((await fetch(`${nav.apiUrl}/tokenExchange`)).status).toBe(404);
  });

  it('fails with 500 and refuses connections when switched so, and comes back on the same address', async () => {
    const url = nav.apiUrl;
    await nav.setMode('failing');
    const failing = await post('tokenExchange', '<x/>');
    expect([failing.status, await failing.text()]).toEqual([500, 'Generic exception occurred!']);
    await nav.setMode('refusing');
    await expect(post('tokenExchange', '<x/>')).rejects.toThrow();
    await nav.setMode('up');
    expect(nav.apiUrl).toBe(url);
    expect((await post('tokenExchange', 'nem XML')).status).toBe(400);
    expect(nav.received.map((r) => r.status)).toEqual([500, 400]);
  });
});
