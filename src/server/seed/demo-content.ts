import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  type BlogPostInput,
  type PageInput,
  savePage,
  saveBlogPost,
  savePopup,
} from '../services/content/content-store.service';

/**
 * Demo info pages, blog posts and the announcement popup. Written through the content store, so the
 * HTML is sanitized exactly as any other write would be. Parents come before their children.
 */
export const DEMO_PAGES: PageInput[] = [
  {
    alias: 'rolunk',
    title: 'Rólunk',
    position: 1,
    content: `<p>A <strong>MotoPont</strong> 2004 óta szolgálja ki a motorosokat: ruházat, sisakok, szervizalkatrészek
és kiegészítők egy helyen, szakértő tanácsadással.</p>
<p>Üzletünkben felpróbálhatod a ruhákat és a sisakokat, a szervizalkatrészeket pedig a motorod típusa
szerint keressük ki neked.</p>`,
  },
  {
    alias: 'uzletunk',
    parentAlias: 'rolunk',
    title: 'Üzletünk',
    position: 1,
    content: `<h2>Nyitvatartás</h2>
<table><thead><tr><th scope="col">Nap</th><th scope="col">Nyitva</th></tr></thead>
<tbody><tr><td>Hétfő–péntek</td><td>9:00–18:00</td></tr><tr><td>Szombat</td><td>9:00–13:00</td></tr>
<tr><td>Vasárnap</td><td>zárva</td></tr></tbody></table>
<p>Parkolni az üzlet előtt, motorral a bejárat mellett is lehet.</p>`,
  },
  {
    alias: 'szerviz',
    parentAlias: 'rolunk',
    title: 'Szervizünk',
    position: 2,
    content: `<p>Partnerszervizünkben olajcserét, láncszett- és fékbetétcserét, gumiszerelést vállalunk.
Időpontot a <a href="/o/kontakt">Kapcsolat</a> oldalon megadott telefonszámon foglalhatsz.</p>`,
  },
  {
    alias: 'kontakt',
    title: 'Kapcsolat',
    position: 2,
    content: `<p><strong>MotoPont Kft.</strong><br>1051 Budapest, Motoros utca 12.</p>
<p>Telefon: <a href="tel:+3612345678">+36 1 234 5678</a><br>E-mail: <a href="mailto:bolt@motopont.hu">bolt@motopont.hu</a></p>
<p>Az üzletet a térképen is megtalálod.</p>`,
  },
  {
    alias: 'szallitas',
    title: 'Szállítás',
    position: 3,
    content: `<p>Háromféleképpen juthatsz hozzá a rendelésedhez. Válaszd ki lent, melyik érdekel.</p>
<ul><li>személyes átvétel az üzletben,</li><li>GLS futárszolgálat,</li><li>MPL futárszolgálat.</li></ul>`,
  },
  {
    alias: 'szemelyes-atvetel',
    parentAlias: 'szallitas',
    title: 'Személyes átvétel',
    position: 1,
    content: `<p>A rendelést üzletünkben veheted át nyitvatartási időben, díjmentesen. Fizetni készpénzzel vagy
bankkártyával tudsz.</p>`,
  },
  {
    alias: 'gls-futarszolgalat',
    parentAlias: 'szallitas',
    title: 'GLS futárszolgálat',
    position: 2,
    content: `<p>Kiszállítás a következő munkanapon, fizetés utánvéttel készpénzzel vagy kártyával.</p>
<p>Díja <strong>1890 Ft</strong>, 50 000 Ft feletti vásárlásnál <strong>ingyenes</strong>.</p>`,
  },
  {
    alias: 'mpl-futarszolgalat',
    parentAlias: 'szallitas',
    title: 'MPL futárszolgálat',
    position: 3,
    content: `<p>Csak előre utalással, 3–5 munkanap alatt. A díj a csomag súlyától függ:</p>
<table><thead><tr><th scope="col">Súly</th><th scope="col">Díj</th></tr></thead>
<tbody><tr><td>0–10 kg</td><td>1990 Ft</td></tr><tr><td>10–20 kg</td><td>2990 Ft</td></tr>
<tr><td>20–40 kg</td><td>5990 Ft</td></tr></tbody></table>`,
  },
  {
    alias: 'fizetes',
    title: 'Fizetési módok',
    position: 4,
    content: `<ul><li><strong>Készpénz vagy bankkártya</strong> személyes átvételkor az üzletben.</li>
<li><strong>Utánvét</strong> (készpénz vagy kártya) a GLS futárnál.</li>
<li><strong>Előre utalás</strong> MPL szállításnál: a számlaszámot a visszaigazoló e-mailben küldjük.</li></ul>`,
  },
  {
    alias: 'meretvalaszto',
    title: 'Méretválasztó',
    position: 5,
    content: `<p>A jól illeszkedő ruha és sisak biztonságosabb. Válaszd ki, mihez keresel méretet.</p>`,
  },
  {
    alias: 'sisak-meret',
    parentAlias: 'meretvalaszto',
    title: 'Sisakméret',
    position: 1,
    content: `<p>Mérd körbe a fejed a szemöldököd felett, a legszélesebb részen.</p>
<table><thead><tr><th scope="col">Méret</th><th scope="col">Fejkörfogat</th></tr></thead>
<tbody><tr><td>S</td><td>55–56 cm</td></tr><tr><td>M</td><td>57–58 cm</td></tr><tr><td>L</td><td>59–60 cm</td></tr>
<tr><td>XL</td><td>61–62 cm</td></tr></tbody></table>`,
  },
  {
    alias: 'ruha-meret',
    parentAlias: 'meretvalaszto',
    title: 'Ruhaméret',
    position: 2,
    content: `<table><thead><tr><th scope="col">Méret</th><th scope="col">Mellbőség</th><th scope="col">Derékbőség</th></tr></thead>
<tbody><tr><td>M</td><td>96–100 cm</td><td>82–86 cm</td></tr><tr><td>L</td><td>100–104 cm</td><td>86–90 cm</td></tr>
<tr><td>XL</td><td>104–108 cm</td><td>90–94 cm</td></tr></tbody></table>`,
  },
];

