import { deliveryLabel } from '@common/delivery';
import { formatHungarianDate } from '@common/dates';
import { formatForint } from '@common/format';
import type { DeliveryMethod } from '@common/pricing';
import type { Db } from '../../db/database';
import { type OutgoingMail, enqueueMail } from '../../mail/outbox';
import type { PlacedOrder } from './order-placing.service';

/** The shop's side of the order e-mails, from the configuration. */
export interface OrderMailShop {
  brandName: string;
  phone: string;
  shopEmail: string;
  publicUrl: string;
  bankAccount: { holder: string; bank: string; number: string };
}

const MPL: DeliveryMethod = 2;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Row = readonly [label: string, value: string];

/** The facts both e-mails share, as label-value rows, so text and HTML never drift apart. */
function orderFacts({ order }: PlacedOrder): { summary: Row[]; addresses: Row[] } {
  const method = order.delivery_method;
  const summary: Row[] = [
    ['Rendelésszám', order.order_number],
    ['Dátum', formatHungarianDate(order.created_at)],
    ['Termékek összesen', formatForint(order.goods_total)],
    ['Szállítási díj', formatForint(order.shipping_cost)],
    ['Fizetendő végösszeg', formatForint(order.grand_total)],
    ['Szállítási mód', deliveryLabel(method)?.name ?? String(method)],
    ['Fizetési mód', order.payment_mode],
  ];
  if (order.pickup_point) summary.push(['Átvételi pont', order.pickup_point]);
  const addresses: Row[] = [
    ['Név', order.shipping_name],
    ['Szállítási cím', `${order.shipping_zip} ${order.shipping_city}, ${order.shipping_street}`],
    ['E-mail', order.email],
    ['Telefonszám', order.phone],
    [order.company_name ? 'Cégnév (céges vásárlás)' : 'Számlázási név', order.billing_name],
    ['Számlázási cím', `${order.billing_zip} ${order.billing_city}, ${order.billing_street}`],
  ];
  if (order.tax_number) addresses.push(['Adószám', order.tax_number]);
  if (order.note) addresses.push(['Megjegyzés', order.note]);
  return { summary, addresses };
}

function lineTexts({ lines }: PlacedOrder): string[] {
  return lines.map(
    (l) =>
      `${l.name}${l.cikkszam ? ` (cikkszám: ${l.cikkszam})` : ''}: ${l.quantity} db × ${formatForint(l.unit_price)} = ${formatForint(l.line_total)}`,
  );
}

function transferRows(placed: PlacedOrder, shop: OrderMailShop): Row[] {
  if (placed.order.delivery_method !== MPL) return [];
  return [
    ['Kedvezményezett', shop.bankAccount.holder],
    ['Bank', shop.bankAccount.bank],
    ['Számlaszám', shop.bankAccount.number],
    ['Összeg', formatForint(placed.order.grand_total)],
    ['Közlemény', placed.order.order_number],
  ];
}

const TRANSFER_INTRO =
  'Az MPL-es kiszállítás előre utalással történik. Kérjük, utalja át a végösszeget az alábbi számlaszámra; a csomagot az összeg beérkezése után adjuk fel.';

function textRows(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlRows(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="4">${cells}</table>`;
}

/** A whole, minimal document: mail clients render a bare fragment in odd fonts and guess the language. */
function htmlDocument(body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="hu"><head><meta charset="utf-8"></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">',
    ...body,
    '</body></html>',
  ].join('\n');
}

function htmlList(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** The order confirmation to the customer: order number, lines, totals, delivery, payment. */
export function customerOrderMail(placed: PlacedOrder, shop: OrderMailShop): OutgoingMail {
  const { summary, addresses } = orderFacts(placed);
  const lines = lineTexts(placed);
  const transfer = transferRows(placed, shop);
  const greeting = `Kedves ${placed.order.shipping_name}!`;
  const thanks = `Köszönjük, hogy a ${shop.brandName} webáruházban vásárolt! Rendelését rögzítettük, hamarosan felvesszük Önnel a kapcsolatot.`;
  const signature = [
    `Üdvözlettel:`,
    shop.brandName,
    `${shop.phone} · ${shop.shopEmail}`,
    shop.publicUrl,
  ];

  const text = [
    greeting,
    '',
    thanks,
    '',
    textRows(summary),
    '',
    'Megrendelt termékek:',
    ...lines.map((l) => `- ${l}`),
    '',
    textRows(addresses),
    ...(transfer.length > 0 ? ['', TRANSFER_INTRO, textRows(transfer)] : []),
    '',
    ...signature,
  ].join('\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    htmlRows(summary),
    '<h2>Megrendelt termékek</h2>',
    htmlList(lines),
    '<h2>Szállítási és számlázási adatok</h2>',
    htmlRows(addresses),
    ...(transfer.length > 0
      ? ['<h2>Banki átutalás</h2>', `<p>${escapeHtml(TRANSFER_INTRO)}</p>`, htmlRows(transfer)]
      : []),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ];

  return {
    to: placed.order.email,
    subject: `Rendelés visszaigazolása – ${placed.order.order_number}`,
    text,
    html: htmlDocument(html),
  };
}

/** The notification to the shop: everything needed to fulfil the order. */
export function shopOrderMail(placed: PlacedOrder, shop: OrderMailShop): OutgoingMail {
  const { summary, addresses } = orderFacts(placed);
  const lines = lineTexts(placed);
  const intro = `Új rendelés érkezett: ${placed.order.order_number}.`;
  const text = [
    intro,
    '',
    textRows(summary),
    '',
    'Tételek:',
    ...lines.map((l) => `- ${l}`),
    '',
    textRows(addresses),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    htmlRows(summary),
    '<h2>Tételek</h2>',
    htmlList(lines),
    '<h2>Vevő</h2>',
    htmlRows(addresses),
  ];
  return {
    to: shop.shopEmail,
    subject: `Új rendelés: ${placed.order.order_number} (${placed.order.shipping_name}, ${formatForint(placed.order.grand_total)})`,
    text,
    html: htmlDocument(html),
  };
}

/** Writes both e-mails into the outbox, in the order's own transaction. */
export async function enqueueOrderMails(
  trx: Db,
  shop: OrderMailShop,
  placed: PlacedOrder,
): Promise<void> {
  await enqueueMail(trx, customerOrderMail(placed, shop));
  await enqueueMail(trx, shopOrderMail(placed, shop));
}
