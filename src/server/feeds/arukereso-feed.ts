import { rasterImageUrl } from '@common/image-renditions';
import { netPrice, shippingCost } from '@common/pricing';
import type { Db } from '../db/database';
import { type FeedItem, feedItems } from './feed-items';
import { absolute, cut, itemTitle, productUrl } from './feed-text';
import { element } from './xml-text';

/**
 * Árukereső's product list (https://www.arukereso.hu/admin/FeedFormat): <products> with one <product>
 * per orderable variant: identifier, manufacturer, name, category, product_url, price (gross HUF),
 * net_price, image_url, description, delivery_time, delivery_cost.
 */

/** In stock: GLS delivers the next working day (the shop's delivery text). */
const DELIVERY_TIME: Record<FeedItem['availability'], string | null> = {
  raktaron: '1 munkanap',
  vegkiarusitas: '1 munkanap',
  rendelheto: null,
};

/** The elements every variant of a product shares, escaped once per product. */
function productParts(item: FeedItem, baseUrl: string): string {
  return [
    element('manufacturer', item.brand),
    element('category', item.categoryPath),
    element('product_url', productUrl(baseUrl, item.alias)),
    item.image ? element('image_url', absolute(baseUrl, rasterImageUrl(item.image))) : '',
    element('description', cut(item.description || item.productName, 5000)),
  ].join('');
}

function arukeresoItem(item: FeedItem, shared: string): string {
  const deliveryTime = DELIVERY_TIME[item.availability];
  return [
    '<product>',
    element('identifier', item.variantId),
    element('name', cut(itemTitle(item), 255)),
    shared,
    element('price', item.price),
    element('net_price', netPrice(item.price)),
    deliveryTime ? element('delivery_time', deliveryTime) : '',
    element('delivery_cost', shippingCost(1, item.price, item.weightG) ?? 0),
    '</product>\n',
  ].join('');
}

export async function* arukeresoFeed(db: Db, baseUrl: string): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<products>\n';
  for await (const items of feedItems(db)) {
    const shared = new Map<number, string>();
    yield items
      .map((item) => {
        let parts = shared.get(item.productId);
        if (parts === undefined) {
          parts = productParts(item, baseUrl);
          shared.set(item.productId, parts);
        }
        return arukeresoItem(item, parts);
      })
      .join('');
  }
  yield '</products>\n';
}
