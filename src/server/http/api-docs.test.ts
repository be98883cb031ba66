import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type TestApp, createTestApp } from '../testing/test-helpers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
}

/** Fastify's `/a/:b` is OpenAPI's `/a/{b}`; a wildcard `/a/*` is @fastify/swagger's `/a/{*}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every registered /api route with its method', async () => {
    // The app's own route list, as Fastify announces each route while it is registered.
    const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
    const app = await buildApp(testConfig({ dataDir: t.config.dataDir }), {
      onRoute: (route) => routes.push({ method: route.method, url: route.url }),
    });
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
    await app.close();

    const apiRoutes = routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ method: m, url: r.url })),
      )
      .filter((r) => r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(50);
    const missing = apiRoutes.filter(
      (r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
    // Nothing outside the API (the SPA, media, sitemap, feeds) is described as an API call.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('is OpenAPI 3 with the TypeBox schemas of the routes', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    interface Operation {
      tags: string[];
      requestBody: { content: Record<string, { schema: { properties: object } }> };
      responses: object;
      parameters: object[];
    }
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    const addToCart = doc.paths['/api/addToCart']?.post as Operation;
    expect(addToCart.tags).toEqual(['cart and orders']);
    expect(
      Object.keys(addToCart.requestBody.content['application/json']?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['cart_id', 'id', 'quantity']));
    expect(Object.keys(addToCart.responses)).toEqual(expect.arrayContaining(['200', '400']));
    const product = doc.paths['/api/productByAlias/{alias}']?.get as Operation;
    expect(product.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'alias', in: 'path', required: true }),
      ]),
    );
    expect(doc.paths['/api/admin/orders']).toBeDefined();
  });

  it('is readable at /api/docs: a page with every operation, no script, under the shop CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<span class="method post">POST</span> <code>/api/addToCart</code>');
    expect(res.body).toContain('<h2>cart and orders</h2>');
    // Request fields with their types, e.g. the quantity of a cart line.
    expect(res.body).toMatch(/<code>quantity<\/code>: <span class="type">integer/);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(res.body.match(/<section class="op"/g)?.length).toBe(operations.length);
  });
});
