/**
 * The floor's two pages: the same HTML and style sheet, once with the fixed stack's scripts (`/stack/`) and once
 * without any script (`/html/`). The second shows what the machine and Lighthouse allow a page at all; the first
 * what the stack takes from that.
 */
export const FLOOR_PATHS = { stack: '/stack/', html: '/html/' } as const;

const PRODUCTS = Array.from({ length: 12 }, (_, i) => ({
  name: `Bukósisak ${i + 1}`,
  price: `${((i + 1) * 12_990).toLocaleString('hu-HU').replace(/\s/g, ' ')} Ft`,
}));

function page(cssHref: string, scripts: string[]): string {
  const tags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  const items = PRODUCTS.map(
    (p, i) => `<li><a href="/termek/floor-${i + 1}">${p.name}</a> <span>${p.price}</span></li>`,
  ).join('');
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ruházat, sisak - MotoPont</title><meta name="description" content="Motoros ruházat és bukósisakok."><link rel="stylesheet" href="${cssHref}">${tags}</head><body><main class="container"><h1>Ruházat, sisak</h1><p>Motoros ruházat és bukósisakok széles választéka, raktárról, gyors szállítással. Válassza ki a motorját, és csak a hozzá illő alkatrészeket mutatjuk.</p><ul>${items}</ul></main></body></html>`;
}

/** Both pages' HTML by path, for the shop's style sheet and the floor bundle's first-load scripts. */
export function floorPages(cssHref: string, scripts: string[]): Record<string, string> {
  return { [FLOOR_PATHS.stack]: page(cssHref, scripts), [FLOOR_PATHS.html]: page(cssHref, []) };
}
