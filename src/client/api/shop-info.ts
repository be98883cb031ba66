import type { ShopInfo } from '@common/api/content.schema';

const DEFAULT_SHOP_INFO: ShopInfo = {
  brandName: 'MotoPont',
  phone: '',
  email: '',
  socialLinks: [],
  mapEmbedUrl: '',
  legalDocuments: { privacy: '', terms: [] },
};

let cached: ShopInfo | null = null;

/** Shop settings the server embeds into index.html (brand, phone, social links, map). */
export function getShopInfo(doc: Document = document): ShopInfo {
  if (cached) return cached;
  const element = doc.getElementById('shop-info');
  try {
    cached = element?.textContent
      ? { ...DEFAULT_SHOP_INFO, ...(JSON.parse(element.textContent) as ShopInfo) }
      : DEFAULT_SHOP_INFO;
  } catch {
    cached = DEFAULT_SHOP_INFO;
  }
  return cached;
}
