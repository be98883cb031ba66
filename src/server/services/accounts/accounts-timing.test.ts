import { PRODUCTION_ACCOUNTS } from '../../config';
import { PASSWORD, loginRequest, registerCustomer } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
beforeAll(async () => {
  // Production cost, no slowdown: what a real login costs, and whether it can be told apart.
  t = await createTestApp({ accounts: { ...PRODUCTION_ACCOUNTS, loginSlowdownStepMs: 0 } });
  await registerCustomer(t);
});
afterAll(async () => {
  await t.close();
});

async function median(run: () => Promise<unknown>, times = 5): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)] as number;
}

describe('login at production cost', () => {
  it('takes as long for an unknown e-mail as for a known one with a wrong password', async () => {
    await loginRequest(t, 'senki@example.hu', 'x', '10.5.0.1'); // builds the dummy hash once
    const known = await median(() =>
      loginRequest(t, 'kiss.anna@example.hu', 'rossz-jelszo', '10.5.0.2'),
    );
    const unknown = await median(() =>
      loginRequest(t, 'senki@example.hu', 'rossz-jelszo', '10.5.0.3'),
    );
    const success = await median(() =>
      loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.5.0.4'),
    );
    process.stdout.write(
      `login (scrypt N=2^17): right ${success.toFixed(0)} ms, wrong ${known.toFixed(0)} ms, unknown e-mail ${unknown.toFixed(0)} ms\n`,
    );
    // Skipping the hash for an unknown e-mail would make it ~100 times faster; the bounds allow a busy machine's noise.
    expect(known).toBeGreaterThan(50);
    expect(unknown / known).toBeGreaterThan(0.25);
    expect(unknown / known).toBeLessThan(4);
  }, 60_000);

  it('does not stall other requests while a login hashes', async () => {
    const start = performance.now();
    const login = loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.5.0.5').then((res) => ({
      status: res.statusCode,
      ms: performance.now() - start,
    }));
    const other = await t.app.inject({ method: 'GET', url: '/api/csrf' });
    const otherMs = performance.now() - start;
    const done = await login;
    expect(done.status).toBe(200);
    expect(other.statusCode).toBe(200);
    // The other answer came back while the login was still hashing.
    expect(otherMs).toBeLessThan(done.ms / 2);
  }, 30_000);
});
