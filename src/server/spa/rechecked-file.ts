import fs from 'node:fs';

/** How often a served page looks whether a build file was replaced (a build in place, `npm run dev`). */
const RECHECK_MS = 1000;

/**
 * A build file's parsed content, read again when the file changes (checked at most once a second):
 * a build into the served `dist/` takes effect without a restart. `parse` gets null while the file
 * is missing or unreadable.
 */
export function recheckedFile<T>(file: string, parse: (text: string | null) => T): () => T {
  let stamp = '';
  let checkedAt = 0;
  let parsed = parse(null);
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return parsed;
    checkedAt = now;
    let next = 'missing';
    try {
      const stat = fs.statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // Not built (yet).
    }
    if (next === stamp) return parsed;
    stamp = next;
    let text: string | null = null;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      stamp = 'missing';
    }
    parsed = parse(text);
    return parsed;
  };
}
