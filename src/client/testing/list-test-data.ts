import type { Facets } from '@common/api/facets.schema';
import type { FacetsArgs } from '@common/product-list/list-requests';
import type { Category, ProductListItem } from '@common/api/catalogue.schema';
import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';

/** Small explicit list rows for the list tests. */
export function makeListItem(
  id: number,
  overrides: Partial<ProductListItem> = {},
): ProductListItem {
  return {
    id,
    alias: `termek-${id}`,
    fullname_hu: `Termék ${id}`,
    fullname_en: `Product ${id}`,
    detail_name_hu: '',
    detail_name_en: '',
    name_hu: '',
    name_en: '',
    content_hu: '',
    content_en: '',
    images: [{ url: `/media/${id}.jpg` }],
    effectivePrice: 10000,
    start_price_prev_hu: null,
    start_price_curr_hu: 10000,
    top_price_curr_hu: 10000,
    downloads: [],
    variants: [{ id: id * 10, bikesArray: [] }],
    ...overrides,
  };
}

export function makeCategory(
  id: number,
  alias: string,
  name: string,
  productCount: number,
  children: Category[] = [],
  parentIds: number[] = [],
): Category {
  return { id, alias, name_hu: name, name_en: `${name} (en)`, productCount, children, parentIds };
}

export const clothingTree: Category[] = [
  makeCategory(1, 'kesztyuk', 'Kesztyűk', 12, [
    makeCategory(3, 'nyari-kesztyuk', 'Nyári kesztyűk', 5, [], [1]),
  ]),
  makeCategory(2, 'sisakok', 'Sisakok', 30),
];

export interface ListRequest {
  url: string;
  body: Record<string, unknown>;
}

/**
 * Serves the list calls: `total` products named by id, the page the request asks for, the total in
 * Content-Range. Returns the recorded product requests.
 */
export function serveCatalogue({
  total = 40,
  tree = clothingTree,
  catIds = [] as number[],
  items = (start: number, end: number) =>
    Array.from({ length: Math.max(0, Math.min(end, total) - start) }, (_, i) =>
      makeListItem(start + i + 1),
    ),
  facets = () => makeFacets(total),
}: {
  total?: number;
  tree?: Category[];
  catIds?: number[];
  items?: (start: number, end: number) => ProductListItem[];
  /** The productFacets answer for a request body. */
  facets?: (body: FacetsArgs) => Facets;
} = {}) {
  const facetRequests: FacetsArgs[] = [];
  const productRequests: ListRequest[] = [];
  const categoryRequests: ListRequest[] = [];
  const listAnswer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { range: [number, number] };
    productRequests.push({ url: new URL(request.url).pathname, body });
    const [start, end] = body.range;
    const page = items(start, end);
    return HttpResponse.json(page, {
      headers: {
        'Content-Range': page.length
          ? `products ${start}-${start + page.length - 1}/${total}`
          : `products */${total}`,
      },
    });
  };
  server.use(
    http.post('/api/productsByAlias/:alias', listAnswer),
    http.post('/api/productsByAliasForBike/:alias', listAnswer),
    http.post('/api/categoriesByAlias/:alias', async ({ request }) => {
      categoryRequests.push({
        url: new URL(request.url).pathname,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ categories: tree, catIds });
    }),
    http.post('/api/productFacets/:alias', async ({ request }) => {
      const body = (await request.json()) as FacetsArgs;
      facetRequests.push(body);
      return HttpResponse.json(facets(body));
    }),
    http.get('/api/categoryByAlias/:alias', ({ params }) => {
      const find = (list: Category[]): Category | undefined =>
        list.flatMap((c) => [c, ...c.children]).find((c) => c.alias === params.alias) ??
        list
          .flatMap((c) => c.children)
          .map((c) => find([c]))
          .find(Boolean);
      const found = find(tree);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Nincs ilyen kategória.' }, { status: 404 });
    }),
  );
  return { productRequests, categoryRequests, facetRequests };
}

/** A facets answer: two brands, three sizes (one that would leave nothing), no colours. */
export function makeFacets(total: number): Facets {
  return {
    total,
    brands: [
      { value: 'Held', count: Math.ceil(total / 2) },
      { value: 'Shoei', count: Math.floor(total / 2) },
    ],
    sizes: [
      { value: 'M', count: total },
      { value: 'L', count: Math.ceil(total / 3) },
      { value: 'XL', count: 0 },
    ],
    colours: [],
    price: { min: 9990, max: 189990 },
    inStock: { count: total },
    onSale: { count: 0 },
    fits: null,
  };
}
