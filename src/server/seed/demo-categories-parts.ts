import { accessory, part } from './demo-families';
import type { DemoCategory } from './demo-categories';

/** The 'szerviz-alkatreszek' section: service parts (fitted to bike types) and accessories. */
export const PARTS_CATEGORIES: DemoCategory[] = [
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
];
