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
import { shopDay } from '@common/dates';
import type { Db } from '../../db/database';
import { sanitizeHtml } from './html-sanitizer';
import type { Actor } from '../audit/audit.service';
import { auditedChange, changeItem, type ItemKind } from '../audit/audited-change';

/**
 * The back office's home content and announcement: each change is one transaction with its audit
 * entry; afterwards the catalogue version is bumped, so every process drops what it cached from it
 * (sitemap, page heads) within a second.
 */

export const SLIDE_NOT_FOUND = 'Nincs ilyen kép a nyitóoldali képsorban.';
export const PARTNER_NOT_FOUND = 'Nincs ilyen partner.';

/** A new announcement alias: shoppers who closed the previous one see this one again. */
export function newPopupAlias(now = new Date()): string {
  const day = shopDay(now).replace(/-/g, '');
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
  return auditedChange(db, actor, async (trx) => {
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
    if (before && !changed && before.active === after.active)
      return { result: before, audit: null };
    const stored = { ...after, active: after.active ? 1 : 0 };
    if (row) await trx.updateTable('popups').set(stored).where('id', '=', row.id).execute();
    else await trx.insertInto('popups').values(stored).execute();
    if (after.active)
      await trx
        .updateTable('popups')
        .set({ active: 0 })
        .where('alias', '<>', after.alias)
        .execute();
    return {
      result: after,
      audit: { action: 'felhivas_mentes', entity: 'popup', entityId: after.alias, before, after },
    };
  });
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
  return auditedChange(db, actor, async (trx) => {
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
    return {
      result: after,
      audit: {
        action: 'ajanlat_mentes',
        entity: 'offer',
        entityId: row?.id ?? '',
        before: row ? before : null,
        after,
      },
    };
  });
}

const slideColumns = ['id', 'src', 'position'] as const;

export async function adminSlides(db: Db): Promise<AdminSlide[]> {
  return db.selectFrom('sliders').select(slideColumns).orderBy('position').orderBy('id').execute();
}

const SLIDE: ItemKind<AdminSlide, SlideInput> = {
  entity: 'slide',
  actions: ['kep_felvetel', 'kep_modositas', 'kep_torles'],
  notFound: SLIDE_NOT_FOUND,
  find: (trx, id) =>
    trx.selectFrom('sliders').select(slideColumns).where('id', '=', id).executeTakeFirst(),
  async save(trx, before, input) {
    if (before) await trx.updateTable('sliders').set(input).where('id', '=', before.id).execute();
    const id =
      before?.id ??
      (await trx.insertInto('sliders').values(input).returning('id').executeTakeFirstOrThrow()).id;
    return { id, ...input };
  },
  async remove(trx, before) {
    await trx.deleteFrom('sliders').where('id', '=', before.id).execute();
  },
};

/** Adds (id null), changes or removes (input null) a slide of the home page. */
export const changeSlide = (db: Db, actor: Actor, id: number | null, input: SlideInput | null) =>
  changeItem(db, actor, SLIDE, id, input);

const partnerColumns = ['id', 'name', 'url', 'logo', 'position'] as const;

export async function adminPartners(db: Db): Promise<AdminPartner[]> {
  return db
    .selectFrom('partners')
    .select(partnerColumns)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const PARTNER: ItemKind<AdminPartner, PartnerInput> = {
  entity: 'partner',
  actions: ['partner_felvetel', 'partner_modositas', 'partner_torles'],
  notFound: PARTNER_NOT_FOUND,
  find: (trx, id) =>
    trx.selectFrom('partners').select(partnerColumns).where('id', '=', id).executeTakeFirst(),
  async save(trx, before, input) {
    if (before) await trx.updateTable('partners').set(input).where('id', '=', before.id).execute();
    const id =
      before?.id ??
      (await trx.insertInto('partners').values(input).returning('id').executeTakeFirstOrThrow()).id;
    return { id, ...input };
  },
  async remove(trx, before) {
    await trx.deleteFrom('partners').where('id', '=', before.id).execute();
  },
};

/** Adds (id null), changes or removes (input null) a partner of the home and partners pages. */
export const changePartner = (
  db: Db,
  actor: Actor,
  id: number | null,
  input: PartnerInput | null,
) => changeItem(db, actor, PARTNER, id, input);
