import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream answered, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A tiny reverse proxy that sends each request to the next upstream in turn, without keeping
 * connections, so consecutive requests of one browser really land on different API processes (a
 * browser's keep-alive connection would otherwise stick to one of them).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, connection: 'close' },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
