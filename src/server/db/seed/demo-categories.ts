import type { SectionRoute } from '../tables/catalogue.table';

/** The demo category tree and, for each leaf, what kind of products it holds. */

export type VariantKind = 'apparel' | 'boots' | 'helmet' | 'part' | 'volume' | 'colour';
export type Shape =
  | 'jacket'
  | 'trousers'
  | 'glove'
  | 'boot'
  | 'helmet'
  | 'visor'
  | 'disc'
  | 'bottle'
  | 'chain'
  | 'plug'
  | 'battery'
  | 'box'
  | 'generic';
export type DownloadKind = 'size-chart' | 'fitting-guide' | 'safety-sheet';

type Pair = readonly [hu: string, en: string];

export interface ProductFamily {
  noun: Pair;
  brands: readonly string[];
  /** Gross price range of the cheapest variant, whole forints. */
  price: readonly [number, number];
  /** Weight range in grams. */
  weight: readonly [number, number];
  kind: VariantKind;
  shape: Shape;
  /** Part variants fit bike types; clothing fits none. */
  fits: boolean;
  /** The detail name (subtitle) choices. */
  details: readonly Pair[];
  /** Description bullet points. */
  features: readonly Pair[];
  /** Part families: model codes are `${code}${number}`, variants the options with item-number suffixes. */
  code?: string;
  options?: readonly (readonly [hu: string, en: string, suffix: string])[];
  download?: DownloadKind;
}

export interface DemoCategory {
  alias: string;
  name: Pair;
  children?: DemoCategory[];
  family?: ProductFamily;
}

const CLOTHING_BRANDS = [
  'Alpinestars',
  'Dainese',
  "Rev'it!",
  'Held',
  'Spidi',
  'IXS',
  'Macna',
  'Modeka',
];
const HELMET_BRANDS = [
  'Shoei',
  'Arai',
  'HJC',
  'Shark',
  'AGV',
  'Nolan',
  'Scorpion',
  'LS2',
  'Caberg',
];
const WEATHER: Pair[] = [
  ['Vízálló membrán, kivehető thermobélés', 'Waterproof membrane, removable thermal liner'],
  ['CE-minősített váll- és könyökprotektor', 'CE-certified shoulder and elbow protectors'],
  ['Fényvisszaverő betétek', 'Reflective inserts'],
  ['Szellőzőnyílások cipzárral', 'Zipped vents'],
  ['Állítható derék- és ujjpánt', 'Adjustable waist and sleeves'],
];
const SPORTY: Pair[] = [
  ['Négyévszakos túrakivitel', 'Four-season touring cut'],
  ['Sportos, testhez simuló szabás', 'Sporty, close-fitting cut'],
  ['Városi, laza szabás', 'Urban, relaxed fit'],
  ['Nyári, hálós kivitel', 'Summer mesh version'],
];
const HELMET_FEATURES: Pair[] = [
  ['ECE 22.06 minősítés', 'ECE 22.06 approved'],
  ['Pinlock-kész plexi', 'Pinlock-ready visor'],
  ['Kivehető, mosható bélés', 'Removable, washable lining'],
  ['Beépített napszemüveg', 'Integrated sun visor'],
  ['Kommunikációs rendszerre előkészítve', 'Prepared for an intercom'],
];
const PART_FEATURES: Pair[] = [
  ['Gyári minőséggel egyenértékű', 'OEM-equivalent quality'],
  ['Pontos illeszkedés a megadott típusokhoz', 'Exact fit for the listed models'],
  ['Egyszerű beszerelés', 'Easy installation'],
  ['Hosszú élettartam', 'Long service life'],
];

function apparel(
  noun: Pair,
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  extra: Partial<ProductFamily> = {},
): ProductFamily {
  return {
    noun,
    brands: CLOTHING_BRANDS,
    price,
    weight,
    kind: 'apparel',
    shape,
    fits: false,
    details: SPORTY,
    features: WEATHER,
    ...extra,
  };
}

