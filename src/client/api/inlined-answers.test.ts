import { INLINED_ANSWERS_MAX_AGE_MS, inlinedAnswers } from './inlined-answers';

const LIST_ANSWER = {
  method: 'POST',
  url: '/api/productsByAlias/kabatok',
  body: {
    sort: ['fullname_en', 'asc'],
    range: [0, 15],
    searchText: null,
    akcios: false,
    bike: null,
  },
  status: 200,
  contentRange: 'products 0-1/22',
  answer: [{ id: 1 }, { id: 2 }],
};
const TREE_ANSWER = {
  method: 'GET',
  url: '/api/categoryByAlias/kabatok',
  body: null,
  status: 200,
  contentRange: null,
  answer: { id: 3, alias: 'kabatok' },
};

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

function pageWith(answers: unknown, now = () => 100) {
  return inlinedAnswers(() => JSON.stringify(answers), now);
}

describe('the answers that came with the page', () => {
  it('answers the same request once, with its body, status and Content-Range, whatever the key order', async () => {
    const page = pageWith([LIST_ANSWER, TREE_ANSWER]);
    const body = {
      bike: null,
      akcios: false,
      searchText: null,
      range: [0, 15],
      sort: ['fullname_en', 'asc'],
    };
    const response = await page.take(post('/api/productsByAlias/kabatok', body));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-range')).toBe('products 0-1/22');
    expect(await response?.json()).toEqual([{ id: 1 }, { id: 2 }]);
    // Taken: the next request for it goes to the server.
    expect(await page.take(post('/api/productsByAlias/kabatok', body))).toBeNull();

    const tree = await page.take(new Request('http://localhost/api/categoryByAlias/kabatok'));
    expect(await tree?.json()).toEqual({ id: 3, alias: 'kabatok' });
  });

  it('leaves another page, another order, another method and a request with a login to the server', async () => {
    const page = pageWith([LIST_ANSWER, TREE_ANSWER]);
    const body = LIST_ANSWER.body;
    expect(
      await page.take(post('/api/productsByAlias/kabatok', { ...body, range: [15, 30] })),
    ).toBeNull();
    expect(await page.take(post('/api/productsByAlias/nadragok', body))).toBeNull();
    expect(await page.take(new Request('http://localhost/api/productsByAlias/kabatok'))).toBeNull();
    expect(
      await page.take(post('/api/productsByAlias/kabatok', body, { authorization: 'Bearer x' })),
    ).toBeNull();
    expect(await page.take(post('/api/categoryByAlias/kabatok', null))).toBeNull();
    // Still there for the request it was meant for.
    expect(await page.take(post('/api/productsByAlias/kabatok', body))).not.toBeNull();
  });

  it('drops them once the start is long over', async () => {
    let now = 100;
    const page = pageWith([LIST_ANSWER], () => now);
    now = INLINED_ANSWERS_MAX_AGE_MS + 1;
    expect(await page.take(post('/api/productsByAlias/kabatok', LIST_ANSWER.body))).toBeNull();
  });

  it('ignores a page without answers, malformed ones and entries that are not answers', async () => {
    const none = inlinedAnswers(
      () => null,
      () => 0,
    );
    expect(await none.take(post('/api/productsByAlias/kabatok', LIST_ANSWER.body))).toBeNull();
    const broken = inlinedAnswers(
      () => '[{"method":',
      () => 0,
    );
    expect(await broken.take(post('/api/productsByAlias/kabatok', LIST_ANSWER.body))).toBeNull();
    const odd = pageWith([{ ...LIST_ANSWER, status: 500 }, { url: 1 }, 'x']);
    expect(await odd.take(post('/api/productsByAlias/kabatok', LIST_ANSWER.body))).toBeNull();
  });
});
