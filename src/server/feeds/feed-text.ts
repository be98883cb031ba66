import { shippingCost } from '@common/pricing';
import { DELIVERY_LABELS } from '@common/delivery';
import type { FeedItem } from './feed-items';

/** A variant's title in a feed: the product's name with the variant's, unless the one holds the other. */
export function itemTitle(item: FeedItem): string {
  const variant = item.variantName;
  if (!variant || item.productName.toLowerCase().includes(variant.toLowerCase()))
    return item.productName;
  if (variant.toLowerCase().includes(item.productName.toLowerCase())) return variant;
  return `${item.productName} – ${variant}`;
}

/** Cuts text to `max` characters at a word boundary. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const part = text.slice(0, max - 1);
  const space = part.lastIndexOf(' ');
  return `${space > max / 2 ? part.slice(0, space) : part}…`;
}

export interface ShippingOption {
  service: string;
  price: number;
}

/** What sending this one piece costs with each courier (the shop's own rule: GLS free above 50 000 Ft). */
export function shippingOptions(item: FeedItem): ShippingOption[] {
  return ([1, 2] as const).flatMap((method) => {
    const price = shippingCost(method, item.price, item.weightG);
    return price === null ? [] : [{ service: DELIVERY_LABELS[method].name, price }];
  });
}

export const productUrl = (baseUrl: string, alias: string) =>
  `${baseUrl}/termek/${encodeURIComponent(alias)}`;

export const absolute = (baseUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