function helmet(noun: Pair, price: [number, number], weight: [number, number]): ProductFamily {
  return {
    noun,
    brands: HELMET_BRANDS,
    price,
    weight,
    kind: 'helmet',
    shape: 'helmet',
    fits: false,
    details: [
      ['Könnyű kompozit héj', 'Light composite shell'],
      ['Polikarbonát héj', 'Polycarbonate shell'],
      ['Karbon héj', 'Carbon shell'],
    ],
    features: HELMET_FEATURES,
    download: 'size-chart',
  };
}

function part(
  noun: Pair,
  brands: string[],
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  code: string,
  options: ProductFamily['options'],
  download: DownloadKind | null = 'fitting-guide',
): ProductFamily {
  return {
    noun,
    brands,
    price,
    weight,
    kind: 'part',
    shape,
    fits: true,
    code,
    options,
    ...(download ? { download } : {}),
    details: [
      ['Típushoz illesztett alkatrész', 'Model-specific part'],
      ['Utángyártott, minőségi alkatrész', 'Quality aftermarket part'],
    ],
    features: PART_FEATURES,
  };
}

function accessory(
  noun: Pair,
  brands: string[],
  price: [number, number],
  weight: [number, number],
  shape: Shape,
  kind: VariantKind = 'colour',
): ProductFamily {
  return {
    noun,
    brands,
    price,
    weight,
    kind,
    shape,
    fits: false,
    details: [
      ['Univerzális kivitel', 'Universal fit'],
      ['Strapabíró, időjárásálló', 'Durable and weatherproof'],
    ],
    features: [
      ['Gyorsan fel- és leszerelhető', 'Quick to mount and remove'],
      ['Két év garancia', 'Two-year warranty'],
      ['Strapabíró anyagok', 'Durable materials'],
    ],
    ...(kind === 'volume' ? { download: 'safety-sheet' as const } : {}),
  };
}

