import crypto from 'node:crypto';
import type {
  AdminOffer,
  AdminPartner,
  AdminPopup,
  AdminSlide,
  OfferInput,
  PartnerInput,
  PopupInput,
  SlideInput,
} from '@common/api/admin-content.schema';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import { bumpCatalogueVersion } from '../catalogue/catalogue-cache';
import { sanitizeHtml } from '../content/html-sanitizer';
import { type Actor, writeAudit } from './audit.service';

/**
 * The back office's home content and announcement: each change is one transaction with its audit
 * entry; afterwards the catalogue version is bumped, so every process drops what it cached from it
 * (sitemap, page heads) within a second.
 */

export const SLIDE_NOT_FOUND = 'Nincs ilyen kép a nyitóoldali képsorban.';
export const PARTNER_NOT_FOUND = 'Nincs ilyen partner.';

/** A new announcement alias: shoppers who closed the previous one see this one again. */
export function newPopupAlias(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `felhivas-${day}-${crypto.randomBytes(4).toString('hex')}`;
}

const EMPTY_POPUP: AdminPopup = { alias: '', title: '', content: '', active: false };

/** The announcement the back office edits: the newest one stored. */
export async function adminPopup(db: Db): Promise<AdminPopup> {
  const row = await db
    .selectFrom('popups')
    .select(['alias', 'title', 'content', 'active'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, active: row.active === 1 } : EMPTY_POPUP;
}

/**
 * Saves the announcement. A save that changes it (title, content, or switching it on) gets a new
 * alias, because the shop shows an announcement again only when its alias differs from the one the
 * shopper closed. Switching it on switches every other one off.
 */
export async function savePopup(db: Db, actor: Actor, input: PopupInput): Promise<AdminPopup> {
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('popups').selectAll().orderBy('id', 'desc').executeTakeFirst();
    const before: AdminPopup | null = row
      ? { alias: row.alias, title: row.title, content: row.content, active: row.active === 1 }
      : null;
    const values = {
      title: input.title,
      content: sanitizeHtml(input.content),
      active: input.active,
    };
    const changed =
      !before ||
      before.title !== values.title ||
      before.content !== values.content ||
      (values.active && !before.active);
    const after: AdminPopup = {
      alias: changed || !before ? newPopupAlias() : before.alias,
      ...values,
    };
    if (before && !changed && before.active === after.active) return before;
    const stored = { ...after, active: after.active ? 1 : 0 };
    if (row) await trx.updateTable('popups').set(stored).where('id', '=', row.id).execute();
    else await trx.insertInto('popups').values(stored).execute();
    if (after.active)
      await trx
        .updateTable('popups')
        .set({ active: 0 })
        .where('alias', '<>', after.alias)
        .execute();
    await writeAudit(trx, actor, {
      action: 'felhivas_mentes',
      entity: 'popup',
      entityId: after.alias,
      before,
      after,
    });
    return after;
  });
  await bumpCatalogueVersion(db);
  return saved;
}

const EMPTY_OFFER: AdminOffer = { title: '', content: '', url: '', img: '', active: false };

/** The current offer the back office edits: the newest one stored. */
export async function adminOffer(db: Db): Promise<AdminOffer> {
  const row = await db
    .selectFrom('current_offers')
    .select(['title', 'content', 'url', 'img', 'active'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, active: row.active === 1 } : EMPTY_OFFER;
}

/** Saves the current offer (the newest row; older ones are switched off when it is switched on). */
export async function saveOffer(db: Db, actor: Actor, input: OfferInput): Promise<AdminOffer> {
  const after: AdminOffer = { ...input, content: sanitizeHtml(input.content) };
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('current_offers')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const before = await adminOffer(trx);
    const stored = { ...after, active: after.active ? 1 : 0 };
    if (row) {
      await trx.updateTable('current_offers').set(stored).where('id', '=', row.id).execute();
      if (after.active)
        await trx
          .updateTable('current_offers')
          .set({ active: 0 })
          .where('id', '<>', row.id)
          .execute();
    } else await trx.insertInto('current_offers').values(stored).execute();
    await writeAudit(trx, actor, {
      action: 'ajanlat_mentes',
      entity: 'offer',
      entityId: row?.id ?? '',
      before: row ? before : null,
      after,
    });
  });
  await bumpCatalogueVersion(db);
  return after;
}

export async function adminSlides(db: Db): Promise<AdminSlide[]> {
  return db
    .selectFrom('sliders')
    .select(['id', 'src', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Adds (id null), changes or removes (input null) a slide of the home page. */
export async function changeSlide(
  db: Db,
  actor: Actor,
  id: number | null,
  input: SlideInput | null,
): Promise<AdminSlide | null> {
  const result = await db.transaction().execute(async (trx) => {
    const before = id
      ? await trx
          .selectFrom('sliders')
          .select(['id', 'src', 'position'])
          .where('id', '=', id)
          .executeTakeFirst()
      : null;
    if (id && !before) throw new NotFoundError(SLIDE_NOT_FOUND);
    let after: AdminSlide | null = null;
    if (!input) await trx.deleteFrom('sliders').where('id', '=', id!).execute();
    else if (before) {
      await trx.updateTable('sliders').set(input).where('id', '=', before.id).execute();
      after = { id: before.id, ...input };
    } else {
      const row = await trx
        .insertInto('sliders')
        .values(input)
        .returning('id')
        .executeTakeFirstOrThrow();
      after = { id: row.id, ...input };
    }
    await writeAudit(trx, actor, {
      action: !input ? 'kep_torles' : before ? 'kep_modositas' : 'kep_felvetel',
      entity: 'slide',
      entityId: (after ?? before)!.id,
      before,
      after,
    });
    return after;
  });
  await bumpCatalogueVersion(db);
  return result;
}

export async function adminPartners(db: Db): Promise<AdminPartner[]> {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'url', 'logo', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Adds (id null), changes or removes (input null) a partner of the home and partners pages. */
export async function changePartner(
  db: Db,
  actor: Actor,
  id: number | null,
  input: PartnerInput | null,
): Promise<AdminPartner | null> {
  const result = await db.transaction().execute(async (trx) => {
    const before = id
      ? await trx
          .selectFrom('partners')
          .select(['id', 'name', 'url', 'logo', 'position'])
          .where('id', '=', id)
          .executeTakeFirst()
      : null;
    if (id && !before) throw new NotFoundError(PARTNER_NOT_FOUND);
    let after: AdminPartner | null = null;
    if (!input) await trx.deleteFrom('partners').where('id', '=', id!).execute();
    else if (before) {
      await trx.updateTable('partners').set(input).where('id', '=', before.id).execute();
      after = { id: before.id, ...input };
    } else {
      const row = await trx
        .insertInto('partners')
        .values(input)
        .returning('id')
        .executeTakeFirstOrThrow();
      after = { id: row.id, ...input };
    }
    await writeAudit(trx, actor, {
      action: !input ? 'partner_torles' : before ? 'partner_modositas' : 'partner_felvetel',
      entity: 'partner',
      entityId: (after ?? before)!.id,
      before,
      after,
    });
    return after;
  });
  await bumpCatalogueVersion(db);
  return result;
}
