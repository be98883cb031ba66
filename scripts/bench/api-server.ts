/**
 * The API server that `npm run bench` measures: the real app (buildApp) plus one bare route answering
 * `{}`, the yardstick the catalogue calls are compared with. With WORKERS=n it runs n such processes
 * on one port through node:cluster, as `WORKERS=n npm start` does. Prints `{"port":…}` once every
 * process listens.
 */
import cluster from 'node:cluster';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

async function serve(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  app.get('/bench/bare', async () => ({}));
  // The process's CPU time so far (µs): `npm run bench` reads it before and after the shopping
  // scenario to report the server's CPU time per request (one process only).
  app.get('/bench/cpu', async () => process.cpuUsage());
  const address = await app.listen({ port: config.port, host: '127.0.0.1' });
  if (cluster.isPrimary)
    process.stdout.write(`${JSON.stringify({ port: Number(new URL(address).port) })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

function supervise(workers: number): void {
  let listening = 0;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers)
      process.stdout.write(`${JSON.stringify({ port: Number(process.env.PORT) })}\n`);
  });
  cluster.on('exit', (worker, code) => {
    if (code !== 0) console.error(`bench worker ${worker.process.pid} ended with ${code}`);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

const workers = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  supervise(workers);
} else {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
