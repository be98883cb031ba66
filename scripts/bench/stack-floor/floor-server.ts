import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the floor's pages and files brotli-compressed, as the shop serves its own, from a server of its own:
 * the floor's requests never wait behind the bench's load, so its figure is a best case.
 */
export async function serveFloor(
  outDir: string,
  pages: Record<string, string>,
): Promise<{ base: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const brotli = (key: string, body: Buffer | string) => {
    let out = compressed.get(key);
    if (!out) {
      out = zlib.brotliCompressSync(body);
      compressed.set(key, out);
    }
    return out;
  };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://floor').pathname;
    const html = pages[pathname];
    if (html !== undefined) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
      });
      res.end(brotli(pathname, html));
      return;
    }
    const file = path.join(outDir, pathname);
    if (!pathname.startsWith('/assets/') || !file.startsWith(outDir) || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Nincs ilyen fájl.');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(brotli(pathname, fs.readFileSync(file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
