/**
 * `npm run dev`: the API server (with the demo catalogue, reloaded on server changes by tsx watch)
 * on API_PORT (8080) and the webpack dev server with hot reload on DEV_PORT (3000), which proxies
 * /api and /media to it. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const apiPort = process.env.API_PORT ?? '8080';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const api = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, SKIP_CLIENT_BUILD: '1' },
});
const web = spawn(bin('webpack'), ['serve', '--mode', 'development'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
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
