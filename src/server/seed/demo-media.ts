import fs from 'node:fs';
import path from 'node:path';
import type { DownloadKind, Shape } from './demo-families';

/**
 * The demo catalogue's media: tiny SVG pictures (coloured background, a simple outline of the
 * product, a caption) and a few small real PDF documents, written under DATA_DIR/media.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const SHAPES: Record<Shape, string> = {
  jacket: 'M150 130l60-30h60l60 30 40 150-45 10-25-90v200H180V200l-25 90-45-10z',
  trousers: 'M170 110h140l20 280h-60l-30-200-30 200h-60z',
  glove: 'M180 380V230l-30-60 20-10 40 50V120h25v90-100h25v100-90h25v100-70h25v170l-20 120z',
  boot: 'M190 100h80v170l90 50v60H150l20-60z',
  helmet:
    'M240 110c-90 0-140 70-140 150 0 40 10 80 30 110h220c20-20 30-50 30-80 0-110-60-180-140-180zm-90 130h150c20 0 35 15 35 35v10H150z',
  visor: 'M110 240c0-70 60-120 130-120s130 50 130 120v30H110z',
  disc: 'M240 110a130 130 0 1 0 .1 0zm0 95a35 35 0 1 1-.1 0z',
  bottle: 'M210 100h60v50l30 40v200H180V190l30-40z',
  chain: 'M110 220h260v40H110zm20-30a50 50 0 1 0 .1 0zm220 0a50 50 0 1 0 .1 0z',
  plug: 'M225 100h30v60h20v40h-20v60h30v60l-30 50h-30l-30-50v-60h30v-60h-20v-40h20z',
  battery: 'M120 160h240v200H120zm30-30h50v30h-50zm130 0h50v30h-50z',
  box: 'M120 170q0-50 50-50h140q50 0 50 50v190H120zm0 70h240v20H120z',
  generic: 'M240 110l120 70v140l-120 70-120-70V180z',
};

/** Harmonious background colours by hue; a product's pictures differ by shade. */
export function pictureColour(hue: number, shade: number): string {
  return `hsl(${hue % 360} ${45 + (shade % 3) * 10}% ${30 + (shade % 3) * 8}%)`;
}

/** A square product picture: background, outline of the product kind, brand and caption. */
export function productSvg(opts: {
  shape: Shape;
  colour: string;
  title: string;
  caption: string;
}): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" role="img" aria-label="${escapeXml(opts.title)}">` +
    `<rect width="480" height="480" fill="${opts.colour}"/>` +
    `<path d="${SHAPES[opts.shape]}" fill="#fff" fill-opacity=".88"/>` +
    `<text x="240" y="440" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(opts.title)}</text>` +
    `<text x="240" y="60" font-family="Arial,sans-serif" font-size="20" fill="#fff" fill-opacity=".8" text-anchor="middle">${escapeXml(opts.caption)}</text>` +
    `</svg>`
  );
}

/** A wide banner: slider pictures and the current offer. */
export function bannerSvg(opts: {
  colour: string;
  accent: string;
  title: string;
  subtitle: string;
  width?: number;
  height?: number;
}): string {
  const w = opts.width ?? 1200;
  const h = opts.height ?? 400;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(opts.title)}">` +
    `<rect width="${w}" height="${h}" fill="${opts.colour}"/>` +
    `<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * 0.42}" fill="${opts.accent}" fill-opacity=".7"/>` +
    `<path d="M0 ${h * 0.8}L${w} ${h * 0.55}V${h}H0z" fill="#000" fill-opacity=".18"/>` +
    `<text x="${w * 0.06}" y="${h * 0.45}" font-family="Arial,sans-serif" font-size="${Math.round(h * 0.13)}" font-weight="700" fill="#fff">${escapeXml(opts.title)}</text>` +
    `<text x="${w * 0.06}" y="${h * 0.62}" font-family="Arial,sans-serif" font-size="${Math.round(h * 0.065)}" fill="#fff">${escapeXml(opts.subtitle)}</text>` +
    `</svg>`
  );
}

/** A bike type's picture: a motorcycle outline with its name and capacity. */
export function bikeSvg(opts: { colour: string; title: string; subtitle: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" role="img" aria-label="${escapeXml(opts.title)}">` +
    `<rect width="480" height="320" fill="${opts.colour}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round" opacity=".9">` +
    `<circle cx="130" cy="210" r="48"/><circle cx="350" cy="210" r="48"/>` +
    `<path d="M130 210l60-70h90l70 70M190 140l-20-30h-30M280 140l30-40h40M230 140l10 70h40"/></g>` +
    `<path d="M196 136c24-34 80-38 112-8l-10 16H200zM215 160h55v40h-55z" fill="#fff" fill-opacity=".9"/>` +
    `<text x="24" y="48" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(opts.title)}</text>` +
    `<text x="24" y="80" font-family="Arial,sans-serif" font-size="18" fill="#fff" fill-opacity=".85">${escapeXml(opts.subtitle)}</text>` +
    `</svg>`
  );
}

/** A partner's logo: the name on a white plate with a coloured mark. */
export function logoSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="200" height="100" rx="8" fill="#fff"/>` +
    `<rect x="12" y="30" width="40" height="40" rx="6" fill="${colour}"/>` +
    `<text x="62" y="58" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#222">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

/** A one-page PDF (PDF 1.4, Helvetica) with the given lines of ASCII text. */
export function simplePdf(lines: string[]): Buffer {
  const safe = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([\\()])/g, '\\$1');
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${780 - i * 24} Td (${safe(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DOWNLOADS: Record<DownloadKind, { name: string; file: string; lines: string[] }> = {
  'size-chart': {
    name: 'Mérettáblázat (PDF)',
    file: 'merettablazat.pdf',
    lines: [
      'MotoPont - Merettablazat',
      'Fejkorfogat (cm): XS 53-54, S 55-56, M 57-58, L 59-60, XL 61-62, 2XL 63-64',
      'Merje a fej koruleteit a szemoldok felett.',
    ],
  },
  'fitting-guide': {
    name: 'Beszerelési útmutató (PDF)',
    file: 'beszerelesi-utmutato.pdf',
    lines: [
      'MotoPont - Beszerelesi utmutato',
      '1. Ellenorizze, hogy az alkatresz illik-e a motor tipusahoz.',
      '2. A beszerelest bizza szakszervizre, ha bizonytalan.',
      '3. Az elso 200 km-en kimeletesen hasznalja.',
    ],
  },
  'safety-sheet': {
    name: 'Biztonsági adatlap (PDF)',
    file: 'biztonsagi-adatlap.pdf',
    lines: [
      'MotoPont - Biztonsagi adatlap',
      'Gyermekektol elzarva tartando.',
      'Borrel valo erintkezes eseten bo vizzel le kell mosni.',
    ],
  },
};

/** Writes files below mediaDir; `relative` uses forward slashes as in the /media/ URL. */
export class MediaWriter {
  private readonly made = new Set<string>();

  constructor(private readonly mediaDir: string) {}

  write(relative: string, content: string | Buffer): string {
    const file = path.join(this.mediaDir, ...relative.split('/'));
    const dir = path.dirname(file);
    if (!this.made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    fs.writeFileSync(file, content);
    return `/media/${relative}`;
  }
}
