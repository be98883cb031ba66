import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The server's layer rules of eslint.config.js (docs/architecture.md, Server) hold: `npm run lint`
 * would stay green if a rule were dropped, so each line below, linted as if it were in the named file,
 * must be refused (and the allowed ones must pass).
 */
const ROOT = path.resolve(__dirname, '..');
// The config module itself (ESLint's own loader needs an ESM dynamic import that Jest's VM lacks).
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: require('../eslint.config.js') as ESLint.Options['overrideConfig'],
});

const LAYER_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-syntax',
]);

/** The layer rules' messages for `code` in `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) => m.message);
}

const refused = (text: string) => [expect.stringContaining(text)];

describe('server layer rules', () => {
  jest.setTimeout(60_000);

  it('db/ never imports a layer above it', async () => {
    const file = 'src/server/db/new-file.ts';
    const bottom = 'db/ is the bottom layer';
    expect(
      await refusals(file, "import { x } from '../services/cart/cart-store.service';"),
    ).toEqual(refused(bottom));
    expect(await refusals(file, "import { x } from '@server/http/logger';")).toEqual(
      refused(bottom),
    );
    expect(
      await refusals('src/server/db/tables/new.table.ts', "import { x } from '../../mail/outbox';"),
    ).toEqual(refused(bottom));
    expect(await refusals(file, "import { x } from './database';")).toEqual([]);
  });

  it("a domain's rules know nothing of HTTP: no Fastify, http/, route or hook file", async () => {
    const file = 'src/server/services/cart/new.service.ts';
    const rules = 'Services hold the rules and know nothing of HTTP';
    expect(await refusals(file, "import { x } from 'fastify';")).toEqual(refused(rules));
    expect(await refusals(file, "import { x } from 'fastify-plugin';")).toEqual(refused(rules));
    expect(await refusals(file, "import { x } from '../../http/bearer-token';")).toEqual(
      refused(rules),
    );
    expect(await refusals(file, "import { x } from './cart.routes';")).toEqual(refused(rules));
    expect(await refusals(file, "import { x } from '../accounts/customer-auth.hook';")).toEqual(
      refused(rules),
    );
    // Another domain's service, the database, the outbox: fine.
    expect(
      await refusals(
        file,
        "import { x } from '../orders/order-placing.service';\nimport { y } from '../../db/database';\nimport { z } from '../../mail/outbox';",
      ),
    ).toEqual([]);
  });

  it("a route plugin never imports another domain's route file, and may use HTTP", async () => {
    const file = 'src/server/services/cart/new.routes.ts';
    const routes = 'A route plugin is registered only by http/api-routes.ts';
    expect(await refusals(file, "import { x } from '../orders/customer-orders.routes';")).toEqual(
      refused(routes),
    );
    expect(
      await refusals(file, "import { x } from '@server/services/orders/admin-orders.routes';"),
    ).toEqual(refused(routes));
    expect(
      await refusals(
        file,
        "import { x } from 'fastify';\nimport { y } from '../../http/raw-upload';\nimport { z } from '../accounts/customer-auth.hook';",
      ),
    ).toEqual([]);
  });

  it('http/ never imports a domain, except the route registries', async () => {
    const http = 'http/ is the HTTP infrastructure under every domain';
    expect(
      await refusals(
        'src/server/http/new-file.ts',
        "import { x } from '../services/cart/cart.routes';",
      ),
    ).toEqual(refused(http));
    expect(
      await refusals(
        'src/server/http/api-routes.ts',
        "import { x } from '../services/cart/cart.routes';",
      ),
    ).toEqual([]);
  });

  it('mail/ never imports the domains', async () => {
    expect(
      await refusals(
        'src/server/mail/new-file.ts',
        "import { x } from '../services/orders/order-mail';",
      ),
    ).toEqual(refused('mail/ sits below the domains'));
  });

  it('recurring work is wired only in the jobs plugin: no jobs import, no setInterval, no start-up hook', async () => {
    const jobs = 'Recurring work is wired only in the jobs plugin';
    const routes = 'src/server/services/cart/new.routes.ts';
    expect(
      await refusals(
        'src/server/services/cart/new.service.ts',
        "import { x } from '../../jobs/scheduled-job';",
      ),
    ).toEqual(refused(jobs));
    expect(
      await refusals('src/server/main-like.ts', "import { x } from './jobs/jobs.plugin';"),
    ).toEqual(refused(jobs));
    expect(await refusals(routes, "import { setInterval as x } from 'node:timers';")).toEqual(
      refused(jobs),
    );
    expect(await refusals(routes, 'const x = setInterval(() => undefined, 1000);')).toEqual(
      refused(jobs),
    );
    expect(
      await refusals(
        routes,
        "declare const app: any;\nconst x = app.addHook('onListen', async () => {});",
      ),
    ).toEqual(refused(jobs));
    expect(
      await refusals(
        routes,
        "declare const app: any;\nconst x = app.addHook('onReady', async () => {});",
      ),
    ).toEqual(refused(jobs));
    // The plugin itself, and app.ts which registers it.
    expect(
      await refusals(
        'src/server/jobs/new-file.ts',
        'const x = setInterval(() => undefined, 1000);',
      ),
    ).toEqual([]);
    expect(await refusals('src/server/app.ts', "import { x } from './jobs/jobs.plugin';")).toEqual(
      [],
    );
  });

  it('the server never imports client code, and common never imports the server', async () => {
    expect(
      await refusals('src/server/seo/new-file.ts', "import { x } from '@client/app/store';"),
    ).toEqual(refused('The server never imports client code'));
    expect(
      await refusals('src/common/new-file.ts', "import { x } from '@server/app';"),
    ).toHaveLength(1);
  });
});
