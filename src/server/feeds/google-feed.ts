import { rasterImageUrl } from '@common/image-renditions';
import { type FeedItem, feedItems } from './feed-items';
import { absolute, cut, itemTitle, productUrl, shippingOptions } from './feed-text';
import type { Db } from '../db/database';
import { element, xmlText } from './xml-text';

/**
 * Google Merchant Center's RSS 2.0 product feed (https://support.google.com/merchants/answer/7052112):
 * one <item> per orderable variant, grouped by product (`g:item_group_id`), prices as `12345 HUF`,
 * the old price as `g:price` with `g:sale_price` when the variant is on sale.
 */
export const GOOGLE_AVAILABILITY: Record<FeedItem['availability'], string> = {
  raktaron: 'in_stock',
  vegkiarusitas: 'in_stock',
  // Orderable now and sent when the supplier delivers; Google's `backorder` needs a date the shop does not know.
  rendelheto: 'in_stock',
};

const huf = (amount: number) => `${amount} HUF`;

/** The elements every variant of a product shares, escaped once per product. */
function productParts(item: FeedItem, baseUrl: string): string {
  return [
    element('g:item_group_id', item.productId),
    element('g:description', cut(item.description || item.productName, 5000)),
    element('g:link', productUrl(baseUrl, item.alias)),
    item.image ? element('g:image_link', absolute(baseUrl, rasterImageUrl(item.image))) : '',
    element('g:product_type', item.categoryPath),
    item.brand ? element('g:brand', item.brand) : element('g:identifier_exists', 'no'),
    element('g:condition', 'new'),
  ].join('');
}

function googleItem(item: FeedItem, shared: string): string {
  const parts = [
    element('g:id', item.variantId),
    element('g:title', cut(itemTitle(item), 150)),
    shared,
    element('g:availability', GOOGLE_AVAILABILITY[item.availability]),
    element('g:price', huf(item.oldPrice ?? item.price)),
  ];
  if (item.oldPrice !== null) parts.push(element('g:sale_price', huf(item.price)));
  parts.push(
    element('g:mpn', item.cikkszam),
    element('g:shipping_weight', `${item.weightG / 1000} kg`),
  );
  for (const option of shippingOptions(item)) {
    parts.push(
      `<g:shipping>${element('g:country', 'HU')}${element('g:service', option.service)}${element('g:price', huf(option.price))}</g:shipping>`,
    );
  }
  return `<item>${parts.join('')}</item>\n`;
}

export async function* googleFeed(
  db: Db,
  shop: { name: string; baseUrl: string; description: string },
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>${xmlText(shop.name)}</title>\n<link>${xmlText(`${shop.baseUrl}/`)}</link>\n<description>${xmlText(shop.description)}</description>\n`;
  for await (const items of feedItems(db)) {
    const shared = new Map<number, string>();
    yield items
      .map((item) => {
        let parts = shared.get(item.productId);
        if (parts === undefined) {
          parts = productParts(item, shop.baseUrl);
          shared.set(item.productId, parts);
        }
        return googleItem(item, parts);
      })
      .join('');
  }
  yield '</channel>\n</rss>\n';
}
