import sharp from 'sharp';
import type {
  AdminBlogPost,
  AdminPage,
  AdminPartner,
  AdminPopup,
  AdminSlide,
} from '@common/api/admin-content.schema';
import type { AuditList } from '@common/api/admin.schema';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { twoProcesses } from '../../testing/two-processes';
import { adminCall, staffToken } from '../../testing/admin-helpers';
import { BROKEN_IMAGE_MESSAGE } from '../images/uploaded-image';

jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let support: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'admin');
  support = await staffToken(t, 'support');
});
afterEach(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  token = admin,
) => adminCall(t, token, method, url, body);
const shop = (url: string) => t.app.inject({ method: 'GET', url });

async function audit(action: string) {
  const res = await call('GET', `/api/admin/audit?action=${action}`);
  return (res.json() as AuditList).items;
}

const popup = {
  title: 'Téli nyitvatartás',
  content: '<p>Decemberben <b>10–16</b> óráig.</p>',
  active: true,
};

describe('roles', () => {
  const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/admin/content/popup'],
    ['PUT', '/api/admin/content/popup', popup],
    ['GET', '/api/admin/content/offer'],
    [
      'PUT',
      '/api/admin/content/offer',
      { title: 'A', content: '', url: '', img: '', active: true },
    ],
    ['GET', '/api/admin/content/slides'],
    ['POST', '/api/admin/content/slides', { src: '/media/a.jpg', position: 1 }],
    ['PUT', '/api/admin/content/slides/1', { src: '/media/a.jpg', position: 1 }],
    ['DELETE', '/api/admin/content/slides/1'],
    ['GET', '/api/admin/content/partners'],
    [
      'POST',
      '/api/admin/content/partners',
      { name: 'A', url: '', logo: '/media/a.png', position: 0 },
    ],
    [
      'PUT',
      '/api/admin/content/partners/1',
      { name: 'A', url: '', logo: '/media/a.png', position: 0 },
    ],
    ['DELETE', '/api/admin/content/partners/1'],
    ['GET', '/api/admin/content/pages'],
    [
      'POST',
      '/api/admin/content/pages',
      { alias: 'a', title: 'A', content: '', parentId: null, position: 0 },
    ],
    [
      'PUT',
      '/api/admin/content/pages/1',
      { alias: 'a', title: 'A', content: '', parentId: null, position: 0 },
    ],
    ['DELETE', '/api/admin/content/pages/1'],
    ['GET', '/api/admin/content/blog'],
    [
      'POST',
      '/api/admin/content/blog',
      { alias: 'a', title: 'A', date: '2026-11-23', excerpt: '', content: '' },
    ],
    [
      'PUT',
      '/api/admin/content/blog/1',
      { alias: 'a', title: 'A', date: '2026-11-23', excerpt: '', content: '' },
    ],
    ['DELETE', '/api/admin/content/blog/1'],
  ];

  it('every call: 401 without a staff token, 403 for support, nothing written', async () => {
    for (const [method, url, body] of calls) {
      const anonymous = await call(method, url, body, '');
      expect([method, url, anonymous.statusCode, anonymous.body]).toEqual([
        method,
        url,
        401,
        JSON.stringify({ message: 'Kérjük, jelentkezzen be munkatársként.' }),
      ]);
      const refused = await call(method, url, body, support);
      expect([method, url, refused.statusCode, refused.body]).toEqual([
        method,
        url,
        403,
        JSON.stringify({ message: 'Ehhez a művelethez adminisztrátori jogosultság kell.' }),
      ]);
    }
    for (const table of [
      'popups',
      'current_offers',
      'sliders',
      'partners',
      'pages',
      'blog_posts',
    ] as const)
      expect(await t.app.db.selectFrom(table).select('id').execute()).toEqual([]);
  });

  it('nothing changed for support: no popup, no audit entry', async () => {
    await call('PUT', '/api/admin/content/popup', popup, support);
    expect((await shop('/api/getPopup')).json()).toMatchObject({ active: false });
    expect(await audit('felhivas_mentes')).toEqual([]);
  });
});

