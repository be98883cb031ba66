import { PRODUCTION_ACCOUNTS, loadConfig } from '../../config';
import { dummyHash, hashPassword, verifyPassword } from './password-hash';

const cheap = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };

describe('password hashing', () => {
  it('runs production with OWASP scrypt parameters (N = 2^17, r = 8, p = 1) and room for them in maxmem', () => {
    const { scrypt } = loadConfig({}).accounts;
    expect(scrypt).toEqual(PRODUCTION_ACCOUNTS.scrypt);
    expect(scrypt).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(scrypt.maxmem).toBeGreaterThan(128 * scrypt.N * scrypt.r);
  });

  it('verifies the right password only, with a fresh salt per hash', async () => {
    const a = await hashPassword('Titkos-jelszo-1', cheap);
    const b = await hashPassword('Titkos-jelszo-1', cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Titkos-jelszo-1', a, cheap)).toBe(true);
    expect(await verifyPassword('titkos-jelszo-1', a, cheap)).toBe(false);
    expect(await verifyPassword('Titkos-jelszo-1', 'nem-hash', cheap)).toBe(false);
  });

  it('verifies an old hash with the cost stored in it after the configured cost changed', async () => {
    const old = await hashPassword('Régi-jelszó', cheap);
    expect(await verifyPassword('Régi-jelszó', old, { ...cheap, N: 2 ** 11 })).toBe(true);
  });

  it('hashes at production cost off the event loop: timers keep firing meanwhile', async () => {
    const params = PRODUCTION_ACCOUNTS.scrypt;
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const start = performance.now();
    const hash = await hashPassword('Titkos-jelszo-1', params);
    const hashMs = performance.now() - start;
    const verifyStart = performance.now();
    expect(await verifyPassword('Titkos-jelszo-1', hash, params)).toBe(true);
    const verifyMs = performance.now() - verifyStart;
    clearInterval(timer);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(ticks).toBeGreaterThan(hashMs / 20);
    // The figure for the report: what one login costs on this machine.
    process.stdout.write(
      `scrypt N=2^17: hash ${hashMs.toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms\n`,
    );
  }, 30_000);

  it('makes an unknown e-mail cost a real verification (a dummy hash at the configured cost)', async () => {
    const hash = await dummyHash(cheap);
    expect(hash).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(await dummyHash(cheap)).toBe(hash);
    expect(await verifyPassword('barmi', hash, cheap)).toBe(false);
  });
});