export const DEMO_BLOG_POSTS: BlogPostInput[] = [
  {
    alias: 'teli-tarolas-motor',
    title: 'Így teleltesd a motorod',
    createdAt: '2026-11-12T09:00:00.000Z',
    excerpt: 'Akkumulátor, üzemanyag, gumik: öt lépés, hogy tavasszal gond nélkül induljon.',
    content: `<p>A tél a motor legnagyobb ellensége, ha állni hagyjuk. Öt lépés a nyugodt teleléshez:</p>
<ol><li>Tankold tele, és tegyél bele üzemanyag-stabilizátort.</li><li>Az akkumulátort vedd ki, és tartsd csepptöltőn.</li>
<li>Emeld bakra, hogy a gumik ne laposodjanak.</li><li>Zsírozd le a láncot.</li><li>Takard le lélegző ponyvával.</li></ol>`,
  },
  {
    alias: 'sisakvalasztas-utmutato',
    title: 'Sisakválasztás: mire figyelj?',
    createdAt: '2026-10-03T08:30:00.000Z',
    excerpt: 'Bukósisak típusok, méretvétel és az ECE 22.06 minősítés röviden.',
    content: `<p>A sisak az egyetlen felszerelés, amit soha ne vegyél használtan.</p>
<h2>Típusok</h2><ul><li><strong>Integrál</strong>: a legjobb védelem.</li><li><strong>Felnyitható</strong>: kényelmes túrázáshoz.</li>
<li><strong>Nyitott</strong>: városba, robogóra.</li></ul>
<p>Méretet a <a href="/o/sisak-meret">méretválasztónk</a> szerint végy.</p>`,
  },
  {
    alias: 'lancapolas-lepesrol-lepesre',
    title: 'Láncápolás lépésről lépésre',
    createdAt: '2026-08-21T14:00:00.000Z',
    excerpt: 'Tisztítás, kenés, feszesség: 15 perc, és a láncszett évekig kitart.',
    content: `<p>A lánc 500–800 kilométerenként tisztítást és kenést kér.</p>
<ol><li>Tisztítsd meg lánctisztítóval és kefével.</li><li>Töröld szárazra.</li><li>Kend meg a belső oldalán, forgatás közben.</li>
<li>Ellenőrizd a belógást: általában 25–35 mm.</li></ol>`,
  },
  {
    alias: 'nyari-motoros-ruhazat',
    title: 'Nyári motoros ruházat: hűvös és biztonságos',
    createdAt: '2026-06-05T10:15:00.000Z',
    excerpt: 'Hálós kabátok, szellőző nadrágok és kesztyűk a kánikulára.',
    content: `<p>Melegben is kell a protektor. A hálós (mesh) kabátok átszellőznek, mégis védenek.</p>
<p>Nézd meg <a href="/ruhazat-sisak/">ruházati kínálatunkat</a>.</p>`,
  },
  {
    alias: 'szezonkezdes-ellenorzolista',
    title: 'Szezonkezdés: ellenőrzőlista',
    createdAt: '2026-03-14T07:45:00.000Z',
    excerpt: 'Fékek, gumik, folyadékok és világítás átnézése az első tavaszi kör előtt.',
    content: `<ul><li>Fékbetétek vastagsága és a fékfolyadék kora.</li><li>Gumik nyomása és profilmélysége.</li>
<li>Olajszint, hűtőfolyadék.</li><li>Minden lámpa és index működése.</li></ul>`,
  },
  {
    alias: 'fekbetet-csere-mikor',
    title: 'Mikor cseréld a fékbetétet?',
    createdAt: '2026-02-02T11:20:00.000Z',
    excerpt: 'Kopásjelző, csikorgás, hosszabb fékút: a jelek, amelyekre figyelni kell.',
    content: `<p>A fékbetétet akkor cseréld, amikor a súrlódóanyag 2 mm alá kopik, vagy eléri a kopásjelző bevágást.</p>
<h2>Árulkodó jelek</h2><ul><li>Fémes csikorgás fékezéskor.</li><li>Hosszabb fékút, puhább karérzet.</li>
<li>Barázdás, kék elszíneződésű féktárcsa.</li></ul>
<p>A motorodhoz illő betéteket a <a href="/alkatresz-kereso/">Motorom</a> alkatrészkeresőben találod.</p>`,
  },
];

export const DEMO_POPUP = {
  alias: 'unnepi-nyitvatartas-2026',
  active: true,
  title: 'Ünnepi nyitvatartás',
  content: `<p>December 24. és január 1. között üzletünk zárva tart. A webáruházban leadott rendeléseket
<strong>január 2-től</strong> postázzuk.</p>`,
};

/** Loads the demo content; safe to run again (rows are matched by alias). */
export async function seedContent(
  db: Kysely<Database>,
): Promise<{ pages: number; blogPosts: number }> {
  for (const page of DEMO_PAGES) await savePage(db, page);
  for (const post of DEMO_BLOG_POSTS) await saveBlogPost(db, post);
  await savePopup(db, DEMO_POPUP);
  return { pages: DEMO_PAGES.length, blogPosts: DEMO_BLOG_POSTS.length };
}
