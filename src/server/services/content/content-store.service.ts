import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { sanitizeHtml } from './html-sanitizer';

/**
 * Every way content gets into the database goes through here, so the HTML is sanitized once, on the
 * way in, and read paths can serve what is stored.
 */

export interface PageInput {
  alias: string;
  title: string;
  content: string;
  position?: number;
  /** Alias of the parent page; it must already be stored. */
  parentAlias?: string | null;
}

export async function savePage(db: Kysely<Database>, input: PageInput): Promise<number> {
  const parent = input.parentAlias
    ? await db
        .selectFrom('pages')
        .select('id')
        .where('alias', '=', input.parentAlias)
        .executeTakeFirstOrThrow()
    : null;
  const values = {
    title: input.title,
    content: sanitizeHtml(input.content),
    position: input.position ?? 0,
    parent_id: parent?.id ?? null,
  };
  const existing = await db
    .selectFrom('pages')
    .select('id')
    .where('alias', '=', input.alias)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('pages').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await db
    .insertInto('pages')
    .values({ alias: input.alias, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface BlogPostInput {
  alias: string;
  title: string;
  /** ISO date-time. */
  createdAt: string;
  excerpt: string;
  content: string;
}

export async function saveBlogPost(db: Kysely<Database>, input: BlogPostInput): Promise<void> {
  const values = {
    title: input.title,
    created_at: new Date(input.createdAt).toISOString(),
    excerpt: sanitizeHtml(input.excerpt),
    content: sanitizeHtml(input.content),
  };
  const existing = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('alias', '=', input.alias)
    .executeTakeFirst();
  if (existing)
    await db.updateTable('blog_posts').set(values).where('id', '=', existing.id).execute();
  else
    await db
      .insertInto('blog_posts')
      .values({ alias: input.alias, ...values })
      .execute();
}

export interface PopupInput {
  alias: string;
  title: string;
  content: string;
  active: boolean;
}

/** Stores an announcement; switching one on switches the others off, so the shop shows one at a time. */
export async function savePopup(db: Kysely<Database>, input: PopupInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (input.active)
      await trx
        .updateTable('popups')
        .set({ active: 0 })
        .where('alias', '<>', input.alias)
        .execute();
    const values = {
      title: input.title,
      content: sanitizeHtml(input.content),
      active: input.active ? 1 : 0,
    };
    const existing = await trx
      .selectFrom('popups')
      .select('id')
      .where('alias', '=', input.alias)
      .executeTakeFirst();
    if (existing)
      await trx.updateTable('popups').set(values).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('popups')
        .values({ alias: input.alias, ...values })
        .execute();
  });
}
