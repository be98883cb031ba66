import { stripTags } from '@common/text-normalize';
import { HOME_PAGE_NAME } from '@common/section-names';
import { currentOffer } from '../services/catalogue/home-content.service';
import { findPage } from '../services/content/content.service';
import { shorten } from './head-tags';
import { type PageAnswer, type SeoContext, basicHead, homeCrumb, pathSegment } from './seo-context';
import {
  blogPostingObject,
  breadcrumbList,
  organizationObject,
  webSiteObject,
} from './structured-data';

/** The screens' not-found texts (spec section 2: info pages, blog). */
const PAGE_NOT_FOUND = 'Nem található ilyen oldal.';
const POST_NOT_FOUND = 'Bejegyzés nem található.';
const BLOG = 'Blog';

export async function homePage(ctx: SeoContext): Promise<PageAnswer> {
  // The offer tile's picture is the home page's largest on a phone; the SPA shows the tile only
  // with a title (home-tiles.tsx), and uses the picture's address as it is.
  const offer = await currentOffer(ctx.db);
  return {
    status: 200,
    head: basicHead(ctx, HOME_PAGE_NAME, {
      canonical: `${ctx.baseUrl}/`,
      jsonLd: [organizationObject(ctx.shop), webSiteObject(ctx.shop)],
      preloadImage: offer.title && offer.img ? offer.img : null,
      // The home screen's requests (client features/home/home.api.ts).
      preloadData: ['/api/getAktualis', '/api/slidersToFrontPage', '/api/partners'],
    }),
  };
}

/** /o/{alias} and /o/{alias}/{child}: an info page, or one of its child pages. */
export async function infoPage(
  ctx: SeoContext,
  alias: string,
  child: string | null,
): Promise<PageAnswer> {
  const page = await findPage(ctx.db, alias);
  if (!page) {
    return {
      status: 404,
      head: basicHead(ctx, PAGE_NOT_FOUND, { description: PAGE_NOT_FOUND, noindex: true }),
    };
  }
  const pageUrl = `${ctx.baseUrl}/o/${pathSegment(page.alias)}`;
  const crumbs = [homeCrumb(ctx), { name: page.title, url: pageUrl }];
  if (child === null) {
    return {
      status: 200,
      head: basicHead(ctx, page.title, {
        description: shorten(stripTags(page.content)) || ctx.defaultDescription,
        canonical: pageUrl,
        jsonLd: [breadcrumbList(crumbs)],
      }),
    };
  }
  const link = page.children.find((c) => c.alias === child);
  const childPage = link ? await findPage(ctx.db, link.alias) : null;
  if (!childPage) {
    // The SPA shows the parent's title with the not-found text in place of the child's content.
    return {
      status: 404,
      head: basicHead(ctx, page.title, { description: PAGE_NOT_FOUND, noindex: true }),
    };
  }
  const url = `${pageUrl}/${pathSegment(childPage.alias)}`;
  return {
    status: 200,
    head: basicHead(ctx, `${childPage.title} - ${page.title}`, {
      description: shorten(stripTags(childPage.content)) || ctx.defaultDescription,
      canonical: url,
      jsonLd: [breadcrumbList([...crumbs, { name: childPage.title, url }])],
    }),
  };
}

export function blogListPage(ctx: SeoContext): PageAnswer {
  const url = `${ctx.baseUrl}/blog`;
  return {
    status: 200,
    head: basicHead(ctx, BLOG, {
      canonical: url,
      jsonLd: [breadcrumbList([homeCrumb(ctx), { name: BLOG, url }])],
    }),
  };
}

export async function blogArticlePage(ctx: SeoContext, alias: string): Promise<PageAnswer> {
  const post = await ctx.db
    .selectFrom('blog_posts')
    .select(['alias', 'title', 'created_at', 'excerpt', 'content'])
    .where('alias', '=', alias)
    .executeTakeFirst();
  if (!post) {
    return {
      status: 404,
      head: basicHead(ctx, POST_NOT_FOUND, { description: POST_NOT_FOUND, noindex: true }),
    };
  }
  const url = `${ctx.baseUrl}/blog/${pathSegment(post.alias)}`;
  const description =
    shorten(stripTags(post.excerpt)) || shorten(stripTags(post.content)) || ctx.defaultDescription;
  return {
    status: 200,
    head: basicHead(ctx, post.title, {
      description,
      canonical: url,
      ogType: 'article',
      jsonLd: [
        blogPostingObject({
          title: post.title,
          description,
          url,
          published: post.created_at,
          publisher: ctx.brand,
        }),
        breadcrumbList([
          homeCrumb(ctx),
          { name: BLOG, url: `${ctx.baseUrl}/blog` },
          { name: post.title, url },
        ]),
      ],
    }),
  };
}
