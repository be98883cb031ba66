import type { Db } from '../db/database';
import { bannerSvg, logoSvg, type MediaWriter } from './demo-media';

/** The home page's demo content: slider pictures, the current offer and the partner logos. */

const SLIDES = [
  {
    title: 'Új szezon, új felszerelés',
    subtitle: 'Kabátok, kesztyűk és csizmák a tavaszi kezdéshez',
    colour: '#1d3557',
    accent: '#e63946',
  },
  {
    title: 'Sisakok minden fejre',
    subtitle: 'Integrál, felnyitható, nyitott és cross sisakok',
    colour: '#2a2a2a',
    accent: '#f4a261',
  },
  {
    title: 'Alkatrész a motorodhoz',
    subtitle: 'Válaszd ki a típusodat a Motorom keresőben',
    colour: '#264653',
    accent: '#2a9d8f',
  },
  {
    title: 'Ingyenes GLS szállítás',
    subtitle: '50 000 Ft feletti rendelésnél',
    colour: '#5f0f40',
    accent: '#fb8b24',
  },
];

export const DEMO_PARTNERS = [
  { name: 'Alpinestars', url: 'https://www.alpinestars.com/', colour: '#d62828' },
  { name: 'Shoei', url: 'https://www.shoei-europe.com/', colour: '#003049' },
  { name: 'Dainese', url: 'https://www.dainese.com/', colour: '#c1121f' },
  { name: 'Motul', url: 'https://www.motul.com/', colour: '#e85d04' },
  { name: 'Brembo', url: 'https://www.brembo.com/', colour: '#9d0208' },
  { name: 'NGK', url: 'https://www.ngkntk.com/', colour: '#0466c8' },
  { name: 'GIVI', url: 'https://www.givi.it/', colour: '#353535' },
  { name: 'HJC', url: 'https://www.hjchelmets.eu/', colour: '#6a040f' },
];

export const DEMO_OFFER = {
  url: '/akciok/',
  title: 'Téli kabátvásár',
  content:
    '<p>Most <strong>akár 30% kedvezménnyel</strong> viheted haza a kiválasztott textil- és bőrkabátokat.</p>' +
    '<p>Az akció a készlet erejéig tart. Nézd meg az <a href="/akciok/">akciós termékeinket</a>!</p>',
};

export async function seedHomeContent(
  db: Db,
  media: MediaWriter,
): Promise<{ sliders: number; partners: number }> {
  const sliders = SLIDES.map((slide, position) => ({
    src: media.write(`sliders/slide-${position + 1}.svg`, bannerSvg(slide)),
    position,
  }));
  await db.insertInto('sliders').values(sliders).execute();
  const img = media.write(
    'offers/teli-kabatvasar.svg',
    bannerSvg({
      title: DEMO_OFFER.title,
      subtitle: 'Akár 30% kedvezmény',
      colour: '#0b3954',
      accent: '#ff6663',
      width: 600,
      height: 400,
    }),
  );
  await db
    .insertInto('current_offers')
    .values({ ...DEMO_OFFER, img, active: 1 })
    .execute();
  await db
    .insertInto('partners')
    .values(
      DEMO_PARTNERS.map((p, position) => ({
        name: p.name,
        url: p.url,
        logo: media.write(`partners/${p.name.toLowerCase()}.svg`, logoSvg(p.name, p.colour)),
        position,
      })),
    )
    .execute();
  return { sliders: sliders.length, partners: DEMO_PARTNERS.length };
}
