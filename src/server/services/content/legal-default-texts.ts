/**
 * The shop's own copies of the legal documents, served when the retailer has not configured a document
 * service (LEGAL_*_URL) nor dropped its own files into DATA_DIR/legal/. Generic texts the retailer
 * replaces; they keep the pages working offline.
 */
export const DEFAULT_LEGAL_TEXTS = {
  'adatvedelmi-nyilatkozat': `
<h2>Adatvédelmi nyilatkozat</h2>
<p>Ez a nyilatkozat leírja, hogyan kezeljük a webáruházunk használata során megadott személyes adatokat.
Az adatkezelés az Európai Parlament és a Tanács (EU) 2016/679 rendelete (GDPR) és az információs
önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény szerint történik.</p>
<h3>1. Az adatkezelő</h3>
<p>Az adatkezelő a webáruház üzemeltetője; elérhetőségei a <a href="/o/kontakt">Kapcsolat</a> oldalon találhatók.</p>
<h3>2. A kezelt adatok és céljuk</h3>
<table>
<thead><tr><th scope="col">Adat</th><th scope="col">Cél</th><th scope="col">Jogalap</th><th scope="col">Megőrzés</th></tr></thead>
<tbody>
<tr><td>Név, e-mail cím, jelszó (titkosítva)</td><td>Regisztráció, belépés</td><td>Hozzájárulás</td><td>A fiók törléséig</td></tr>
<tr><td>Szállítási és számlázási cím, telefonszám</td><td>Rendelés teljesítése, számlázás</td><td>Szerződés teljesítése, jogi kötelezettség</td><td>8 év (számviteli törvény)</td></tr>
<tr><td>Kosár tartalma, választott motor</td><td>A vásárlás kényelme</td><td>Jogos érdek</td><td>A böngészőben, törlésig</td></tr>
</tbody>
</table>
<h3>3. Adatfeldolgozók</h3>
<p>A rendelések kiszállításához a választott futárszolgálatnak (GLS, MPL) átadjuk a szállításhoz
szükséges adatokat: nevet, címet, telefonszámot.</p>
<h3>4. Az Ön jogai</h3>
<ul>
<li>tájékoztatást kérhet a kezelt adatairól, és másolatot kérhet róluk;</li>
<li>kérheti az adatai helyesbítését, törlését vagy kezelésük korlátozását;</li>
<li>tiltakozhat az adatkezelés ellen, és kérheti az adatai hordozható formában való kiadását;</li>
<li>panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (1055 Budapest, Falk Miksa utca 9–11., <a href="https://naih.hu">naih.hu</a>).</li>
</ul>
<h3>5. Sütik és helyi tárolás</h3>
<p>A webáruház a működéséhez szükséges adatokat (kosárazonosító, belépési token, választott motor,
utolsó keresés) a böngésző helyi tárolójában tartja. Ezek nélkül a kosár és a belépés nem működne.</p>
`,
  'altalanos-szerzodesi-feltetelek': `
<h2>Általános szerződési feltételek</h2>
<p>Jelen feltételek a webáruházban történő vásárlásra vonatkoznak. A megrendelés elküldésével Ön
elfogadja ezeket a feltételeket.</p>
<h3>1. A szerződés létrejötte</h3>
<p>A szerződés a megrendelés elküldésével és annak általunk küldött e-mailes visszaigazolásával jön
létre. A szerződés nyelve magyar; a szerződést nem iktatjuk, utólag nem hozzáférhető.</p>
<h3>2. Árak</h3>
<p>A feltüntetett árak forintban értendők, és tartalmazzák a 27% áfát. A szállítási díjat a kosárban,
a szállítási mód kiválasztása után mutatjuk.</p>
<h3>3. Szállítás és fizetés</h3>
<ul>
<li>Személyes átvétel az üzletben: fizetés készpénzzel vagy bankkártyával.</li>
<li>GLS futárszolgálat: utánvét készpénzzel vagy kártyával, kiszállítás a következő munkanapon; díja 1890 Ft, 50 000 Ft feletti vásárlásnál ingyenes.</li>
<li>MPL futárszolgálat: csak előre utalással, 3–5 munkanap; díja a csomag súlyától függ.</li>
</ul>
<h3>4. Végkiárusítás</h3>
<p>A végkiárusításos termékekre leadott rendelést csak a készlet erejéig tudjuk teljesíteni.</p>
<h3>5. Jótállás, szavatosság, panaszkezelés</h3>
<p>A termékekre a jogszabályokban előírt jótállás és szavatosság vonatkozik. Panaszát a
<a href="/o/kontakt">Kapcsolat</a> oldalon megadott elérhetőségeken teheti meg; vitás ügyben a
területileg illetékes békéltető testülethez fordulhat.</p>
`,
  'elallasi-tajekoztato': `
<h2>Tájékoztató az elállási jogról</h2>
<p>Ön a termék átvételétől számított 14 napon belül indokolás nélkül elállhat a szerződéstől
(45/2014. (II. 26.) Korm. rendelet).</p>
<h3>Az elállás menete</h3>
<ol>
<li>Jelezze elállási szándékát e-mailben vagy levélben, egyértelmű nyilatkozattal.</li>
<li>A terméket a nyilatkozattól számított 14 napon belül küldje vissza vagy hozza be az üzletbe.</li>
<li>A vételárat és a legolcsóbb szállítási mód díját a nyilatkozat kézhezvételétől számított 14 napon belül visszatérítjük.</li>
</ol>
<h3>Kivételek</h3>
<p>Nem illeti meg az elállási jog a higiéniai okokból lezárt, kibontott termékeknél (például
sisakbélés, aláöltözet), valamint a vásárló kérésére egyedileg elkészített termékeknél.</p>
<h3>Elállási nyilatkozat minta</h3>
<p>Alulírott kijelentem, hogy gyakorlom elállási jogomat az alábbi termék adásvételére irányuló
szerződés tekintetében: ……… Rendelés száma: ……… Átvétel időpontja: ……… Név, cím: ……… Dátum, aláírás: ………</p>
`,
} as const;

export type LegalDocumentName = keyof typeof DEFAULT_LEGAL_TEXTS;
export const LEGAL_DOCUMENT_NAMES = Object.keys(DEFAULT_LEGAL_TEXTS) as LegalDocumentName[];
