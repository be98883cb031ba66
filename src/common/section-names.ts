import type { MainRoute } from './api/catalogue.constants';

/** The names of the main routes, in list headings and page titles (the SPA's and the served HTML's). */
export const SECTION_NAMES: Record<MainRoute, string> = {
  'ruhazat-sisak': 'Ruházat, sisak',
  'szerviz-alkatreszek': 'Szervizalkatrészek, kiegészítők',
  akciok: 'Akciók',
  kereses: 'Keresés',
  'alkatresz-kereso': 'Motorom',
};

/** A list page's section name when its path starts with no main route and names no known category. */
export const PRODUCTS_SECTION_NAME = 'Termékek';

/** The home page's name in its title, `Főoldal - <brand>` (spec "General": every page's title). */
export const HOME_PAGE_NAME = 'Főoldal';
