import {
  type AdminBlogPost,
  type AdminPage,
  type BlogPostInput,
  type PageInput,
} from '@common/api/admin-content.schema';
import { CONTENT_FIELD_MESSAGES } from '@common/api/admin-content.constants';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { bumpCatalogueVersion } from '../catalogue/catalogue-cache';
import { sanitizeHtml } from '../content/html-sanitizer';
import { type Actor, writeAudit } from './audit.service';

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

/** Creates (id null), changes or deletes (input null) an info page. */
export async function changePage(
  db: Db,
  actor: Actor,
  id: number | null,
  input: PageInput | null,
): Promise<AdminPage | null> {
  const result = await db.transaction().execute(async (trx) => {
    const row = id ? await findPageRow(trx, id) : null;
    if (id && !row) throw new NotFoundError(PAGE_NOT_FOUND);
    const before = row ? toPage(row) : null;
    const children = id
      ? await trx.selectFrom('pages').select('id').where('parent_id', '=', id).execute()
      : [];
    if (!input) {
      if (children.length > 0) throw new ConflictError(HAS_CHILDREN);
      await trx.deleteFrom('pages').where('id', '=', id!).execute();
    } else {
      const sameAlias = await trx
        .selectFrom('pages')
        .select('id')
        .where('alias', '=', input.alias)
        .executeTakeFirst();
      if (sameAlias && sameAlias.id !== id) throw new ConflictError(ALIAS_TAKEN);
      if (input.parentId !== null) {
        const parent = await findPageRow(trx, input.parentId);
        if (!parent || parent.parent_id !== null || parent.id === id || children.length > 0)
          throw new UnprocessableError(BAD_PARENT);
      }
    }
    let after: AdminPage | null = null;
    if (input) {
      const values = {
        alias: input.alias,
        title: input.title,
        content: sanitizeHtml(input.content),
        parent_id: input.parentId,
        position: input.position,
      };
      const saved = row
        ? (await trx.updateTable('pages').set(values).where('id', '=', row.id).execute(), row.id)
        : (await trx.insertInto('pages').values(values).returning('id').executeTakeFirstOrThrow())
            .id;
      after = toPage({ id: saved, ...values });
    }
    await writeAudit(trx, actor, {
      action: !input ? 'oldal_torles' : before ? 'oldal_modositas' : 'oldal_felvetel',
      entity: 'page',
      entityId: (after ?? before)!.id,
      before,
      after,
    });
    return after;
  });
  await bumpCatalogueVersion(db);
  return result;
}

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

/** Creates (id null), changes or deletes (input null) a blog post. */
export async function changeBlogPost(
  db: Db,
  actor: Actor,
  id: number | null,
  input: BlogPostInput | null,
): Promise<AdminBlogPost | null> {
  const result = await db.transaction().execute(async (trx) => {
    const row = id
      ? await trx
          .selectFrom('blog_posts')
          .select(postColumns)
          .where('id', '=', id)
          .executeTakeFirst()
      : null;
    if (id && !row) throw new NotFoundError(POST_NOT_FOUND);
    const before = row ? toPost(row) : null;
    let after: AdminBlogPost | null = null;
    if (!input) await trx.deleteFrom('blog_posts').where('id', '=', id!).execute();
    else {
      const sameAlias = await trx
        .selectFrom('blog_posts')
        .select('id')
        .where('alias', '=', input.alias)
        .executeTakeFirst();
      if (sameAlias && sameAlias.id !== id) throw new ConflictError(ALIAS_TAKEN);
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
      const saved = row
        ? (await trx.updateTable('blog_posts').set(values).where('id', '=', row.id).execute(),
          row.id)
        : (
            await trx
              .insertInto('blog_posts')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      after = toPost({ id: saved, ...values });
    }
    await writeAudit(trx, actor, {
      action: !input ? 'blog_torles' : before ? 'blog_modositas' : 'blog_felvetel',
      entity: 'blog',
      entityId: (after ?? before)!.id,
      before,
      after,
    });
    return after;
  });
  await bumpCatalogueVersion(db);
  return result;
}
