import { DELIVERY_LABELS } from '@common/delivery';
import { formatForint } from '@common/format';
import { type OrderStatus, trackingUrl } from '@common/order-status';
import type { DeliveryMethod } from '@common/pricing';
import type { MailMessage } from '../../mail/mailer';

/** The shop's side of the status e-mails, from the configuration. */
export interface StatusMailShop {
  brandName: string;
  phone: string;
  shopEmail: string;
  publicUrl: string;
}

export interface StatusMailOrder {
  order_number: string;
  email: string;
  shipping_name: string;
  delivery_method: number;
  grand_total: number;
  payment_mode: string;
  tracking_number: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function paragraphs(
  order: StatusMailOrder,
  status: OrderStatus,
  shop: StatusMailShop,
): { subject: string; body: string[]; link: string | null } | null {
  const method = order.delivery_method as DeliveryMethod;
  const courier = DELIVERY_LABELS[method]?.name ?? '';
  switch (status) {
    case 'feladva': {
      const link = trackingUrl(order.delivery_method, order.tracking_number);
      return {
        subject: `Rendelését feladtuk – ${order.order_number}`,
        body: [
          `Rendelését (${order.order_number}) feladtuk, a csomagot a(z) ${courier} szállítja.`,
          `Csomagszám: ${order.tracking_number}`,
          ...(link ? [`A csomag útját itt követheti: ${link}`] : []),
        ],
        link,
      };
    }
    case 'atveheto':
      return {
        subject: `Rendelése átvehető – ${order.order_number}`,
        body: [
          `Rendelése (${order.order_number}) átvehető az üzletünkben. Kérjük, átvételkor mondja be a rendelésszámot.`,
          `Fizetendő: ${formatForint(order.grand_total)} (${order.payment_mode}).`,
        ],
        link: null,
      };
    case 'torolve':
      return {
        subject: `Rendelését töröltük – ${order.order_number}`,
        body: [
          `Rendelését (${order.order_number}) töröltük.`,
          `Ha kérdése van, keressen minket: ${shop.phone} · ${shop.shopEmail}`,
        ],
        link: null,
      };
    default:
      return null;
  }
}

/**
 * The e-mail a customer gets when the order is shipped (with the tracking link), ready for collection
 * or cancelled; null for a status the customer is not told about.
 */
export function orderStatusMail(
  order: StatusMailOrder,
  status: OrderStatus,
  shop: StatusMailShop,
): MailMessage | null {
  const content = paragraphs(order, status, shop);
  if (!content) return null;
  const greeting = `Kedves ${order.shipping_name}!`;
  const signature = [
    'Üdvözlettel:',
    shop.brandName,
    `${shop.phone} · ${shop.shopEmail}`,
    shop.publicUrl,
  ];
  const text = [greeting, '', ...content.body, '', ...signature].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="hu"><head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.body.map((p) =>
      content.link && p.endsWith(content.link)
        ? `<p>${escapeHtml(p.slice(0, -content.link.length))}<a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    ),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: order.email, subject: content.subject, text, html };
}
