import type { Category, ProductListItem } from '@common/api/catalogue.schema';
import type { TestApp } from './test-helpers';

/** Request helpers shared by the catalogue route tests. */

export async function requestList(
  t: TestApp,
  alias: string,
  body: Record<string, unknown> = {},
  forBike = false,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${forBike ? 'productsByAliasForBike' : 'productsByAlias'}/${alias}`,
    headers: t.headers,
    payload: body,
  });
  return {
    res,
    ids: res.statusCode === 200 ? (res.json() as ProductListItem[]).map((p) => p.id) : [],
  };
}

export async function requestCategories(
  t: TestApp,
  alias: string,
  body: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/categoriesByAlias/${alias}`,
    headers: t.headers,
    payload: body,
  });
}

/** A tree as "alias(count)" strings, children in brackets, for compact exact assertions. */
export function treeShape(tree: Category[]): string[] {
  return tree.map(
    (c) =>
      `${c.alias}(${c.productCount})${c.children.length ? `[${treeShape(c.children).join(',')}]` : ''}`,
  );
}
