/**
 * `npm run dev`: the API server (with the demo catalogue, restarted on server changes by tsx watch)
 * on API_PORT (8080) and the webpack dev server with React Fast Refresh on DEV_PORT (3000). The dev
 * server answers the bundles from memory and passes everything else to the API server, pages included:
 * the API renders them from the template webpack writes to DEV_CLIENT_DIR/page/index.html, exactly as
 * it renders dist/index.html in production (anti-forgery cookie and meta tag, shop info, the page's
 * head). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const apiPort = process.env.API_PORT ?? '8080';
const devPort = process.env.DEV_PORT ?? '3000';
const devClientDir = path.resolve(root, process.env.DEV_CLIENT_DIR ?? '.dev-client');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const api = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    PUBLIC_URL: `http://localhost:${devPort}`,
    ...process.env,
    PORT: apiPort,
    SKIP_CLIENT_BUILD: '1',
    DIST_DIR: path.join(devClientDir, 'page'),
  },
});
const web = spawn(bin('webpack'), ['serve', '--mode', 'development'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    API_URL: `http://localhost:${apiPort}`,
    DEV_PORT: devPort,
    DEV_CLIENT_DIR: devClientDir,
  },
});

const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web])
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