describe('announcement popup', () => {
  it('a changing save gets a new alias, the shop answers it at once, the audit has before and after', async () => {
    const first = (await call('PUT', '/api/admin/content/popup', popup)).json() as AdminPopup;
    expect(first.alias).toMatch(/^felhivas-\d{8}-[0-9a-f]{8}$/);
    expect((await shop('/api/getPopup')).json()).toEqual({ ...first, active: true });

    // Saved again unchanged: same alias (shoppers who closed it are not bothered again), no entry.
    const same = (await call('PUT', '/api/admin/content/popup', popup)).json() as AdminPopup;
    expect(same.alias).toBe(first.alias);

    const changed = (
      await call('PUT', '/api/admin/content/popup', { ...popup, title: 'Új nyitvatartás' })
    ).json() as AdminPopup;
    expect(changed.alias).not.toBe(first.alias);
    expect((await shop('/api/getPopup')).json()).toMatchObject({
      alias: changed.alias,
      title: 'Új nyitvatartás',
    });
    expect((await call('GET', '/api/admin/content/popup')).json()).toEqual(changed);

    const entries = await audit('felhivas_mentes');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      staff: 'admin@motopont.hu',
      entity: 'popup',
      entityId: changed.alias,
      before: { alias: first.alias, title: popup.title },
      after: { alias: changed.alias, title: 'Új nyitvatartás', active: true },
    });

    // Switched off: the shop shows none; switched on again: a new alias, so it shows again.
    const off = (
      await call('PUT', '/api/admin/content/popup', {
        ...popup,
        title: 'Új nyitvatartás',
        active: false,
      })
    ).json() as AdminPopup;
    expect(off.alias).toBe(changed.alias);
    expect((await shop('/api/getPopup')).json()).toMatchObject({ active: false, alias: '' });
    const on = (
      await call('PUT', '/api/admin/content/popup', { ...popup, title: 'Új nyitvatartás' })
    ).json() as AdminPopup;
    expect(on.alias).not.toBe(changed.alias);
  });

  it('removes scripts and event handlers on save', async () => {
    const saved = (
      await call('PUT', '/api/admin/content/popup', {
        ...popup,
        content: '<p>Hello<script>alert(1)</script><img src="/media/x.png" onerror="alert(2)"></p>',
      })
    ).json() as AdminPopup;
    expect(saved.content).toBe('<p>Hello<img src="/media/x.png"></p>');
    const stored = await t.app.db.selectFrom('popups').select('content').executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onerror|alert/);
  });

  it('refuses bad input with the field named in Hungarian, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...popup, title: '' }, 'Adja meg a címet (legfeljebb 200 karakter).'],
      [{ content: 'x', active: true }, 'Adja meg a címet (legfeljebb 200 karakter).'],
      [{ ...popup, active: 'igen' }, 'Az „Aktív” mező értéke igen vagy nem lehet.'],
      [{ ...popup, extra: 1 }, 'Ismeretlen mező a kérésben: extra.'],
      [{ ...popup, content: 'x'.repeat(100_001) }, 'A tartalom legfeljebb 100 000 karakter lehet.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/admin/content/popup', body);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect(await t.app.db.selectFrom('popups').selectAll().execute()).toEqual([]);
  });
});

describe('pictures for slides and partner logos', () => {
  const upload = (bytes: Buffer, token: string | null = admin) =>
    adminCall(t, token, 'POST', '/api/admin/content/images', bytes, 'application/octet-stream');

  it('stores a checked picture by its hash; refuses a broken file in Hungarian; admins only', async () => {
    const png = await sharp({
      create: { width: 120, height: 60, channels: 3, background: '#335577' },
    })
      .png()
      .toBuffer();
    expect((await upload(png, null)).statusCode).toBe(401);
    expect((await upload(png, support)).statusCode).toBe(403);
    const stored = await upload(png);
    expect(stored.statusCode).toBe(200);
    const { url } = stored.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await upload(png)).json()).toEqual({ url });
    const served = await shop(url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const broken = await upload(png.subarray(0, png.length / 2));
    expect([broken.statusCode, broken.json()]).toEqual([422, { message: BROKEN_IMAGE_MESSAGE }]);
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([text.statusCode, text.json()]).toEqual([422, { message: BROKEN_IMAGE_MESSAGE }]);

    // The address goes into a slide as typed ones do.
    const slide = await call('POST', '/api/admin/content/slides', { src: url, position: 0 });
    expect((slide.json() as AdminSlide).src).toBe(url);
  });
});

