import { accessory, apparel, HELMET_BRANDS, helmet } from './demo-families';
import type { DemoCategory } from './demo-categories';

/** The 'ruhazat-sisak' section: clothing and helmets. Clothing fits no bike type. */
export const CLOTHING_CATEGORIES: DemoCategory[] = [
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
        family: helmet(['felnyitható bukósisak', 'flip-up helmet'], [59990, 299990], [1600, 1900]),
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
        family: {
          ...accessory(
            ['sisakplexi', 'helmet visor'],
            HELMET_BRANDS,
            [9990, 39990],
            [150, 300],
            'visor',
          ),
          options: [
            ['víztiszta', 'clear', 'CL'],
            ['füstszínű', 'smoke', 'SM'],
            ['irídium tükrös', 'iridium mirror', 'IR'],
          ],
          features: [
            ['Karcálló bevonat', 'Scratch-resistant coating'],
            ['Pinlock-kész', 'Pinlock-ready'],
            ['Szerszám nélkül cserélhető', 'Tool-free replacement'],
          ],
        },
      },
    ],
  },
];
