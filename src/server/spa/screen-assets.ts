import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../seo/head-tags';
import { recheckedFile } from './rechecked-file';

export interface ScreenAssets {
  /**
   * Preload tags for the scripts and stylesheets of these chunks (in this order, each file once)
   * that index.html does not load itself.
   */
  preloadTags(...chunks: (string | null)[]): string;
}

function filesOf(groups: Record<string, string[]>, distDir: string): Map<string, string[]> {
  const initial = new Set(groups.main ?? []);
  const files = new Map<string, string[]>();
  for (const [chunk, own] of Object.entries(groups))
    files.set(
      chunk,
      own.filter((f) => !initial.has(f) && fs.existsSync(path.join(distDir, f))),
    );
  return files;
}

function preloadTag(file: string): string {
  const href = escapeHtml(`/${file}`);
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" href="${href}">`
    : `<link rel="preload" as="script" href="${href}">`;
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
      return filesOf(text ? (JSON.parse(text) as Record<string, string[]>) : {}, distDir);
    } catch {
      return new Map<string, string[]>();
    }
  });
  return {
    preloadTags: (...chunks) => {
      const groups = current();
      const files = new Set(chunks.flatMap((chunk) => (chunk ? (groups.get(chunk) ?? []) : [])));
      return [...files].map(preloadTag).join('');
    },
  };
}
