import {
  type AdminBlogPost,
  type AdminPage,
  type BlogPostInput,
  type PageInput,
} from '@common/api/admin-content.schema';
import { CONTENT_FIELD_MESSAGES } from '@common/api/admin-content.constants';
import type { Db } from '../../db/database';
import { ConflictError, UnprocessableError } from '../../errors';
import { sanitizeHtml } from './html-sanitizer';
import type { Actor } from '../audit/audit.service';
import { changeItem, type ItemKind } from '../audit/audited-change';

/**
 * Info pages (with one level of child pages) and blog posts in the back office. HTML is sanitized on
 * save; each change is one transaction with its audit entry, then the catalogue version is bumped
 * (the sitemap and the pages' heads are cached by it).
 */

export const PAGE_NOT_FOUND = 'Nincs ilyen információs oldal.';
export const POST_NOT_FOUND = 'Nincs ilyen blogbejegyzés.';
export const ALIAS_TAKEN = 'Ez az azonosító már foglalt, válasszon másikat.';
export const BAD_PARENT =
  'A szülőoldal csak egy másik, felső szintű oldal lehet (aloldalnak nem lehet aloldala).';
export const HAS_CHILDREN = 'Az oldalnak vannak aloldalai: előbb azokat törölje vagy helyezze át.';

const pageColumns = ['id', 'alias', 'title', 'content', 'parent_id', 'position'] as const;

type PageRow = {
  id: number;
  alias: string;
  title: string;
  content: string;
  parent_id: number | null;
  position: number;
};

const toPage = (row: PageRow): AdminPage => ({
  id: row.id,
  alias: row.alias,
  title: row.title,
  content: row.content,
  parentId: row.parent_id,
  position: row.position,
});

/** Every info page, parents first in display order, each followed by its children. */
export async function adminPages(db: Db): Promise<AdminPage[]> {
  const rows = await db
    .selectFrom('pages')
    .select(pageColumns)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const pages = rows.map(toPage);
  return pages
    .filter((p) => p.parentId === null)
    .flatMap((parent) => [parent, ...pages.filter((p) => p.parentId === parent.id)]);
}

async function findPageRow(db: Db, id: number) {
  return db.selectFrom('pages').select(pageColumns).where('id', '=', id).executeTakeFirst();
}

/** Refuses an alias another item of the table already has. */
async function checkAlias(trx: Db, table: 'pages' | 'blog_posts', alias: string, id?: number) {
  const same = await trx
    .selectFrom(table)
    .select('id')
    .where('alias', '=', alias)
    .executeTakeFirst();
  if (same && same.id !== id) throw new ConflictError(ALIAS_TAKEN);
}

const childrenOf = (trx: Db, id: number) =>
  trx.selectFrom('pages').select('id').where('parent_id', '=', id).execute();

const PAGE: ItemKind<AdminPage, PageInput> = {
  entity: 'page',
  actions: ['oldal_felvetel', 'oldal_modositas', 'oldal_torles'],
  notFound: PAGE_NOT_FOUND,
  find: async (trx, id) => {
    const row = await findPageRow(trx, id);
    return row && toPage(row);
  },
  async save(trx, before, input) {
    await checkAlias(trx, 'pages', input.alias, before?.id);
    if (input.parentId !== null) {
      const parent = await findPageRow(trx, input.parentId);
      const children = before ? await childrenOf(trx, before.id) : [];
      if (!parent || parent.parent_id !== null || parent.id === before?.id || children.length > 0)
        throw new UnprocessableError(BAD_PARENT);
    }
    const values = {
      alias: input.alias,
      title: input.title,
      content: sanitizeHtml(input.content),
      parent_id: input.parentId,
      position: input.position,
    };
    if (before) await trx.updateTable('pages').set(values).where('id', '=', before.id).execute();
    const id =
      before?.id ??
      (await trx.insertInto('pages').values(values).returning('id').executeTakeFirstOrThrow()).id;
    return toPage({ id, ...values });
  },
  async remove(trx, before) {
    if ((await childrenOf(trx, before.id)).length > 0) throw new ConflictError(HAS_CHILDREN);
    await trx.deleteFrom('pages').where('id', '=', before.id).execute();
  },
};

/** Creates (id null), changes or deletes (input null) an info page. */
export const changePage = (db: Db, actor: Actor, id: number | null, input: PageInput | null) =>
  changeItem(db, actor, PAGE, id, input);

type PostRow = {
  id: number;
  alias: string;
  title: string;
  created_at: string;
  excerpt: string;
  content: string;
};

const toPost = (row: PostRow): AdminBlogPost => ({
  id: row.id,
  alias: row.alias,
  title: row.title,
  date: row.created_at.slice(0, 10),
  excerpt: row.excerpt,
  content: row.content,
});

const postColumns = ['id', 'alias', 'title', 'created_at', 'excerpt', 'content'] as const;

/** Blog posts, newest first. */
export async function adminBlogPosts(db: Db): Promise<AdminBlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(postColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPost);
}

const POST: ItemKind<AdminBlogPost, BlogPostInput> = {
  entity: 'blog',
  actions: ['blog_felvetel', 'blog_modositas', 'blog_torles'],
  notFound: POST_NOT_FOUND,
  find: async (trx, id) => {
    const row = await trx
      .selectFrom('blog_posts')
      .select(postColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPost(row);
  },
  async save(trx, before, input) {
    await checkAlias(trx, 'blog_posts', input.alias, before?.id);
    const day = new Date(`${input.date}T12:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(input.date))
      throw new UnprocessableError(CONTENT_FIELD_MESSAGES.date!);
    const values = {
      alias: input.alias,
      title: input.title,
      // Noon UTC: the same calendar day in Hungary whatever the season.
      created_at: `${input.date}T12:00:00.000Z`,
      excerpt: sanitizeHtml(input.excerpt),
      content: sanitizeHtml(input.content),
    };
    if (before)
      await trx.updateTable('blog_posts').set(values).where('id', '=', before.id).execute();
    const id =
      before?.id ??
      (await trx.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow())
        .id;
    return toPost({ id, ...values });
  },
  async remove(trx, before) {
    await trx.deleteFrom('blog_posts').where('id', '=', before.id).execute();
  },
};

/** Creates (id null), changes or deletes (input null) a blog post. */
export const changeBlogPost = (
  db: Db,
  actor: Actor,
  id: number | null,
  input: BlogPostInput | null,
) => changeItem(db, actor, POST, id, input);
