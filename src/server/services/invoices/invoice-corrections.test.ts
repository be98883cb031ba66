import { UnprocessableError } from '@server/errors';
import {
  COMPANY_BUYER,
  ORDER,
  RETURNED,
  companyInvoice,
  modificationAfterReturn,
  privateInvoice,
  stornoOfCompanyInvoice,
} from '@server/testing/invoices/invoice-fixtures';
import type { OrderAmountsInput } from './invoice-amounts';
import { buildModification, buildStorno, orderAfterReturn } from './invoice-corrections';
import type { InvoiceDocument } from './invoice-document';

const sumOf = (docs: InvoiceDocument[], key: 'net' | 'vat' | 'gross') =>
  docs.reduce((s, d) => s + d.totals[key], 0);

describe('storno and modifying invoices', () => {
  it('storno: every line of the original negated, quantities negative, unit prices kept', () => {
    const original = companyInvoice();
    const storno = stornoOfCompanyInvoice();
    expect(storno.kind).toEqual({
      type: 'STORNO',
      original: { number: 'MP-2026-000002', modificationIndex: 1, previousLineCount: 5 },
    });
    expect(storno.buyer).toEqual(COMPANY_BUYER);
    expect(storno.fulfilmentDate).toBe(original.fulfilmentDate);
    expect(storno.lines).toHaveLength(original.lines.length);
    storno.lines.forEach((line, i) => {
      const was = original.lines[i];
      expect(line.lineNumber).toBe(i + 1);
      expect(line.quantity).toBe(was?.quantity === null ? null : -(was?.quantity ?? 0));
      expect(line.unitNetPrice).toBe(was?.unitNetPrice);
      expect([line.net, line.vat, line.gross]).toEqual([
        -(was?.net ?? 0),
        -(was?.vat ?? 0),
        -(was?.gross ?? 0),
      ]);
    });
    expect(storno.totals.gross).toBe(-original.totals.gross);
  });

  it('modification after a partial return: only the returned lines, negated, numbered on', () => {
    const modify = modificationAfterReturn();
    expect(modify.kind).toEqual({
      type: 'MODIFY',
      original: { number: 'MP-2026-000001', modificationIndex: 1, previousLineCount: 5 },
    });
    expect(
      modify.lines.map((l) => [l.itemNumber, l.quantity, l.unitNetPrice, l.net, l.vat, l.gross]),
    ).toEqual([
      ['RV-SAND4-L', -1, 19_677.17, -19_677, -5_313, -24_990],
      ['MO-300V-1L', -3, 5_110.24, -15_331, -4_139, -19_470],
    ]);
    expect(modify.totals.gross).toBe(-(24_990 + 3 * 6_490));
  });

  it('the original, every return and the storno add up to nothing, however the returns are split', () => {
    const original = privateInvoice();
    const chain = { original, corrections: [] as InvoiceDocument[] };
    let state: OrderAmountsInput = ORDER;
    const steps = [
      { returned: [{ itemIndex: 1, quantity: 1 }], refundShipping: false },
      { returned: [{ itemIndex: 2, quantity: 1 }], refundShipping: false },
      {
        returned: [
          { itemIndex: 2, quantity: 2 },
          { itemIndex: 1, quantity: 1 },
        ],
        refundShipping: true,
      },
    ];
    steps.forEach((step, i) => {
      const after = orderAfterReturn(state, step.returned, step.refundShipping);
      const doc = buildModification(
        chain,
        { number: `M-${i}`, issueDate: '2026-03-20' },
        state,
        after,
      );
      expect(doc.kind.type === 'MODIFY' && doc.kind.original.modificationIndex).toBe(i + 1);
      chain.corrections.push(doc);
      state = after;
    });
    const storno = buildStorno(chain, { number: 'S-1', issueDate: '2026-03-25' }, state);
    expect(storno.kind.type === 'STORNO' && storno.kind.original).toEqual({
      number: 'MP-2026-000001',
      modificationIndex: 4,
      previousLineCount: 5 + 1 + 1 + 3,
    });
    const all = [original, ...chain.corrections, storno];
    expect([sumOf(all, 'net'), sumOf(all, 'vat'), sumOf(all, 'gross')]).toEqual([0, 0, 0]);
  });

  it('refuses returning more than was sold, and a correction that changes nothing', () => {
    expect(() => orderAfterReturn(ORDER, [{ itemIndex: 1, quantity: 3 }], false)).toThrow(
      UnprocessableError,
    );
    expect(() => orderAfterReturn(ORDER, [{ itemIndex: 9, quantity: 1 }], false)).toThrow(
      'A rendelésnek nincs 10. tétele.',
    );
    expect(() =>
      buildModification(
        { original: privateInvoice(), corrections: [] },
        { number: 'X', issueDate: '2026-03-20' },
        ORDER,
        ORDER,
      ),
    ).toThrow(UnprocessableError);
    expect(orderAfterReturn(ORDER, RETURNED, true).shippingFee).toBe(0);
  });
});
