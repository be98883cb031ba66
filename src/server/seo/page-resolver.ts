import { blogArticlePage, blogListPage, homePage, infoPage } from './content-heads';
import { listPage, pathSegments } from './list-head';
import { productPage } from './product-head';
import { type PageAnswer, type SeoContext, basicHead } from './seo-context';

interface Screen {
  title: string;
  /** Private or per-visitor screens are kept out of search engines. */
  indexed: boolean;
}

/** The SPA's fixed screens (spec section 2) with the titles their screens set. */
const SCREENS: Record<string, Screen> = {
  partnerek: { title: 'Partnereink', indexed: true },
  'adatvedelmi-nyilatkozat': { title: 'Adatvédelmi nyilatkozat', indexed: true },
  'felhasznalasi-feltetelek': { title: 'Felhasználási feltételek', indexed: true },
  belepes: { title: 'Belépés', indexed: false },
  regisztracio: { title: 'Regisztráció', indexed: false },
  elfelejtett_jelszo: { title: 'Elfelejtett jelszó', indexed: false },
  profil: { title: 'Profil', indexed: false },
  kosar: { title: 'Kosár', indexed: false },
  'adatok-szallitas': { title: 'Adatok, szállítás', indexed: false },
  megrendeles: { title: 'Megrendelés', indexed: false },
  kedvencek: { title: 'Kedvencek', indexed: false },
};

function screenPage(ctx: SeoContext, path: string, screen: Screen): PageAnswer {
  return {
    status: 200,
    head: basicHead(ctx, screen.title, {
      noindex: !screen.indexed,
      canonical: screen.indexed ? `${ctx.baseUrl}${path}` : null,
    }),
  };
}

/**
 * What the server answers for a page path, following the SPA's route table (src/client/app/routes.tsx):
 * the page's own head and status, without rendering React.
 */
export async function resolvePage(
  ctx: SeoContext,
  pathname: string,
  query: URLSearchParams,
): Promise<PageAnswer> {
  const segments = pathSegments(pathname);
  const [first, second, third] = segments;
  const count = segments.length;
  if (first === undefined) return homePage(ctx);
  if (first === 'admin') return { status: 200, head: basicHead(ctx, null, { noindex: true }) };
  if (first === 'alkatresz-kereso') {
    return screenPage(ctx, '/alkatresz-kereso/', { title: 'Motorom', indexed: true });
  }
  if (count === 1 && SCREENS[first]) return screenPage(ctx, `/${first}`, SCREENS[first]);
  if (first === 'password_reset' && count === 2) {
    return screenPage(ctx, '', { title: 'Új jelszó beállítása', indexed: false });
  }
  if (first === 'ertesites-leiratkozas' && count === 2) {
    return screenPage(ctx, '', { title: 'Leiratkozás a készletértesítésekről', indexed: false });
  }
  if (first === 'email-megerosites' && count === 2) {
    return screenPage(ctx, '', { title: 'E-mail-cím megerősítése', indexed: false });
  }
  if (first === 'profil' && second === 'rendelesek' && count === 3) {
    return screenPage(ctx, '', { title: 'Rendelés', indexed: false });
  }
  if (first === 'termek' && second !== undefined && count === 2) return productPage(ctx, second);
  if (first === 'o' && second !== undefined && count <= 3) {
    return infoPage(ctx, second, third ?? null);
  }
  if (first === 'blog' && count === 1) return blogListPage(ctx);
  if (first === 'blog' && second !== undefined && count === 2) return blogArticlePage(ctx, second);
  return listPage(ctx, pathname, query);
}
