/**
 * The API server process that `npm run bench` measures: the real app (buildApp) plus one bare route
 * answering `{}`, the yardstick the catalogue calls are compared with. Prints its port as JSON.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  app.get('/bench/bare', async () => ({}));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: Number(new URL(address).port) })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
