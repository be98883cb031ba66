import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnvProblems } from './production-env';
import { startMain } from './testing/main-process';

const COMPLETE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://motopont.example',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
  SHOP_EMAIL: 'bolt@motopont.example',
  SHOP_BANK_HOLDER: 'MotoPont Kft.',
  SHOP_BANK_NAME: 'Példa Bank',
  SHOP_BANK_ACCOUNT: '12345678-12345678-12345678',
};

describe('productionEnvProblems', () => {
  it('asks nothing of the demo (no NODE_ENV=production)', () => {
    expect(productionEnvProblems({})).toEqual([]);
    expect(productionEnvProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('is content with a complete production environment', () => {
    expect(productionEnvProblems(COMPLETE)).toEqual([]);
  });

  it('lists every missing variable at once, empty values counting as missing', () => {
    const problems = productionEnvProblems({ NODE_ENV: 'production', SHOP_BANK_NAME: '' });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'SMTP_URL',
      'SHOP_EMAIL',
      'SHOP_BANK_HOLDER',
      'SHOP_BANK_NAME',
      'SHOP_BANK_ACCOUNT',
    ]);
    expect(problems[0]).toMatch(/^PUBLIC_URL: missing – the shop's public address/);
  });

  it('names malformed values too', () => {
    expect(
      productionEnvProblems({ ...COMPLETE, PUBLIC_URL: 'motopont.hu', SHOP_EMAIL: 'bolt' }),
    ).toEqual([
      expect.stringMatching(/^PUBLIC_URL: not valid/),
      expect.stringMatching(/^SHOP_EMAIL: not valid/),
    ]);
  });
});

describe('npm start with NODE_ENV=production', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-env-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start with one list of the missing variables, before touching the database', async () => {
    const server = startMain({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      SMTP_URL: COMPLETE.SMTP_URL,
      SHOP_BANK_NAME: COMPLETE.SHOP_BANK_NAME,
    });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toBe(
      [
        'NODE_ENV=production needs these environment variables (README, "Configuration"):',
        "  - PUBLIC_URL: missing – the shop's public address, e.g. https://motopont.hu (links in e-mails)",
        "  - SHOP_EMAIL: missing – the shop's e-mail address (sender of e-mails, receives order notices)",
        '  - SHOP_BANK_HOLDER: missing – the bank account holder printed for transfers',
        '  - SHOP_BANK_ACCOUNT: missing – the bank account number customers transfer to',
        '',
      ].join('\n'),
    );
    const fatal = server.logLines().find((l) => l.level === 60);
    expect(fatal?.problems).toHaveLength(4);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('starts when every production variable is set', async () => {
    const server = startMain({ ...COMPLETE, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    try {
      const listening = await server.waitForLine((l) =>
        String(l.msg).startsWith('Server listening at '),
      );
      const url = String(listening.msg).replace('Server listening at ', '');
      expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