describe('current offer, slides, partners', () => {
  it('the offer is saved sanitized and the shop answers it', async () => {
    const res = await call('PUT', '/api/admin/content/offer', {
      title: 'Téli akció',
      content: '<p onclick="x()">-20% <a href="javascript:alert(1)">itt</a></p>',
      url: '/akciok/',
      img: '/media/akcio.jpg',
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await shop('/api/getAktualis')).json()).toEqual({
      title: 'Téli akció',
      content: '<p>-20% <a>itt</a></p>',
      url: '/akciok/',
      img: '/media/akcio.jpg',
    });
    expect(
      (
        await call('PUT', '/api/admin/content/offer', {
          title: 'x',
          content: '',
          url: 'javascript:alert(1)',
          img: '',
          active: true,
        })
      ).json(),
    ).toEqual({
      message: 'A hivatkozás /… vagy https://… legyen (legfeljebb 500 karakter).',
    });
    expect(await audit('ajanlat_mentes')).toHaveLength(1);
  });

  it('slides are added, reordered and removed; the shop follows', async () => {
    const a = (
      await call('POST', '/api/admin/content/slides', { src: '/media/a.jpg', position: 2 })
    ).json() as AdminSlide;
    const b = (
      await call('POST', '/api/admin/content/slides', {
        src: 'https://cdn.example.hu/b.jpg',
        position: 1,
      })
    ).json() as AdminSlide;
    expect((await shop('/api/slidersToFrontPage')).json()).toEqual([
      { id: b.id, src: 'https://cdn.example.hu/b.jpg' },
      { id: a.id, src: '/media/a.jpg' },
    ]);
    await call('PUT', `/api/admin/content/slides/${a.id}`, { src: '/media/a.jpg', position: 0 });
    expect(
      ((await shop('/api/slidersToFrontPage')).json() as AdminSlide[]).map((s) => s.id),
    ).toEqual([a.id, b.id]);
    expect((await call('DELETE', `/api/admin/content/slides/${b.id}`)).json()).toEqual({
      status: 1,
    });
    expect((await shop('/api/slidersToFrontPage')).json()).toEqual([
      { id: a.id, src: '/media/a.jpg' },
    ]);
    const missing = await call('DELETE', `/api/admin/content/slides/${b.id}`);
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { message: 'Nincs ilyen kép a nyitóoldali képsorban.' },
    ]);
    const bad = await call('POST', '/api/admin/content/slides', {
      src: 'data:image/png;base64,AA',
      position: 0,
    });
    expect(bad.json()).toEqual({
      message: 'Adja meg a kép címét: /media/… vagy https://… (legfeljebb 500 karakter).',
    });
    expect(
      (await audit('kep_felvetel')).length +
        (await audit('kep_modositas')).length +
        (await audit('kep_torles')).length,
    ).toBe(4);
  });

  it('partners are added, changed and removed', async () => {
    const p = (
      await call('POST', '/api/admin/content/partners', {
        name: 'Motul',
        url: 'https://motul.com',
        logo: '/media/motul.png',
        position: 0,
      })
    ).json() as AdminPartner;
    await call('PUT', `/api/admin/content/partners/${p.id}`, {
      name: 'Motul Hungary',
      url: 'https://motul.hu',
      logo: '/media/motul.png',
      position: 0,
    });
    expect((await shop('/api/partners')).json()).toEqual([
      { name: 'Motul Hungary', url: 'https://motul.hu', logo: '/media/motul.png' },
    ]);
    const [entry] = await audit('partner_modositas');
    expect(entry).toMatchObject({ before: { name: 'Motul' }, after: { name: 'Motul Hungary' } });
    await call('DELETE', `/api/admin/content/partners/${p.id}`);
    expect((await shop('/api/partners')).json()).toEqual([]);
    const noPosition = await call('POST', '/api/admin/content/partners', {
      name: 'X',
      url: '',
      logo: '/media/x.png',
      position: -1,
    });
    expect(noPosition.json()).toEqual({ message: 'A sorrend 0 és 10 000 közötti egész szám.' });
  });
});

