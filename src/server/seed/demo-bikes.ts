import type { SeededRandom } from './seeded-random';

/** The parts finder's demo motorcycles: real model names, capacities and construction types. */

export const DEMO_CONSTRUCTIONS = [
  ['Naked', 'naked'],
  ['Sport', 'sport'],
  ['Touring', 'túra'],
  ['Adventure', 'kaland-túra'],
  ['Enduro', 'enduró'],
  ['Motocross', 'motocross'],
  ['Supermoto', 'supermoto'],
  ['Scooter', 'robogó'],
  ['Cruiser', 'cruiser'],
  ['Classic', 'klasszikus'],
] as const;

export type ConstructionName = (typeof DEMO_CONSTRUCTIONS)[number][0];

type Model = [name: string, construction: ConstructionName, ccm: number];

/**
 * Per manufacturer: its models. The capacities include every bucket edge (50, 51, 125, 126, 1000,
 * 1001) so the finder's buckets can be tested on the demo data.
 */
export const DEMO_BIKE_MODELS: Record<string, Model[]> = {
  Honda: [
    ['Vision 50', 'Scooter', 50],
    ['PCX 125', 'Scooter', 125],
    ['CB125R', 'Naked', 125],
    ['Forza 350', 'Scooter', 330],
    ['CB500F', 'Naked', 471],
    ['CBR500R', 'Sport', 471],
    ['Rebel 500', 'Cruiser', 471],
    ['CRF450R', 'Motocross', 450],
    ['CBR600RR', 'Sport', 599],
    ['CB650R', 'Naked', 649],
    ['NC750X', 'Adventure', 745],
    ['CBR1000RR Fireblade', 'Sport', 1000],
    ['CRF1100L Africa Twin', 'Adventure', 1084],
    ['GL1800 Gold Wing', 'Touring', 1833],
  ],
  Yamaha: [
    ['Aerox 50', 'Scooter', 50],
    ['NMAX 125', 'Scooter', 125],
    ['YZF-R125', 'Sport', 125],
    ['MT-125', 'Naked', 125],
    ['YZ250F', 'Motocross', 250],
    ['MT-03', 'Naked', 321],
    ['YZF-R3', 'Sport', 321],
    ['TMAX 560', 'Scooter', 562],
    ['YZF-R6', 'Sport', 599],
    ['MT-07', 'Naked', 689],
    ['Tracer 7', 'Touring', 689],
    ['Ténéré 700', 'Adventure', 689],
    ['MT-09', 'Naked', 890],
    ['YZF-R1', 'Sport', 998],
    ['XT1200Z Super Ténéré', 'Adventure', 1199],
  ],
  Suzuki: [
    ['Address 110', 'Scooter', 113],
    ['GSX-S125', 'Naked', 124],
    ['DR-Z400', 'Enduro', 398],
    ['Burgman 400', 'Scooter', 400],
    ['RM-Z450', 'Motocross', 450],
    ['SV650', 'Naked', 645],
    ['V-Strom 650', 'Adventure', 645],
    ['GSX-R600', 'Sport', 599],
    ['GSX-R750', 'Sport', 750],
    ['GSX-S750', 'Naked', 749],
    ['GSX-R1000', 'Sport', 999],
    ['TL1000S', 'Sport', 1001],
    ['V-Strom 1050', 'Adventure', 1037],
    ['Hayabusa', 'Sport', 1340],
  ],
  Kawasaki: [
    ['Ninja 125', 'Sport', 125],
    ['Z125', 'Naked', 125],
    ['KLX300', 'Enduro', 292],
    ['Ninja 400', 'Sport', 399],
    ['Z400', 'Naked', 399],
    ['KX450', 'Motocross', 449],
    ['ZX-6R', 'Sport', 636],
    ['Z650', 'Naked', 649],
    ['Versys 650', 'Adventure', 649],
    ['Vulcan S', 'Cruiser', 649],
    ['Z900', 'Naked', 948],
    ['ZX-10R', 'Sport', 998],
    ['Z1000', 'Naked', 1043],
    ['Versys 1000', 'Adventure', 1043],
  ],
  KTM: [
    ['50 SX', 'Motocross', 50],
    ['125 Duke', 'Naked', 125],
    ['250 EXC', 'Enduro', 249],
    ['300 EXC', 'Enduro', 293],
    ['390 Duke', 'Naked', 373],
    ['RC 390', 'Sport', 373],
    ['450 SX-F', 'Motocross', 450],
    ['690 SMC R', 'Supermoto', 693],
    ['790 Duke', 'Naked', 799],
    ['890 Adventure', 'Adventure', 889],
    ['1290 Super Duke R', 'Naked', 1301],
    ['1290 Super Adventure S', 'Adventure', 1301],
  ],
  BMW: [
    ['G 310 R', 'Naked', 313],
    ['G 310 GS', 'Adventure', 313],
    ['C 400 X', 'Scooter', 350],
    ['F 750 GS', 'Adventure', 853],
    ['F 900 R', 'Naked', 895],
    ['S 1000 RR', 'Sport', 999],
    ['S 1000 R', 'Naked', 999],
    ['R nineT', 'Classic', 1170],
    ['R 1250 GS', 'Adventure', 1254],
    ['R 1250 RT', 'Touring', 1254],
    ['K 1600 GT', 'Touring', 1649],
  ],
  Ducati: [
    ['Scrambler Icon', 'Classic', 803],
    ['Monster', 'Naked', 937],
    ['Hypermotard 950', 'Supermoto', 937],
    ['SuperSport 950', 'Sport', 937],
    ['Panigale V2', 'Sport', 955],
    ['Panigale V4', 'Sport', 1103],
    ['Multistrada V4', 'Adventure', 1158],
    ['Diavel V4', 'Cruiser', 1158],
  ],
  Triumph: [
    ['Trident 660', 'Naked', 660],
    ['Daytona 675', 'Sport', 675],
    ['Street Triple 765', 'Naked', 765],
    ['Tiger 900', 'Adventure', 888],
    ['Bonneville T100', 'Classic', 900],
    ['Speed Triple 1200 RS', 'Naked', 1160],
    ['Tiger 1200', 'Adventure', 1160],
    ['Bonneville T120', 'Classic', 1200],
    ['Rocket 3', 'Cruiser', 2458],
  ],
  Aprilia: [
    ['SR 50 R', 'Scooter', 51],
    ['RS 125', 'Sport', 125],
    ['SX 125', 'Supermoto', 125],
    ['Tuono 125', 'Naked', 125],
    ['RS 660', 'Sport', 659],
    ['Tuono 660', 'Naked', 659],
    ['Tuareg 660', 'Adventure', 659],
    ['Shiver 900', 'Naked', 896],
    ['Tuono V4', 'Naked', 1077],
    ['RSV4', 'Sport', 1099],
  ],
  Piaggio: [
    ['Zip 50', 'Scooter', 50],
    ['Vespa Primavera 50', 'Scooter', 50],
    ['Liberty 125', 'Scooter', 125],
    ['Medley 125', 'Scooter', 126],
    ['Beverly 300', 'Scooter', 278],
    ['Vespa GTS 300', 'Scooter', 278],
    ['MP3 500', 'Scooter', 493],
  ],
};

