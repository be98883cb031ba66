import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { traceLoad } from '../../scripts/bench/page-trace';
import { sourceFrameNamer } from '../../scripts/bench/source-frames';
import { summarizeTrace } from '../../scripts/bench/trace-tasks';
import { baseUrl } from './support/browser';

// `npm run trace`: a real Chromium trace of a page load, read task by task (issue 21's long tasks).
describe('npm run trace', () => {
  it("finds a page's long task after the first paint and names the function that ran in it", async () => {
    // A page that paints its text, then runs one 40 ms task in a named function.
    const html = `<!doctype html><html lang="hu"><title>Próba</title><p>Az első festés szövege</p>
<script>
function busyForFortyMs() { const end = performance.now() + 40; while (performance.now() < end) {} }
requestAnimationFrame(() => setTimeout(() => setTimeout(busyForFortyMs, 50), 0));
</script></html>`;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const events = await traceLoad(`http://127.0.0.1:${port}/`, { settleMs: 1000 });
      const summary = summarizeTrace(events, sourceFrameNamer(process.env.DIST_DIR ?? 'dist'), {
        minTaskMs: 30,
      });
      expect(summary.fcpMs).toBeGreaterThan(0);
      const busy = summary.tasks.filter((t) =>
        t.functions.some(([name]) => name.startsWith('busyForFortyMs ')),
      );
      expect(busy).toHaveLength(1);
      expect(busy[0]?.afterFcp).toBe(true);
      expect(busy[0]?.durationMs).toBeGreaterThanOrEqual(40);
      expect(summary.afterFcp.totalMs).toBeGreaterThanOrEqual(40);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("names the shop's frames by their source through the build's source maps", async () => {
    const events = await traceLoad(`${baseUrl()}/ruhazat-sisak/`, { settleMs: 1500 });
    const summary = summarizeTrace(events, sourceFrameNamer(process.env.DIST_DIR ?? 'dist'), {
      minTaskMs: 0,
    });
    expect(summary.fcpMs).toBeGreaterThan(0);
    const shopFrames = summary.tasks.flatMap((t) => t.shopFrames.map(([name]) => name));
    // The start (index.tsx) runs before the first paint, named by file and line of the source.
    expect(shopFrames.some((name) => /^\S+ src\/client\/index\.tsx:\d+$/.test(name))).toBe(true);
    const libraries = summary.tasks.flatMap((t) => t.functions.map(([name]) => name));
    expect(libraries.some((name) => / nm\/react-dom\/\S+:\d+$/.test(name))).toBe(true);
  });
});
