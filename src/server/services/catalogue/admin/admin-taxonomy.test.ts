import sharp from 'sharp';
import type {
  AdminBikeType,
  AdminBikeTypeList,
  AdminCategoryList,
} from '@common/api/admin-catalogue.schema';
import type { TestApp } from '../../../testing/test-helpers';
import { bikeTypeFields, categoryFields } from '../../../testing/taxonomy-fixtures';
import {
  type AdminMethod,
  type CatalogueCallArgs,
  catalogueCall,
  catalogueEditorApp,
  staffToken,
} from '../../../testing/admin-helpers';
import type { Category } from '@common/api/catalogue.schema';
import { requestCategories, treeShape } from '../../../testing/catalogue-requests';

jest.setTimeout(30_000);

let t: TestApp;
let admin: string;

beforeEach(async () => {
  ({ t, admin } = await catalogueEditorApp());
});
afterEach(() => t.close());

const call = (...args: CatalogueCallArgs) => catalogueCall(t, admin, ...args);

const category = categoryFields;

const bike = bikeTypeFields;

const byAlias = (list: AdminCategoryList, alias: string) =>
  list.items.find((c) => c.alias === alias);

describe('categories', () => {
  it('support gets 403 and no login 401 on every category and bike type call', async () => {
    const support = await staffToken(t, 'support');
    const calls: [AdminMethod, string, object?][] = [
      ['GET', '/categories'],
      ['POST', '/categories', category()],
      ['PUT', '/categories/1', category()],
      ['PUT', '/category-order', { ids: [1] }],
      ['GET', '/bike-types'],
      ['POST', '/bike-types', bike()],
      ['PUT', '/bike-types/1', bike()],
    ];
    for (const [method, url, body] of calls) {
      expect([url, (await call(method, url, body, { token: null })).statusCode]).toEqual([
        url,
        401,
      ]);
      expect([url, (await call(method, url, body, { token: support })).statusCode]).toEqual([
        url,
        403,
      ]);
    }
  });

  it('creates a tree, renames and orders it; the shop menu follows at once', async () => {
    const created = (await call('POST', '/categories', category())).json() as AdminCategoryList;
    const helmets = byAlias(created, 'sisakok');
    expect(helmets).toMatchObject({ name_hu: 'Sisakok', parent_id: null, products: 0 });
    const withChild = (
      await call(
        'POST',
        '/categories',
        category({ alias: 'nyitott-sisakok', name_hu: 'Nyitott', parent_id: helmets?.id }),
      )
    ).json() as AdminCategoryList;
    const child = byAlias(withChild, 'nyitott-sisakok');
    expect(child?.parent_id).toBe(helmets?.id);

    // A product in the new child, so the shop's menu (which leaves out empty categories) shows it.
    await t.app.db
      .updateTable('products')
      .set({ category_id: child?.id })
      .where('alias', '=', 'bor-kesztyu')
      .execute();
    const renamed = await call(
      'PUT',
      `/categories/${child?.id}`,
      category({ alias: 'nyitott-sisakok', name_hu: 'Nyitott sisakok', parent_id: helmets?.id }),
    );
    expect(byAlias(renamed.json() as AdminCategoryList, 'nyitott-sisakok')?.name_hu).toBe(
      'Nyitott sisakok',
    );

    // Top level of the section: the fixture's gloves, then the helmets; reversed.
    const top = (renamed.json() as AdminCategoryList).items
      .filter((c) => c.section === 'ruhazat-sisak' && c.parent_id === null)
      .map((c) => c.id);
    const ordered = await call('PUT', '/category-order', { ids: [...top].reverse() });
    expect(ordered.statusCode).toBe(200);
    const tree = (await requestCategories(t, 'ruhazat-sisak')).json() as { categories: Category[] };
    expect(treeShape(tree.categories)).toEqual(['sisakok(1)[nyitott-sisakok(1)]', 'kesztyuk(1)']);
    expect(tree.categories[0]?.children[0]?.name_hu).toBe('Nyitott sisakok');

    const partial = await call('PUT', '/category-order', { ids: [top[0]] });
    expect(partial.statusCode).toBe(422);
    const actions = await t.app.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual([
      'staff.add',
      'category.create',
      'category.create',
      'category.update',
      'category.order',
    ]);
  });

  it('refuses a loop, another section, a taken alias and an empty name in Hungarian', async () => {
    const list = (await call('POST', '/categories', category())).json() as AdminCategoryList;
    const helmets = byAlias(list, 'sisakok');
    const child = byAlias(
      (
        await call('POST', '/categories', category({ alias: 'zart', parent_id: helmets?.id }))
      ).json() as AdminCategoryList,
      'zart',
    );
    const loop = await call(
      'PUT',
      `/categories/${helmets?.id}`,
      category({ parent_id: child?.id }),
    );
    expect(loop.statusCode).toBe(422);
    expect(loop.json()).toEqual({
      message:
        'Szülő kategória: ugyanabban a főcsoportban kell lennie, és nem lehet maga a kategória vagy annak alkategóriája.',
    });
    const otherSection = await call(
      'POST',
      '/categories',
      category({ alias: 'fek', section: 'szerviz-alkatreszek', parent_id: helmets?.id }),
    );
    expect(otherSection.statusCode).toBe(422);
    const taken = await call('POST', '/categories', category({ alias: 'kesztyuk' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Ez a webcím már egy másik kategóriához tartozik.' });
    const empty = await call('POST', '/categories', category({ alias: 'x', name_hu: '' }));
    expect(empty.json()).toEqual({ message: 'Név (magyar): nem lehet üres.' });
  });
});

describe('bike types', () => {
  it('creates and edits a bike type with its manufacturer, construction and picture; the finder shows it', async () => {
    const created = await call('POST', '/bike-types', bike());
    expect(created.statusCode).toBe(200);
    const honda = created.json() as AdminBikeType;
    expect(honda).toMatchObject({ manufacturer: 'Honda', name_en: 'CB650R', ccm: 649, img: '' });

    const again = await call('POST', '/bike-types', bike());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ilyen motortípus már van ennél a gyártónál (azonos név és ccm).',
    });
    const badCcm = await call('POST', '/bike-types', { ...bike(), ccm: 'sok' });
    expect(badCcm.json()).toEqual({ message: 'Hengerűrtartalom (ccm): egész számot adjon meg.' });

    const edited = await call(
      'PUT',
      `/bike-types/${honda.id}`,
      bike({ ccm: 660, name_en: 'CB650R E' }),
    );
    expect(edited.json()).toMatchObject({ ccm: 660, name_en: 'CB650R E' });

    const picture = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#224488' },
    })
      .jpeg()
      .toBuffer();
    const withPicture = await call('POST', `/bike-types/${honda.id}/picture`, picture, {
      type: 'image/jpeg',
    });
    expect((withPicture.json() as AdminBikeType).img).toMatch(
      /^\/media\/uploads\/[0-9a-f]{32}\.jpg$/,
    );
    const broken = await call('POST', `/bike-types/${honda.id}/picture`, Buffer.from('<svg'), {
      type: 'application/octet-stream',
    });
    expect(broken.statusCode).toBe(422);

    const listed = (await call('GET', '/bike-types?q=cb650')).json() as AdminBikeTypeList;
    expect(listed.items.map((b) => b.name_en)).toEqual(['CB650R E']);
    expect(listed.manufacturers).toContain('Honda');

    // The shop's bike finder (its free-text search) finds it by the derived search name.
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/motorom/tipusokByInput/${encodeURIComponent('honda cb650r')}`,
    });
    expect(found.body).toContain('CB650R E');
  });
});