export interface DemoBikeType {
  manufacturer: string;
  construction: ConstructionName;
  /** The model, for the shared model image. */
  model: string;
  name_en: string;
  ccm: number;
  fromYear: number;
  toYear: number | null;
}

/** Every model in one to three generations, each a bike type: 'CB500F (2016–2018)'. */
export function demoBikeTypes(rng: SeededRandom): DemoBikeType[] {
  const types: DemoBikeType[] = [];
  for (const [manufacturer, models] of Object.entries(DEMO_BIKE_MODELS)) {
    for (const [model, construction, ccm] of models) {
      const generations = rng.int(1, 3);
      let year = 2026 - rng.int(1, 3) - generations * rng.int(3, 5);
      for (let g = 0; g < generations; g += 1) {
        const last = g === generations - 1;
        const toYear = last ? null : year + rng.int(2, 4);
        const years = toYear === null ? `${year}–` : `${year}–${toYear}`;
        types.push({
          manufacturer,
          construction,
          model,
          name_en: `${model} (${years})`,
          ccm,
          fromYear: year,
          toYear,
        });
        if (toYear !== null) year = toYear + 1;
      }
    }
  }
  return types;
}

/**
 * A demo type's rated power, near what such bikes have: mopeds 3 kW, 125s 11 kW (the A1 limit), the
 * 300-500 ccm road bikes at the A2 limit of 35 kW or under, sport and off-road engines stronger per ccm.
 */
export function demoPowerKw(construction: ConstructionName, ccm: number): number {
  if (ccm <= 50) return 3;
  if (ccm <= 125) return 11;
  const perCcm = ['Sport', 'Motocross', 'Enduro', 'Supermoto'].includes(construction)
    ? 0.14
    : 0.075;
  return Math.round(ccm * perCcm);
}

function constructionHu(name: ConstructionName): string {
  return DEMO_CONSTRUCTIONS.find(([en]) => en === name)?.[1] ?? name;
}

/** The finder's short description of a bike type (safe HTML). */
export function bikeTypeContent(type: DemoBikeType): string {
  const years =
    type.toYear === null
      ? `${type.fromYear} óta gyártják`
      : `${type.fromYear} és ${type.toYear} között gyártották`;
  return (
    `<p><strong>${type.manufacturer} ${type.model}</strong>: ${type.ccm} ccm-es ${constructionHu(type.construction)} motorkerékpár, ${years}.</p>` +
    `<p>Az alkatrészlistában csak azokat a termékeket látod, amelyek ehhez a típushoz illenek.</p>`
  );
}
