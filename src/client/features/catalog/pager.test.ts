import { type PagerItem, pagerItems } from './pager';

/** Compact picture of the pager: page numbers and '…' for gaps. */
const shape = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? i.page : '…'));

describe('pagerItems', () => {
  it('shows nothing without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(shape(pagerItems(1, 1))).toEqual([1]);
    expect(shape(pagerItems(2, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shape(pagerItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last three pages and the current page with its neighbours', () => {
    expect(shape(pagerItems(1, 20))).toEqual([1, 2, 3, '…', 18, 19, 20]);
    expect(shape(pagerItems(10, 20))).toEqual([1, 2, 3, '…', 9, 10, 11, '…', 18, 19, 20]);
    expect(shape(pagerItems(20, 20))).toEqual([1, 2, 3, '…', 18, 19, 20]);
  });

  it('joins the neighbours to the edge pages without an ellipsis when they touch', () => {
    expect(shape(pagerItems(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 18, 19, 20]);
    expect(shape(pagerItems(5, 20))).toEqual([1, 2, 3, 4, 5, 6, '…', 18, 19, 20]);
    expect(shape(pagerItems(17, 20))).toEqual([1, 2, 3, '…', 16, 17, 18, 19, 20]);
  });

  it('puts an ellipsis even for a single left-out page', () => {
    expect(shape(pagerItems(6, 20))).toEqual([1, 2, 3, '…', 5, 6, 7, '…', 18, 19, 20]);
    expect(shape(pagerItems(1, 8))).toEqual([1, 2, 3, '…', 6, 7, 8]);
  });

  it('clamps a current page outside the range', () => {
    expect(shape(pagerItems(0, 10))).toEqual(shape(pagerItems(1, 10)));
    expect(shape(pagerItems(99, 10))).toEqual(shape(pagerItems(10, 10)));
  });

  it('gives each gap a distinct key', () => {
    const gaps = pagerItems(10, 20).filter((i) => i.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', after: 3 },
      { kind: 'gap', after: 11 },
    ]);
  });
});
