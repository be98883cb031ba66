import type { Kysely } from 'kysely';
import type { BlogArticle, BlogItem, Page, PageLink, Popup } from '@common/api/content.schema';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';

export const BLOG_NOT_FOUND_MESSAGE = 'Bejegyzés nem található.';

/** What getPopup answers when no announcement is switched on. */
export const NO_POPUP: Popup = { alias: '', active: false, title: '', content: '' };

/** An info page with its child pages in display order, or null when the alias is unknown. */
export async function findPage(
  db: Kysely<Database>,
  alias: string,
): Promise<Required<Page> | null> {
  const page = await db
    .selectFrom('pages')
    .select(['id', 'alias', 'title', 'content'])
    .where('alias', '=', alias)
    .executeTakeFirst();
  if (!page) return null;
  const children = await db
    .selectFrom('pages')
    .select(['alias', 'title'])
    .where('parent_id', '=', page.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { alias: page.alias, title: page.title, content: page.content, children };
}

/** The top-level info pages, for the footer. */
export async function listParentPages(db: Kysely<Database>): Promise<PageLink[]> {
  return db
    .selectFrom('pages')
    .select(['alias', 'title'])
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Blog posts, newest first (ISO dates sort as text on every database). */
export async function listBlogItems(db: Kysely<Database>): Promise<BlogItem[]> {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'alias', 'title', 'created_at', 'excerpt'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function getBlogArticle(db: Kysely<Database>, alias: string): Promise<BlogArticle> {
  const post = await db
    .selectFrom('blog_posts')
    .select(['id', 'alias', 'title', 'created_at', 'content'])
    .where('alias', '=', alias)
    .executeTakeFirst();
  if (!post) throw new NotFoundError(BLOG_NOT_FOUND_MESSAGE);
  return post;
}

/** The announcement that is switched on (the newest if several are), or NO_POPUP. */
export async function getActivePopup(db: Kysely<Database>): Promise<Popup> {
  const popup = await db
    .selectFrom('popups')
    .select(['alias', 'title', 'content'])
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return popup ? { ...popup, active: true } : NO_POPUP;
}

/** Whether an announcement is switched on: each page's HTML preloads its sanitizer then. */
export async function hasActivePopup(db: Kysely<Database>): Promise<boolean> {
  const popup = await db
    .selectFrom('popups')
    .select('id')
    .where('active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return Boolean(popup);
}
