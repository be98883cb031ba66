/** GA4 e-commerce events on window.dataLayer (spec section 7): view_item_list, view_item, add_to_cart, ... */

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
  item_variant?: string;
  item_category?: string;
  index?: number;
}

export interface AnalyticsEcommerce {
  currency?: 'HUF';
  value?: number;
  transaction_id?: string;
  shipping?: number;
  item_list_id?: string;
  item_list_name?: string;
  items: AnalyticsItem[];
}

type DataLayerEntry = { event: string; ecommerce: AnalyticsEcommerce | null };

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function pushAnalyticsEvent(event: string, ecommerce: AnalyticsEcommerce): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // GA4 recommends clearing the previous ecommerce object first.
  window.dataLayer.push({ event: 'ecommerce_clear', ecommerce: null });
  const data = { currency: 'HUF' as const, ...ecommerce };
  window.dataLayer.push({ event, ecommerce: data });
  // Set only while the shopper consents to analytics (app/consent/gtag.ts): GA4 takes commands.
  window.gtag?.('event', event, data);
}
