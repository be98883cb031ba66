import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../seo/head-tags';
import { recheckedFile } from './rechecked-file';

export interface ScreenAssets {
  /** Preload tags for a screen chunk's scripts and stylesheets that index.html does not load itself. */
  preloadTags(chunk: string | null): string;
}

function tagsOf(groups: Record<string, string[]>, distDir: string): Map<string, string> {
  const initial = new Set(groups.main ?? []);
  const tags = new Map<string, string>();
  for (const [chunk, files] of Object.entries(groups)) {
    const own = files.filter((f) => !initial.has(f) && fs.existsSync(path.join(distDir, f)));
    tags.set(
      chunk,
      own
        .map((f) => {
          const href = escapeHtml(`/${f}`);
          return f.endsWith('.css')
            ? `<link rel="preload" as="style" href="${href}">`
            : `<link rel="preload" as="script" href="${href}">`;
        })
        .join(''),
    );
  }
  return tags;
}

/**
 * The files of each lazily loaded screen, from the build's chunk-groups.json: a page preloads its
 * own screen's code and styles with the HTML, so the browser fetches them beside the first-load
 * scripts instead of after them (one round trip less before the page's content, docs/performance.md).
 * Without the file (no build yet, the dev server) no screen is preloaded.
 */
export function loadScreenAssets(distDir: string): ScreenAssets {
  const current = recheckedFile(path.join(distDir, 'chunk-groups.json'), (text) => {
    try {
      return tagsOf(text ? (JSON.parse(text) as Record<string, string[]>) : {}, distDir);
    } catch {
      return new Map<string, string>();
    }
  });
  return { preloadTags: (chunk) => (chunk ? (current().get(chunk) ?? '') : '') };
}
