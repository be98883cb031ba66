import type { Product } from '@common/api/catalogue.schema';
import { baseUrl } from './browser';

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/**
 * The first `count` products of the seeded demo catalogue's clothing section, in full, found the way the
 * shop's own list finds them: browser tests pick what to click from the real data, not from guesses.
 */
export async function demoProducts(count = 45): Promise<Product[]> {
  const csrf = await fetch(`${baseUrl()}/api/csrf`, { headers: JSON_HEADERS });
  const { token } = (await csrf.json()) as { token: string };
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const list = await fetch(`${baseUrl()}/api/productsByAlias/ruhazat-sisak`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token, Cookie: cookie },
    body: JSON.stringify({ sort: ['fullname_en', 'asc'], range: [0, count] }),
  });
  if (list.status !== 200) throw new Error(`productsByAlias answered ${list.status}`);
  const summaries = (await list.json()) as { alias: string }[];
  if (summaries.length === 0) throw new Error('The demo catalogue has no clothing');
  const products: Product[] = [];
  for (const { alias } of summaries) {
    const answer = await fetch(`${baseUrl()}/api/productByAlias/${encodeURIComponent(alias)}`, {
      headers: JSON_HEADERS,
    });
    if (answer.status !== 200) throw new Error(`productByAlias/${alias} answered ${answer.status}`);
    products.push((await answer.json()) as Product);
  }
  return products;
}
