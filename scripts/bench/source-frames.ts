import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { CallFrame, NameFrame } from './trace-tasks';

/**
 * Names a CPU profile's frames in the shop's built scripts by their original source, through the
 * build's source maps in `distDir` (`/assets/x.js` → `dist/assets/x.js.map`): "Footer
 * src/client/app/footer.tsx:31", a library as "nm/<package path>". Frames of other scripts, or of
 * native work ("(program)", "(garbage collector)"), keep their own name.
 */
export function sourceFrameNamer(distDir: string): NameFrame {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, 'assets', `${file}.map`);
      maps.set(
        file,
        fs.existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
          : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (frame: CallFrame) => {
    const file = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(frame.url)?.[1];
    const own = frame.functionName || '(anonymous)';
    const consumer = file ? mapOf(file) : null;
    if (!consumer) return frame.url ? `${own} ${frame.url.split('/').pop()}` : own;
    // Profile positions are 0-based lines and columns; source maps take 1-based lines.
    const at = consumer.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!at.source) return `${own} ${file}`;
    const source = at.source
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/^(?:\.\/)?.*node_modules\//, 'nm/');
    return `${at.name ?? own} ${source}:${at.line}`;
  };
}
