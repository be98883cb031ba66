import { buildModification, orderAfterReturn } from '../invoice-corrections';
import {
  ORDER,
  RETURNED,
  companyInvoice,
  privateInvoice,
  stornoOfCompanyInvoice,
} from '@server/testing/invoices/invoice-fixtures';
import { navTestConfig } from '@server/testing/nav/nav-credentials';
import { NavStandIn } from '@server/testing/nav/nav-stand-in';
import { validateNavXml } from '@server/testing/nav/xsd-validator';
import { invoiceDataXml } from './invoice-data-xml';
import { NavClient } from './nav-client';
import type { InvoiceProcessingResult, NavOutcome } from './nav-outcome';

// Each request is schema-checked by the stand-in (libxml2 in WebAssembly, ~0.2 s): on a busy machine a
// whole report with its status polls takes several seconds.
jest.setTimeout(40_000);

let nav: NavStandIn;
beforeEach(async () => {
  nav = await new NavStandIn({ processingMs: 100 }).start();
});
afterEach(() => nav.stop());

const client = (overrides: Partial<ReturnType<typeof navTestConfig>> = {}, timeoutMs = 5_000) =>
  new NavClient({ ...navTestConfig(nav.apiUrl), ...overrides }, fetch, { timeoutMs });

function success<T>(outcome: NavOutcome<T>): T {
  if (outcome.kind !== 'success') throw new Error(`expected success: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** Polls queryTransactionStatus until NAV is done with the first invoice, as the queue will. */
async function finalResult(
  nav: NavClient,
  transactionId: string,
): Promise<InvoiceProcessingResult[]> {
  const seen: string[] = [];
  for (let i = 0; i < 50; i++) {
    const { results } = success(await nav.queryTransactionStatus(transactionId));
    seen.push(results[0]?.invoiceStatus ?? '');
    if (results.every((r) => r.invoiceStatus === 'DONE' || r.invoiceStatus === 'ABORTED'))
      return results;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`never finished: ${seen.join(',')}`);
}

describe('NAV client against the stand-in', () => {
  it('reports an invoice: token, manageInvoice, RECEIVED/PROCESSING then DONE, and NAV then holds it', async () => {
    nav.ledger.processingMs = 1_000; // long enough to see NAV still at work
    const shop = client();
    const xml = invoiceDataXml(privateInvoice());
    const { transactionId } = success(
      await shop.manageInvoice([{ operation: 'CREATE', invoiceXml: xml }]),
    );
    const first = success(await shop.queryTransactionStatus(transactionId));
    expect(['RECEIVED', 'PROCESSING']).toContain(first.results[0]?.invoiceStatus);
    const [result] = await finalResult(shop, transactionId);
    expect(result).toMatchObject({
      index: 1,
      invoiceStatus: 'DONE',
      technicalMessages: [],
      businessMessages: [],
    });
    expect(success(await shop.queryInvoiceCheck('MP-2026-000001'))).toBe(true);
    expect(success(await shop.queryInvoiceCheck('MP-2026-999999'))).toBe(false);
    // What NAV received is the invoice we wrote, and every request and answer passed the official schema.
    expect(nav.ledger.invoices[0]?.xml).toBe(xml);
    expect(nav.received.map((r) => [r.operation, r.status]).slice(0, 2)).toEqual([
      ['tokenExchange', 200],
      ['manageInvoice', 200],
    ]);
    for (const r of nav.received) {
      expect((await validateNavXml(r.xml)).errors).toEqual([]);
      expect((await validateNavXml(r.answer)).errors).toEqual([]);
    }
  });

  it('returns the original request on asking, as the lost-transaction check needs', async () => {
    const shop = client();
    const xml = invoiceDataXml(companyInvoice());
    const { transactionId } = success(
      await shop.manageInvoice([{ operation: 'CREATE', invoiceXml: xml }]),
    );
    const { results } = success(await shop.queryTransactionStatus(transactionId, true));
    expect(results[0]?.originalRequestXml).toBe(xml);
  });

  it('reports storno and modification after the original is done', async () => {
    const shop = client();
    const original = privateInvoice();
    const company = companyInvoice();
    const created = success(
      await shop.manageInvoice([
        { operation: 'CREATE', invoiceXml: invoiceDataXml(original) },
        { operation: 'CREATE', invoiceXml: invoiceDataXml(company) },
      ]),
    );
    expect((await finalResult(shop, created.transactionId)).map((r) => r.invoiceStatus)).toEqual([
      'DONE',
      'DONE',
    ]);
    const modify = buildModification(
      { original, corrections: [] },
      { number: 'MP-2026-000003', issueDate: '2026-03-20' },
      ORDER,
      orderAfterReturn(ORDER, RETURNED, false),
    );
    const corrections = success(
      await shop.manageInvoice([
        { operation: 'MODIFY', invoiceXml: invoiceDataXml(modify) },
        { operation: 'STORNO', invoiceXml: invoiceDataXml(stornoOfCompanyInvoice()) },
      ]),
    );
    const results = await finalResult(shop, corrections.transactionId);
    expect(results.map((r) => [r.invoiceStatus, r.businessMessages])).toEqual([
      ['DONE', []],
      ['DONE', []],
    ]);
  });

  it('ABORTED with NAV’s Hungarian messages: a repeated number, an unknown original, a schema violation', async () => {
    const shop = client();
    const xml = invoiceDataXml(privateInvoice());
    await finalResult(
      shop,
      success(await shop.manageInvoice([{ operation: 'CREATE', invoiceXml: xml }])).transactionId,
    );
    const again = success(await shop.manageInvoice([{ operation: 'CREATE', invoiceXml: xml }]));
    const [repeated] = await finalResult(shop, again.transactionId);
    expect(repeated?.invoiceStatus).toBe('ABORTED');
    expect(repeated?.businessMessages).toEqual([
      expect.objectContaining({
        resultCode: 'ERROR',
        errorCode: 'INVOICE_NUMBER_NOT_UNIQUE',
        messageHu: 'A megadott számla sorszámmal már történt adatszolgáltatás.',
      }),
    ]);

    const orphan = invoiceDataXml(stornoOfCompanyInvoice());
    const broken = xml
      .replace('MP-2026-000001', 'MP-2026-000077')
      .replace('<invoiceIssueDate>2026-03-10', '<invoiceIssueDate>2026.03.10');
    const sent = success(
      await shop.manageInvoice([
        { operation: 'STORNO', invoiceXml: orphan },
        { operation: 'CREATE', invoiceXml: broken },
      ]),
    );
    const [unknownOriginal, invalid] = await finalResult(shop, sent.transactionId);
    expect(unknownOriginal?.businessMessages.map((m) => [m.errorCode, m.messageHu])).toEqual([
      [
        'INVALID_INVOICE_REFERENCE',
        'A módosítás vagy érvénytelenítés olyan okiratra hivatkozik, amire vonatkozóan nem történt adatszolgáltatás.',
      ],
    ]);
    expect(invalid?.invoiceStatus).toBe('ABORTED');
    expect(invalid?.technicalMessages[0]).toMatchObject({
      errorCode: 'SCHEMA_VIOLATION',
      messageHu: 'A számla adatai nem felelnek meg a NAV sémájának.',
    });
    expect(invalid?.technicalMessages[0]?.message).toMatch(/invoiceIssueDate/);
    expect(success(await shop.queryInvoiceCheck('MP-2026-000077'))).toBe(false);
  });

  it('definite refusals: wrong password, wrong signature key, wrong exchange key', async () => {
    const user = await client({ password: 'rossz' }).tokenExchange();
    expect(user).toMatchObject({
      kind: 'refused',
      operation: 'tokenExchange',
      httpStatus: 401,
      errorCode: 'INVALID_SECURITY_USER',
      messageHu: 'A NAV technikai felhasználó neve vagy jelszava hibás.',
    });
    const signature = await client({
      signatureKey: 'xx-xxxx-xxxxxxxxxxxxxxxxxxxxxxxx',
    }).queryInvoiceCheck('X');
    expect(signature).toMatchObject({
      kind: 'refused',
      httpStatus: 400,
      errorCode: 'INVALID_REQUEST_SIGNATURE',
    });
    const token = await client({ exchangeKey: '0000000000000000' }).manageInvoice([
      { operation: 'CREATE', invoiceXml: invoiceDataXml(privateInvoice()) },
    ]);
    expect(token.kind).toBe('refused');
    expect(nav.ledger.invoices).toEqual([]);
  });

  it('refuses a repeated requestId', async () => {
    success(await client().queryInvoiceCheck('MP-2026-000001'));
    const replay = nav.received[0]?.xml ?? '';
    const response = await fetch(`${nav.apiUrl}/queryInvoiceCheck`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: replay,
    });
    expect(response.status).toBe(400);
    const answer = await response.text();
    expect(answer).toContain('<common:errorCode>REQUEST_ID_NOT_UNIQUE</common:errorCode>');
    expect((await validateNavXml(answer)).errors).toEqual([]);
  });

  it('refuses a request that breaks invoiceApi.xsd with the schema messages', async () => {
    const response = await fetch(`${nav.apiUrl}/tokenExchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: (
        await (async () => {
          await client().tokenExchange();
          return nav.received[0]?.xml ?? '';
        })()
      ).replace('<common:requestVersion>3.0</common:requestVersion>', ''),
    });
    expect(response.status).toBe(400);
    const answer = await response.text();
    expect(answer).toContain('INVALID_REQUEST');
    expect(answer).toContain('SCHEMA_VIOLATION');
  });

  it('unknown outcomes: connection refused, 500, timeout; after a timeout NAV may hold the invoice all the same', async () => {
    const xml = invoiceDataXml(privateInvoice());
    await nav.setMode('refusing');
    expect(await client().manageInvoice([{ operation: 'CREATE', invoiceXml: xml }])).toMatchObject({
      kind: 'unknown',
      operation: 'tokenExchange',
      reason: 'connection',
    });
    await nav.setMode('failing');
    expect(await client().queryInvoiceCheck('MP-2026-000001')).toMatchObject({
      kind: 'unknown',
      reason: 'server-error',
      httpStatus: 500,
    });
    await nav.setMode('up');
    const shop = client({}, 1_500);
    const token = success(await shop.tokenExchange());
    expect(token.token).toMatch(/^[0-9a-f-]{36}[0-9A-F]{12}$/);
    nav.slowMs = 3_000;
    nav.slowOperation = 'manageInvoice';
    await nav.setMode('slow');
    expect(await shop.manageInvoice([{ operation: 'CREATE', invoiceXml: xml }])).toMatchObject({
      kind: 'unknown',
      operation: 'manageInvoice',
      reason: 'timeout',
    });
    expect(success(await client().queryInvoiceCheck('MP-2026-000001'))).toBe(false);
    await nav.setMode('up');
    // The queue's question after an unknown outcome: did it arrive? It did, once NAV processed it.
    let held = false;
    for (let i = 0; i < 60 && !held; i++) {
      held = success(await client().queryInvoiceCheck('MP-2026-000001'));
      if (!held) await new Promise((r) => setTimeout(r, 50));
    }
    expect(held).toBe(true);
  });
});
