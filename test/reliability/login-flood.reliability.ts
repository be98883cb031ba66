import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ShopClient, percentile, queryShop } from './support/shop-api';
import { type ShopProcess, startShopProcess } from './support/shop-process';

/**
 * Issue 17: a login flood must not starve the server. 60 wrong logins from one address arrive at
 * once at a real server process with the production scrypt cost (N = 2^17, 128 MiB a hash). Every
 * attempt is counted before hashing, so at most the address's limit (30) is hashed; at most 1
 * hash runs at once on 2 cores (a queue of 8, then 503). Meanwhile the home page, a script file and a
 * catalogue call keep their normal latency (goal: p95 under 100 ms), and the process's memory stays
 * near where it was. Finally the owner, whose e-mail the attacker also tried, logs in from home.
 */
const FLOOD = 60;
const ATTACKER = '10.66.0.1';

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

describe('a login flood from one address', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-flood-'));
  const distDir = path.join(dataDir, 'dist');
  let shop: ShopProcess | null = null;
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hashes at most the allowed attempts while pages, files and the catalogue keep their speed', async () => {
    // A client build of our own: the page template and a 400 kB script, as the shop sends them.
    fs.mkdirSync(distDir, { recursive: true });
    fs.copyFileSync(
      path.join(__dirname, '..', '..', 'public', 'index.html'),
      path.join(distDir, 'index.html'),
    );
    fs.writeFileSync(path.join(distDir, 'app.flood.js'), `/* ${'x'.repeat(400 * 1024)} */`);
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
    });
    const base = shop.url;
    const pid = shop.process.pid!;
    const [product] = queryShop<{ alias: string }>(
      dataDir,
      `select alias from products where active = 1 order by id limit 1`,
    );
    const owner = await new ShopClient(base).init();
    const home = { 'x-forwarded-for': '10.77.0.1' };
    const registered = await owner.post(
      'register',
      {
        name: 'Kiss Anna',
        email: 'kiss.anna@example.hu',
        password: 'Titkos-jelszo-1',
        password_confirmation: 'Titkos-jelszo-1',
      },
      home,
    );
    expect(registered.status).toBe(200);

    const paths = [
      '/',
      '/app.flood.js',
      `/api/productByAlias/${product!.alias}`,
      '/api/motorom/gyartok',
    ];
    const read = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}${paths[i % paths.length]}`);
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const normal: number[] = [];
    for (let i = 0; i < 40; i += 1) normal.push((await read(i)).ms);
    const memoryBefore = rssMiB(pid);
    let memoryPeak = memoryBefore;

    const attacker = await new ShopClient(base).init();
    const started = performance.now();
    let flooding = true;
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        attacker.post(
          'login',
          // Half try the owner's e-mail, half other e-mails: the address limit and the pair limit.
          {
            email: i % 2 ? 'kiss.anna@example.hu' : `proba${i}@example.hu`,
            password: `rossz-${i}`,
          },
          { 'x-forwarded-for': ATTACKER },
        ),
      ),
    ).finally(() => (flooding = false));
    const during: { status: number; ms: number }[] = [];
    for (let i = 0; flooding; i += 1) {
      during.push(await read(i));
      memoryPeak = Math.max(memoryPeak, rssMiB(pid));
      await new Promise((r) => setTimeout(r, 25));
    }
    const answers = await flood;
    const floodSeconds = (performance.now() - started) / 1000;
    const memoryAfter = rssMiB(pid);

    const count = (status: number) => answers.filter((a) => a.status === status).length;
    const hashed = count(401);
    const p95 = percentile(
      during.map((r) => r.ms),
      95,
    );
    console.log(
      `Login flood: ${FLOOD} parallel wrong logins from one address in ${floodSeconds.toFixed(1)} s: ` +
        `${hashed} hashed (401), ${count(429)} refused before hashing (429), ${count(503)} refused by the hash queue (503); ` +
        `${during.length} other requests meanwhile, p95 ${Math.round(p95)} ms, max ${Math.round(Math.max(...during.map((r) => r.ms)))} ms ` +
        `(before the flood p95 ${Math.round(percentile(normal, 95))} ms); ` +
        `memory ${memoryBefore} MiB before, peak ${memoryPeak} MiB, ${memoryAfter} MiB after`,
    );

    expect(count(401) + count(429) + count(503)).toBe(FLOOD);
    expect(hashed).toBeLessThanOrEqual(30);
    expect(count(429)).toBeGreaterThanOrEqual(FLOOD - 30);
    expect(during.filter((r) => r.status !== 200)).toEqual([]);
    expect(during.length).toBeGreaterThanOrEqual(20);
    // The goal is 100 ms. On a machine so loaded that its own p95 before the flood is above that,
    // the flood may not make it worse than half as much again.
    const normalP95 = percentile(normal, 95);
    expect(p95).toBeLessThan(Math.max(100, 1.5 * normalP95));
    // At most two 128 MiB hashes at once (and the allocator keeps some of it): well under 60 × 128.
    expect(memoryPeak - memoryBefore).toBeLessThan(450);

    // The attacker's address is blocked, for the owner's e-mail too; the owner logs in from home.
    const blocked = await attacker.post(
      'login',
      { email: 'kiss.anna@example.hu', password: 'Titkos-jelszo-1' },
      { 'x-forwarded-for': ATTACKER },
    );
    expect(blocked.status).toBe(429);
    const own = await owner.post(
      'login',
      { email: 'kiss.anna@example.hu', password: 'Titkos-jelszo-1' },
      home,
    );
    expect(own.status).toBe(200);
  });
});