export const DEMO_SECTIONS: Record<SectionRoute, DemoCategory[]> = {
  'ruhazat-sisak': [
    {
      alias: 'ruhazat',
      name: ['Ruházat', 'Clothing'],
      children: [
        {
          alias: 'kabatok',
          name: ['Kabátok', 'Jackets'],
          children: [
            {
              alias: 'textil-kabatok',
              name: ['Textilkabátok', 'Textile jackets'],
              family: apparel(
                ['textil motoros kabát', 'textile motorcycle jacket'],
                [39990, 189990],
                [1600, 2600],
                'jacket',
              ),
            },
            {
              alias: 'bor-kabatok',
              name: ['Bőrkabátok', 'Leather jackets'],
              family: apparel(
                ['bőr motoros kabát', 'leather motorcycle jacket'],
                [69990, 249990],
                [2000, 3200],
                'jacket',
              ),
            },
          ],
        },
        {
          alias: 'nadragok',
          name: ['Nadrágok', 'Trousers'],
          children: [
            {
              alias: 'textil-nadragok',
              name: ['Textilnadrágok', 'Textile trousers'],
              family: apparel(
                ['textil motoros nadrág', 'textile motorcycle trousers'],
                [29990, 129990],
                [1200, 2000],
                'trousers',
              ),
            },
            {
              alias: 'motoros-farmerek',
              name: ['Motoros farmerek', 'Riding jeans'],
              family: apparel(
                ['kevlárbetétes farmer', 'kevlar riding jeans'],
                [29990, 79990],
                [900, 1400],
                'trousers',
              ),
            },
          ],
        },
        {
          alias: 'overalok',
          name: ['Overálok', 'Suits'],
          family: apparel(['bőr overál', 'leather suit'], [149990, 499990], [3500, 5200], 'jacket'),
        },
        {
          alias: 'kesztyuk',
          name: ['Kesztyűk', 'Gloves'],
          children: [
            {
              alias: 'nyari-kesztyuk',
              name: ['Nyári kesztyűk', 'Summer gloves'],
              family: apparel(
                ['nyári motoros kesztyű', 'summer motorcycle gloves'],
                [9990, 39990],
                [200, 350],
                'glove',
              ),
            },
            {
              alias: 'teli-kesztyuk',
              name: ['Téli kesztyűk', 'Winter gloves'],
              family: apparel(
                ['téli motoros kesztyű', 'winter motorcycle gloves'],
                [14990, 49990],
                [300, 450],
                'glove',
              ),
            },
            {
              alias: 'verseny-kesztyuk',
              name: ['Versenykesztyűk', 'Racing gloves'],
              family: apparel(
                ['verseny motoros kesztyű', 'racing motorcycle gloves'],
                [29990, 89990],
                [250, 400],
                'glove',
              ),
            },
          ],
        },
        {
          alias: 'csizmak',
          name: ['Csizmák, cipők', 'Boots and shoes'],
          children: [
            {
              alias: 'sport-csizmak',
              name: ['Sportcsizmák', 'Racing boots'],
              family: apparel(
                ['sport motoros csizma', 'racing boots'],
                [49990, 179990],
                [2200, 3000],
                'boot',
                { kind: 'boots' },
              ),
            },
            {
              alias: 'tura-csizmak',
              name: ['Túracsizmák', 'Touring boots'],
              family: apparel(
                ['túra motoros csizma', 'touring boots'],
                [39990, 119990],
                [2000, 2800],
                'boot',
                { kind: 'boots' },
              ),
            },
            {
              alias: 'motoros-cipok',
              name: ['Motoros cipők', 'Riding shoes'],
              family: apparel(
                ['motoros cipő', 'riding shoes'],
                [29990, 69990],
                [1200, 1800],
                'boot',
                { kind: 'boots' },
              ),
            },
          ],
        },
        {
          alias: 'esoruhak',
          name: ['Esőruhák', 'Rain gear'],
          family: apparel(['motoros esőruha', 'rain suit'], [9990, 39990], [600, 1200], 'jacket'),
        },
        {
          alias: 'protektorok',
          name: ['Protektorok', 'Protectors'],
          family: apparel(
            ['gerincprotektor', 'back protector'],
            [14990, 59990],
            [500, 1100],
            'generic',
          ),
        },
        {
          alias: 'alaoltozetek',
          name: ['Aláöltözetek', 'Base layers'],
          family: apparel(
            ['funkcionális aláöltözet', 'base layer'],
            [7990, 24990],
            [150, 400],
            'jacket',
          ),
        },
      ],
    },
    {
      alias: 'sisakok',
      name: ['Sisakok', 'Helmets'],
      children: [
        {
          alias: 'integral-sisakok',
          name: ['Integrál (zárt) sisakok', 'Full-face helmets'],
          family: helmet(['integrál bukósisak', 'full-face helmet'], [39990, 349990], [1350, 1750]),
        },
        {
          alias: 'felnyithato-sisakok',
          name: ['Felnyitható sisakok', 'Flip-up helmets'],
          family: helmet(
            ['felnyitható bukósisak', 'flip-up helmet'],
            [59990, 299990],
            [1600, 1900],
          ),
        },
        {
          alias: 'nyitott-sisakok',
          name: ['Nyitott (jet) sisakok', 'Open-face helmets'],
          family: helmet(['nyitott bukósisak', 'open-face helmet'], [24990, 149990], [1000, 1400]),
        },
        {
          alias: 'cross-sisakok',
          name: ['Cross- és endurosisakok', 'Motocross helmets'],
          family: helmet(['cross bukósisak', 'motocross helmet'], [34990, 199990], [1100, 1400]),
        },
        {
          alias: 'sisak-kiegeszitok',
          name: ['Sisakkiegészítők', 'Helmet accessories'],
          family: accessory(
            ['sisakplexi', 'helmet visor'],
            HELMET_BRANDS,
            [9990, 39990],
            [150, 300],
            'visor',
          ),
        },
      ],
    },
  ],
  'szerviz-alkatreszek': [
    {
      alias: 'fekek',
      name: ['Fékek', 'Brakes'],
      children: [
        {
          alias: 'fekbetetek',
          name: ['Fékbetétek', 'Brake pads'],
          family: part(
            ['fékbetét', 'brake pad'],
            ['EBC', 'Brembo', 'Ferodo', 'SBS', 'TRW Lucas'],
            [5990, 24990],
            [150, 400],
            'generic',
            'FA',
            [
              ['szinterezett', 'sintered', 'HH'],
              ['organikus', 'organic', 'OR'],
              ['versenyhez', 'racing', 'RC'],
            ],
          ),
        },
        {
          alias: 'fektarcsak',
          name: ['Féktárcsák', 'Brake discs'],
          family: part(
            ['féktárcsa', 'brake disc'],
            ['EBC', 'Brembo', 'TRW Lucas', 'NG'],
            [29990, 129990],
            [1000, 2500],
            'disc',
            'MD',
            [
              ['első', 'front', 'F'],
              ['hátsó', 'rear', 'R'],
            ],
          ),
        },
        {
          alias: 'fekfolyadekok',
          name: ['Fékfolyadékok', 'Brake fluids'],
          family: accessory(
            ['fékfolyadék', 'brake fluid'],
            ['Motul', 'Castrol', 'Liqui Moly'],
            [2990, 7990],
            [300, 550],
            'bottle',
            'volume',
          ),
        },
      ],
    },
    {
      alias: 'szurok',
      name: ['Szűrők', 'Filters'],
      children: [
        {
          alias: 'olajszurok',
          name: ['Olajszűrők', 'Oil filters'],
          family: part(
            ['olajszűrő', 'oil filter'],
            ['HifloFiltro', 'K&N', 'Mahle', 'Champion'],
            [2490, 8990],
            [100, 300],
            'generic',
            'HF',
            [
              ['normál', 'standard', ''],
              ['versenykivitel', 'race version', 'RC'],
            ],
            null,
          ),
        },
        {
          alias: 'levegoszurok',
          name: ['Levegőszűrők', 'Air filters'],
          family: part(
            ['levegőszűrő', 'air filter'],
            ['K&N', 'HifloFiltro', 'BMC'],
            [5990, 39990],
            [200, 600],
            'generic',
            'HFA',
            [
              ['papír', 'paper', 'P'],
              ['mosható', 'washable', 'W'],
            ],
          ),
        },
      ],
    },
    {
      alias: 'hajtas',
      name: ['Hajtáslánc', 'Drivetrain'],
      children: [
        {
          alias: 'lancok',
          name: ['Láncok', 'Chains'],
          family: part(
            ['lánc', 'chain'],
            ['DID', 'RK', 'Regina', 'EK'],
            [14990, 79990],
            [1500, 2800],
            'chain',
            '520VX',
            [
              ['118 szemes', '118 links', '-118'],
              ['120 szemes', '120 links', '-120'],
              ['130 szemes', '130 links', '-130'],
            ],
          ),
        },
        {
          alias: 'lancszettek',
          name: ['Láncszettek', 'Chain kits'],
          family: part(
            ['láncszett', 'chain kit'],
            ['DID', 'RK', 'Regina'],
            [39990, 139990],
            [2500, 4500],
            'chain',
            'KIT',
            [
              ['O-gyűrűs', 'O-ring', 'O'],
              ['X-gyűrűs', 'X-ring', 'X'],
            ],
          ),
        },
        {
          alias: 'lanckerekek',
          name: ['Lánckerekek', 'Sprockets'],
          family: part(
            ['lánckerék', 'sprocket'],
            ['JT Sprockets', 'Esjot', 'Renthal'],
            [4990, 29990],
            [300, 1500],
            'disc',
            'JTF',
            [
              ['első', 'front', 'F'],
              ['hátsó', 'rear', 'R'],
            ],
          ),
        },
      ],
    },
    {
      alias: 'elektromos-alkatreszek',
      name: ['Gyújtás, elektromosság', 'Ignition and electrics'],
      children: [
        {
          alias: 'gyujtogyertyak',
          name: ['Gyújtógyertyák', 'Spark plugs'],
          family: part(
            ['gyújtógyertya', 'spark plug'],
            ['NGK', 'Denso', 'Bosch', 'Champion'],
            [1990, 9990],
            [40, 80],
            'plug',
            'CR',
            [
              ['normál', 'standard', 'E'],
              ['irídium', 'iridium', 'IX'],
            ],
            null,
          ),
        },
        {
          alias: 'akkumulatorok',
          name: ['Akkumulátorok', 'Batteries'],
          family: part(
            ['akkumulátor', 'battery'],
            ['Yuasa', 'Varta', 'Bosch', 'Exide', 'Motobatt'],
            [14990, 79990],
            [1500, 6500],
            'battery',
            'YTX',
            [
              ['gondozásmentes', 'maintenance-free', '-BS'],
              ['gél', 'gel', '-GEL'],
              ['lítium', 'lithium', '-LI'],
            ],
          ),
        },
        {
          alias: 'izzok',
          name: ['Izzók', 'Bulbs'],
          family: part(
            ['izzó', 'bulb'],
            ['Osram', 'Philips'],
            [1490, 9990],
            [20, 60],
            'generic',
            'H',
            [
              ['normál', 'standard', ''],
              ['+100% fényerő', '+100% brightness', 'NB'],
            ],
            null,
          ),
        },
      ],
    },
    {
      alias: 'olajok',
      name: ['Olajok, kenőanyagok', 'Oils and lubricants'],
      children: [
        {
          alias: 'motorolajok',
          name: ['Motorolajok', 'Engine oils'],
          family: accessory(
            ['motorolaj', 'engine oil'],
            ['Motul', 'Castrol', 'Liqui Moly', 'Shell Advance', 'Ipone'],
            [4990, 24990],
            [900, 1000],
            'bottle',
            'volume',
          ),
        },
        {
          alias: 'lancapolas',
          name: ['Láncápolás', 'Chain care'],
          family: accessory(
            ['láncspray', 'chain spray'],
            ['Motul', 'Liqui Moly', 'Ipone'],
            [2990, 8990],
            [400, 600],
            'bottle',
            'volume',
          ),
        },
      ],
    },
    {
      // The footer's /kiegeszito-alkatreszek/ link lands on this category.
      alias: 'kiegeszito-alkatreszek',
      name: ['Kiegészítők', 'Accessories'],
      children: [
        {
          alias: 'dobozok-taskak',
          name: ['Dobozok, táskák', 'Cases and bags'],
          family: accessory(
            ['top box', 'top case'],
            ['GIVI', 'SHAD', 'Kappa', 'SW-Motech'],
            [19990, 149990],
            [2500, 7500],
            'box',
          ),
        },
        {
          alias: 'tanktaskak',
          name: ['Tanktáskák', 'Tank bags'],
          family: accessory(
            ['tanktáska', 'tank bag'],
            ['GIVI', 'SW-Motech', 'Oxford'],
            [14990, 59990],
            [800, 2000],
            'box',
          ),
        },
        {
          alias: 'telefontartok',
          name: ['Telefontartók', 'Phone mounts'],
          family: accessory(
            ['telefontartó', 'phone mount'],
            ['SP Connect', 'Quad Lock', 'GIVI'],
            [7990, 39990],
            [150, 400],
            'generic',
          ),
        },
        {
          alias: 'lakatok-riasztok',
          name: ['Lakatok, riasztók', 'Locks and alarms'],
          family: accessory(
            ['féktárcsazár', 'disc lock'],
            ['Abus', 'Kovix', 'Oxford'],
            [9990, 59990],
            [900, 3500],
            'generic',
          ),
        },
        {
          alias: 'szereloallvanyok',
          name: ['Szerelőállványok', 'Paddock stands'],
          family: accessory(
            ['szerelőállvány', 'paddock stand'],
            ['Constands', 'Oxford', 'Kern-Stabi'],
            [19990, 89990],
            [5500, 12000],
            'generic',
          ),
        },
        {
          alias: 'motorponyvak',
          name: ['Motorponyvák', 'Bike covers'],
          family: accessory(
            ['motorponyva', 'bike cover'],
            ['Oxford', 'Held', 'Kappa'],
            [9990, 39990],
            [700, 1800],
            'generic',
          ),
        },
      ],
    },
  ],
};
