import fs from 'node:fs';
import path from 'node:path';

describe('all-endpoints', () => {
  it('loads every *.api.ts file of the client, so replays know every endpoint', () => {
    const root = path.resolve(__dirname, '..', '..', 'src', 'client');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        // The back office is its own lazy part with staff logins: shopper QA logs never contain it.
        if (entry.isDirectory()) {
          if (full !== path.join(root, 'admin')) walk(full);
        } else if (entry.name.endsWith('.api.ts') && entry.name !== 'base-api.ts') found.push(full);
      }
    };
    walk(root);
    const listed = fs.readFileSync(path.join(root, 'app', 'qa', 'all-endpoints.ts'), 'utf8');
    const missing = found
      .map((file) => `@client/${path.relative(root, file).replace(/\.ts$/, '')}`)
      .filter((module) => !listed.includes(`'${module}'`));
    expect(missing).toEqual([]);
  });
});
