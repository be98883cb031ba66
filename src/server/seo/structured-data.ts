import { effectiveVariantPrice } from '@common/pricing';
import type { Availability, VariantRow } from '../db/tables/catalogue.table';

/**
 * schema.org objects for the JSON-LD of the served pages (Google's rules for Product, BreadcrumbList,
 * Organization and WebSite rich results: https://developers.google.com/search/docs/appearance/structured-data).
 */

const SCHEMA = 'https://schema.org';

/**
 * The shop's availabilities in schema.org terms: 'rendelhető' is ordered from the supplier after the
 * order (BackOrder); clearance is sold only while the stock lasts (LimitedAvailability).
 */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  raktaron: `${SCHEMA}/InStock`,
  rendelheto: `${SCHEMA}/BackOrder`,
  nincs: `${SCHEMA}/OutOfStock`,
  vegkiarusitas: `${SCHEMA}/LimitedAvailability`,
};

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  brand: string;
  category: string | null;
  variants: Pick<
    VariantRow,
    'cikkszam' | 'name_hu' | 'availability' | 'price_curr_hu' | 'unique_promotional_price'
  >[];
}

function offerOf(
  v: ProductFacts['variants'][number],
  url: string,
  seller: string,
): Record<string, unknown> {
  return {
    '@type': 'Offer',
    sku: v.cikkszam,
    name: v.name_hu,
    price: effectiveVariantPrice(v),
    priceCurrency: 'HUF',
    availability: SCHEMA_AVAILABILITY[v.availability],
    itemCondition: `${SCHEMA}/NewCondition`,
    url,
    seller: { '@type': 'Organization', name: seller },
  };
}

/** A Product with one Offer per variant: a single Offer, or an AggregateOffer over several. */
export function productObject(facts: ProductFacts, seller: string): object {
  const offers = facts.variants.map((v) => offerOf(v, facts.url, seller));
  const prices = facts.variants.map(effectiveVariantPrice);
  const single = facts.variants.length === 1 ? facts.variants[0] : undefined;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    ...(single ? { sku: single.cikkszam, mpn: single.cikkszam } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(facts.category ? { category: facts.category } : {}),
    ...(offers.length === 1
      ? { offers: offers[0] }
      : offers.length > 1
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'HUF',
              lowPrice: Math.min(...prices),
              highPrice: Math.max(...prices),
              offerCount: offers.length,
              offers,
            },
          }
        : {}),
  };
}

export interface ShopFacts {
  name: string;
  url: string;
  phone: string;
  email: string;
  sameAs: string[];
}

export function organizationObject(shop: ShopFacts): object {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    telephone: shop.phone,
    email: shop.email,
    ...(shop.sameAs.length > 0 ? { sameAs: shop.sameAs } : {}),
  };
}

/** The site with its search box: Google may offer it in the results (`/kereses?q=`). */
export function webSiteObject(shop: ShopFacts): object {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: shop.name,
    url: `${shop.url}/`,
    inLanguage: 'hu',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${shop.url}/kereses?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function blogPostingObject(post: {
  title: string;
  description: string;
  url: string;
  published: string;
  publisher: string;
}): object {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.published,
    inLanguage: 'hu',
    publisher: { '@type': 'Organization', name: post.publisher },
  };
}
