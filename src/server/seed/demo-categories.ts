import type { SectionRoute } from '../db/tables/catalogue.table';
import { CLOTHING_CATEGORIES } from './demo-categories-clothing';
import { PARTS_CATEGORIES } from './demo-categories-parts';
import type { Pair, ProductFamily } from './demo-families';

/** The demo category tree of both sections; each leaf names the kind of products it holds. */

export interface DemoCategory {
  alias: string;
  name: Pair;
  children?: DemoCategory[];
  family?: ProductFamily;
}

export const DEMO_SECTIONS: Record<SectionRoute, DemoCategory[]> = {
  'ruhazat-sisak': CLOTHING_CATEGORIES,
  'szerviz-alkatreszek': PARTS_CATEGORIES,
};
