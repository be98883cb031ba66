import {
  DEFAULT_LIST_QUERY,
  currentPage,
  pageCount,
  readListQuery,
  withPage,
  withPageSize,
  withSort,
  writeListQuery,
} from './list-query';

const read = (qs: string) => readListQuery(new URLSearchParams(qs));
const write = (qs: string, query = DEFAULT_LIST_QUERY) =>
  writeListQuery(new URLSearchParams(qs), query).toString();

describe('list query-string state', () => {
  it('defaults to name ascending, the first 15', () => {
    expect(read('')).toEqual({ sort: ['fullname_en', 'asc'], range: [0, 15] });
  });

  it('reads the sort and the range', () => {
    expect(read('sort=start_price_curr_hu&direction=desc&start=30&end=60')).toEqual({
      sort: ['start_price_curr_hu', 'desc'],
      range: [30, 60],
    });
  });

  it('falls back to the defaults for bad values', () => {
    expect(read('sort=price;drop&direction=up&start=-5&end=abc')).toEqual(DEFAULT_LIST_QUERY);
    // A size that is not one of 15/30/45/60 keeps the start with the default size.
    expect(read('start=30&end=37')).toEqual({ ...DEFAULT_LIST_QUERY, range: [30, 45] });
    expect(read('start=1e9&end=1e9')).toEqual(DEFAULT_LIST_QUERY);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(write('q=sisak')).toBe('q=sisak');
    expect(
      write('q=sisak&start=15&end=30', { sort: ['start_price_curr_hu', 'asc'], range: [0, 15] }),
    ).toBe('q=sisak&sort=start_price_curr_hu');
    expect(write('', { sort: ['fullname_en', 'desc'], range: [15, 30] })).toBe(
      'direction=desc&start=15&end=30',
    );
  });

  it('round-trips through the query string', () => {
    const query = { sort: ['start_price_curr_hu', 'desc'], range: [45, 90] } as const;
    expect(
      readListQuery(
        writeListQuery(new URLSearchParams(), { sort: [...query.sort], range: [...query.range] }),
      ),
    ).toEqual(query);
  });

  it('keeps the start when the page size changes', () => {
    expect(withPageSize({ ...DEFAULT_LIST_QUERY, range: [30, 45] }, 60).range).toEqual([30, 90]);
  });

  it('goes back to the first page when the order changes', () => {
    expect(
      withSort({ sort: ['fullname_en', 'asc'], range: [30, 60] }, ['fullname_en', 'desc']),
    ).toEqual({
      sort: ['fullname_en', 'desc'],
      range: [0, 30],
    });
  });

  it('moves between pages of the current size', () => {
    const query = { ...DEFAULT_LIST_QUERY, range: [0, 30] as [number, number] };
    expect(withPage(query, 3).range).toEqual([60, 90]);
    expect(currentPage(withPage(query, 3))).toBe(3);
    expect(currentPage({ ...DEFAULT_LIST_QUERY, range: [15, 45] })).toBe(1);
    expect(pageCount(231, 15)).toBe(16);
    expect(pageCount(0, 15)).toBe(0);
  });
});
