import type { CurrentOffer, Partner, Slider } from '@common/api/content.schema';
import type { Db } from '../../db/database';

/** The home page's slideshow images in display order. */
export async function listSliders(db: Db): Promise<Slider[]> {
  return db.selectFrom('sliders').select(['id', 'src']).orderBy('position').orderBy('id').execute();
}

/** The current offer tile: the newest active offer, or `{}` when none is switched on. */
export async function currentOffer(db: Db): Promise<CurrentOffer> {
  const offer = await db
    .selectFrom('current_offers')
    .select(['url', 'title', 'content', 'img'])
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return offer ?? {};
}

/** The partner logos of the home page, in display order. */
export async function listPartners(db: Db): Promise<Partner[]> {
  return db
    .selectFrom('partners')
    .select(['name', 'url', 'logo'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
