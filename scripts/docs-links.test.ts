import fs from 'node:fs';
import path from 'node:path';

/**
 * Every Markdown link in README.md and docs/ must lead somewhere inside the repository: a file or
 * folder that exists and, when the link names a `#fragment`, a heading of that file whose GitHub
 * anchor is the fragment. Comments and docs point at these anchors (docs/requirements.md), so a
 * renamed heading or a moved file fails here instead of leaving a dead link behind.
 */
const ROOT = path.resolve(__dirname, '..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The lines outside fenced code blocks, with their 1-based numbers; inline code spans blanked out. */
function proseLines(source: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0] as string;
      else if (marker[0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Code spans blanked out (line breaks kept, so positions still tell the line). */
const withoutCodeSpans = (text: string) =>
  text.replace(/(`+)[^`]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));

/** A heading's anchor as GitHub makes it (github-slugger): the text lower-cased, punctuation dropped, spaces to hyphens. */
function githubAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .replace(/\*/g, '')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' (numbered -1, -2 ... when repeated) and explicit ids. */
function anchorsOf(source: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(source)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const base = githubAnchor(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g))
      anchors.add(match[1] as string);
  }
  return anchors;
}

interface MarkdownLink {
  line: number;
  target: string;
}

/** The inline links, images and link reference definitions of a Markdown text, outside code. */
function linksOf(source: string): MarkdownLink[] {
  // Paragraphs, so a link whose text wraps onto the next line is still one link.
  const paragraphs: { line: number; text: string }[] = [];
  let previous = -1;
  for (const { line, text } of proseLines(source)) {
    const last = paragraphs[paragraphs.length - 1];
    if (text.trim() === '') previous = -1;
    else if (last && line === previous + 1) {
      last.text += `\n${text}`;
      previous = line;
    } else {
      paragraphs.push({ line, text });
      previous = line;
    }
  }
  const links: MarkdownLink[] = [];
  for (const paragraph of paragraphs) {
    const prose = withoutCodeSpans(paragraph.text);
    const lineAt = (index: number) =>
      paragraph.line + (prose.slice(0, index).match(/\n/g)?.length ?? 0);
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line: lineAt(match.index), target: match[1] as string });
    for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm))
      links.push({ line: lineAt(match.index), target: match[1] as string });
  }
  return links.sort((a, b) => a.line - b.line);
}

/** What is wrong with a link of `file`, or null when it leads to an existing file and anchor. */
function brokenLink(
  file: string,
  target: string,
  readAnchors: (file: string) => Set<string>,
): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: and the like
  const hash = target.indexOf('#');
  const filePart = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = filePart
    ? filePart.startsWith('/')
      ? path.join(ROOT, decodeURIComponent(filePart))
      : path.resolve(path.dirname(file), decodeURIComponent(filePart))
    : file;
  if (!resolved.startsWith(ROOT + path.sep) && resolved !== ROOT)
    return 'points outside the repository';
  if (filePart && !fs.existsSync(resolved)) return 'no such file';
  if (fragment === null || fragment === '') return null;
  if (!resolved.endsWith('.md')) return 'an anchor in a file that is not Markdown';
  return readAnchors(resolved).has(fragment) ? null : `no heading with the anchor #${fragment}`;
}

describe('Markdown links in README.md and docs/', () => {
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];
  const anchorCache = new Map<string, Set<string>>();
  const readAnchors = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = anchorsOf(fs.readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };

  it('each lead to a file and heading of the repository', () => {
    const broken = files.flatMap((file) =>
      linksOf(fs.readFileSync(file, 'utf8')).flatMap(({ line, target }) => {
        const problem = brokenLink(file, target, readAnchors);
        return problem ? [`${path.relative(ROOT, file)}:${line} ${target}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('cite no document outside the repository (the old spec and API contract: docs/requirements.md)', () => {
    const outside = /\.\.\/shared\/|shared\/(?:spec|API\.md)|shop-spec\.md/;
    const citing = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          outside.test(text) ? [`${path.relative(ROOT, file)}:${index + 1} ${text.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });

  it('finds links in the docs at all', () => {
    const count = files.reduce(
      (sum, file) => sum + linksOf(fs.readFileSync(file, 'utf8')).length,
      0,
    );
    expect(count).toBeGreaterThan(30);
  });
});

describe('the link checker', () => {
  const here = path.join(ROOT, 'docs', 'example.md');
  const anchors = (file: string) =>
    file === here
      ? anchorsOf('# Title\n\n## Cart and order\n\n## Cart and order\n')
      : anchorsOf(fs.readFileSync(file, 'utf8'));

  it('makes GitHub anchors', () => {
    expect(githubAnchor('Shell, errors and builds (client)')).toBe(
      'shell-errors-and-builds-client',
    );
    expect(githubAnchor('Size advisor ("Melyik méret jó nekem?")')).toBe(
      'size-advisor-melyik-méret-jó-nekem',
    );
    expect(githubAnchor('Catalogue API (`npm run bench`)')).toBe('catalogue-api-npm-run-bench');
    expect(githubAnchor('The `product_prev` key')).toBe('the-product_prev-key');
    expect(githubAnchor('Idle – loaded')).toBe('idle--loaded');
    expect(githubAnchor('**Bold** and [a link](x.md)')).toBe('bold-and-a-link');
  });

  it('numbers repeated headings and ignores headings in code blocks', () => {
    const found = anchorsOf(
      '# A\n\n```sh\n# not a heading\n```\n\n## B\n## B\n<a id="here"></a>\n',
    );
    expect([...found]).toEqual(['a', 'b', 'b-1', 'here']);
  });

  it('reads links outside code only', () => {
    const source =
      'See [x](a.md#b) and `[y](c.md)`.\n\n```md\n[z](d.md)\n```\n![i](<e.svg> "t")\n[ref]: f.md#g\n\nA [wrapped\nlink](h.md) and `code\nspan [k](l.md)`.\n';
    expect(linksOf(source)).toEqual([
      { line: 1, target: 'a.md#b' },
      { line: 6, target: 'e.svg' },
      { line: 7, target: 'f.md#g' },
      { line: 9, target: 'h.md' },
    ]);
  });

  it('refuses a missing file, a missing anchor and a path outside the repository', () => {
    expect(brokenLink(here, '#cart-and-order', anchors)).toBeNull();
    expect(brokenLink(here, '#cart-and-order-1', anchors)).toBeNull();
    expect(brokenLink(here, 'https://example.com/x.md#y', anchors)).toBeNull();
    expect(brokenLink(here, 'architecture.md', anchors)).toBeNull();
    expect(brokenLink(here, '#checkout', anchors)).toBe('no heading with the anchor #checkout');
    expect(brokenLink(here, 'no-such-file.md', anchors)).toBe('no such file');
    expect(brokenLink(here, 'architecture.md#no-such-heading', anchors)).toBe(
      'no heading with the anchor #no-such-heading',
    );
    expect(brokenLink(here, '../../shared/API.md', anchors)).toBe('points outside the repository');
  });
});