describe('info pages and blog posts', () => {
  const page = (over: Partial<AdminPage> = {}) => ({
    alias: 'szallitas',
    title: 'Szállítás',
    content: '<p>Futárral</p>',
    parentId: null,
    position: 0,
    ...over,
  });

  it('pages with children: created sanitized, shown by the shop, tree rules kept, deleted', async () => {
    const parent = (await call('POST', '/api/admin/content/pages', page())).json() as AdminPage;
    const child = (
      await call(
        'POST',
        '/api/admin/content/pages',
        page({
          alias: 'gls',
          title: 'GLS',
          content: '<p>GLS<script>x()</script></p>',
          parentId: parent.id,
        }),
      )
    ).json() as AdminPage;
    expect(child.content).toBe('<p>GLS</p>');
    expect((await shop('/api/getPages/szallitas')).json()).toEqual({
      alias: 'szallitas',
      title: 'Szállítás',
      content: '<p>Futárral</p>',
      children: [{ alias: 'gls', title: 'GLS' }],
    });
    expect((await shop('/api/getPages/gls')).json()).toMatchObject({ content: '<p>GLS</p>' });
    expect(
      ((await call('GET', '/api/admin/content/pages')).json() as AdminPage[]).map((p) => p.alias),
    ).toEqual(['szallitas', 'gls']);

    const taken = await call('POST', '/api/admin/content/pages', page({ title: 'Más' }));
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'Ez az azonosító már foglalt, válasszon másikat.' },
    ]);
    const grandchild = await call(
      'POST',
      '/api/admin/content/pages',
      page({ alias: 'unoka', parentId: child.id }),
    );
    expect(grandchild.statusCode).toBe(422);
    const badAlias = await call('POST', '/api/admin/content/pages', page({ alias: 'Szállítás!' }));
    expect(badAlias.json()).toEqual({
      message:
        'Az azonosító 1–100 karakter: kisbetűk, számjegyek és kötőjelek (pl. szallitasi-feltetelek).',
    });

    const withChildren = await call('DELETE', `/api/admin/content/pages/${parent.id}`);
    expect(withChildren.statusCode).toBe(409);
    await call('DELETE', `/api/admin/content/pages/${child.id}`);
    await call('DELETE', `/api/admin/content/pages/${parent.id}`);
    expect((await shop('/api/getPages/szallitas')).statusCode).toBe(404);
    expect((await audit('oldal_torles')).map((e) => e.before)).toEqual([
      expect.objectContaining({ alias: 'szallitas' }),
      expect.objectContaining({ alias: 'gls' }),
    ]);
  });

  it('blog posts: created sanitized, listed newest first, changed, deleted', async () => {
    const post = {
      alias: 'teli-tarolas',
      title: 'Téli tárolás',
      date: '2026-11-20',
      excerpt: '<p>Röviden<img src=x onerror=alert(1)></p>',
      content: '<p>Hosszan</p><script>alert(1)</script>',
    };
    const saved = (await call('POST', '/api/admin/content/blog', post)).json() as AdminBlogPost;
    expect(saved).toMatchObject({
      excerpt: '<p>Röviden<img src="x"></p>',
      content: '<p>Hosszan</p>',
    });
    await call('POST', '/api/admin/content/blog', { ...post, alias: 'tavasz', date: '2026-11-22' });
    expect(
      ((await shop('/api/blog_items')).json() as { alias: string }[]).map((p) => p.alias),
    ).toEqual(['tavasz', 'teli-tarolas']);
    await call('PUT', `/api/admin/content/blog/${saved.id}`, {
      ...post,
      title: 'Téli tárolás, új',
    });
    expect((await shop('/api/blog_item/teli-tarolas')).json()).toMatchObject({
      title: 'Téli tárolás, új',
      created_at: '2026-11-20T12:00:00.000Z',
    });
    const badDate = await call('POST', '/api/admin/content/blog', {
      ...post,
      alias: 'x',
      date: '2026-02-30',
    });
    expect([badDate.statusCode, badDate.json()]).toEqual([
      422,
      { message: 'A dátum formátuma: ÉÉÉÉ-HH-NN.' },
    ]);
    await call('DELETE', `/api/admin/content/blog/${saved.id}`);
    expect((await shop('/api/blog_item/teli-tarolas')).statusCode).toBe(404);
    expect(await audit('blog_felvetel')).toHaveLength(2);
  });
});

describe('every process', () => {
  it('another process on the same database shows a new post in its cached sitemap within 2 s', async () => {
    const processes = await twoProcesses();
    const { first: a, second: b } = processes;
    try {
      const token = await staffToken(a, 'admin', 'masik-admin@motopont.hu');
      const sitemap = async () =>
        (await b.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
      expect(await sitemap()).not.toContain('/blog/uj-bejegyzes');
      const started = Date.now();
      const res = await adminCall(a, token, 'POST', '/api/admin/content/blog', {
        alias: 'uj-bejegyzes',
        title: 'Új',
        date: '2026-11-23',
        excerpt: '',
        content: '',
      });
      expect(res.statusCode).toBe(200);
      let seen = false;
      while (!seen && Date.now() - started < 2000) {
        seen = (await sitemap()).includes('/blog/uj-bejegyzes');
        if (!seen) await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen).toBe(true);
    } finally {
      await processes.close();
    }
  });
});
