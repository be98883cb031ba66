import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The PostgreSQL database of `--db postgres`: the given URL, or a throwaway server of our own
 * (scripts/throwaway-postgres.sh) that is removed again afterwards.
 */
export async function throwawayPostgres(
  root: string,
  given: string | undefined,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (given) {
    if (!/^postgres(ql)?:\/\//.test(given))
      throw new Error('BENCH_DATABASE_URL must be a postgres:// URL');
    return { url: given, stop: async () => {} };
  }
  const script = path.join(root, 'scripts/throwaway-postgres.sh');
  const port = String(await freePort());
  console.log(`Starting a throwaway PostgreSQL on port ${port} ...`);
  const output = execFileSync(script, ['start', port], { encoding: 'utf8' }).trim().split('\n');
  const url = output[output.length - 1] ?? '';
  return {
    url,
    stop: async () => {
      execFileSync(script, ['stop', port], { stdio: 'ignore' });
    },
  };
}

/** Headers of a POST that passes the anti-forgery check, with a token fetched as a browser gets one. */
export async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/csrf`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const { token } = (await res.json()) as { token: string };
  return {
    'content-type': 'application/json',
    cookie: `csrf_token=${token}`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
}
