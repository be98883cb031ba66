import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The import rules of eslint.config.js (docs/architecture.md) hold: `npm run lint` would stay green
 * if a rule were dropped, so these lines, linted as if they were in the named files, must be refused.
 */
const ROOT = path.resolve(__dirname, '..');
// The config module itself (ESLint's own loader needs an ESM dynamic import that Jest's VM lacks).
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: require('../eslint.config.js') as ESLint.Options['overrideConfig'],
});

async function refusals(
  file: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import rules', () => {
  jest.setTimeout(60_000);

  it('a feature never imports another feature, by alias or by a relative path', async () => {
    const file = 'src/client/features/cart/new-file.ts';
    expect(
      await refusals(file, "import { x } from '@client/features/product/product.api';"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await refusals(file, "import { x } from '../home/home.api';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    // Its own files, the domains and the lower layers are fine.
    expect(await refusals(file, "import { x } from '@client/features/cart/pickup.api';")).toEqual(
      [],
    );
    expect(await refusals(file, "import { x } from '@client/domains/cart/cart.slice';")).toEqual(
      [],
    );
    expect(await refusals(file, "import { x } from '@client/components/price';")).toEqual([]);
  });

  it('a feature never imports app/, not even its types; its tests may render the shell', async () => {
    const file = 'src/client/features/cart/new-file.ts';
    for (const code of [
      "import { x } from '@client/app/root-saga';",
      "import type { x } from '@client/app/store';",
      "import { x } from '../../app/header';",
    ])
      expect(await refusals(file, code)).toEqual([
        expect.stringContaining('A feature never imports app/'),
      ]);
    expect(
      await refusals(
        'src/client/features/cart/new-file.test.tsx',
        "import { x } from '@client/app/header';",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'src/client/features/cart/new-file.test.tsx',
        "import { x } from '@client/features/home/home.api';",
      ),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('a domain never imports a feature, nor app/ but for its types', async () => {
    const file = 'src/client/domains/cart/new-file.ts';
    expect(await refusals(file, "import { x } from '@client/features/cart/cart-screen';")).toEqual([
      expect.stringContaining('A domain never imports a feature'),
    ]);
    expect(await refusals(file, "import { x } from '../../features/home/home.api';")).toEqual([
      expect.stringContaining('A domain never imports a feature'),
    ]);
    expect(await refusals(file, "import { x } from '@client/app/persist-storage';")).toEqual([
      expect.stringContaining('A domain never imports app/'),
    ]);
    expect(await refusals(file, "import type { x } from '@client/app/store';")).toEqual([]);
    expect(await refusals(file, "import { x } from '@client/domains/session/auth.slice';")).toEqual(
      [],
    );
  });

  it('api/ and components/ never import a domain, a feature or app/ (api/ not components/ either)', async () => {
    for (const [layer, target] of [
      ['components', '@client/domains/cart/cart.slice'],
      ['components', '@client/features/cart/cart-screen'],
      ['components', '@client/app/store'],
      ['api', '@client/components/price'],
      ['api', '../domains/session/auth.slice'],
      ['api', '@client/app/store'],
    ])
      expect(
        await refusals(`src/client/${layer}/new-file.ts`, `import { x } from '${target}';`),
      ).toEqual([expect.stringContaining(`${layer} sits below`)]);
    expect(
      await refusals(
        'src/client/components/new-file.ts',
        "import { x } from '@client/api/base-api';",
      ),
    ).toEqual([]);
  });

  it("the back office never imports the shop's features, domains or app/; the shop never imports it", async () => {
    for (const target of [
      '@client/features/cart/cart-screen',
      '@client/domains/cart/cart.slice',
      '@client/app/store',
      '../features/auth/login-screen',
    ])
      expect(
        await refusals('src/client/admin/new-file.ts', `import { x } from '${target}';`),
      ).toEqual([expect.stringContaining('The back office never imports')]);
    expect(
      await refusals(
        'src/client/admin/new-file.ts',
        "import { x } from '@client/components/price';",
      ),
    ).toEqual([]);
    expect(
      await refusals('src/client/app/new-file.ts', "import { x } from '@client/admin/admin-app';"),
    ).toEqual([expect.stringContaining('never imports the back office')]);
    expect(
      await refusals(
        'src/client/domains/cart/new-file.ts',
        "import { x } from '../../admin/admin.api';",
      ),
    ).toEqual([expect.stringContaining('never imports the back office')]);
  });

  it('no client module imports itself round a cycle, by alias or over several modules (a type import is no cycle)', async () => {
    // Linted as cart.api.ts itself: cart.slice.ts imports cart.api.ts, so this closes a cycle.
    const cartApi = 'src/client/domains/cart/cart.api.ts';
    expect(
      await refusals(cartApi, "import { x } from './cart.slice';", 'import-x/no-cycle'),
    ).toEqual([expect.stringContaining('Dependency cycle')]);
    // Through an alias and over several modules: root-reducer -> cart.slice -> cart.api.
    expect(
      await refusals(cartApi, "import { x } from '@client/app/root-reducer';", 'import-x/no-cycle'),
    ).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(
      await refusals(cartApi, "import type { x } from './cart.slice';", 'import-x/no-cycle'),
    ).toEqual([]);
  });

  it('the client ships no TypeBox and no server code; common imports neither side', async () => {
    expect(
      await refusals(
        'src/client/features/cart/new-file.ts',
        "import { x } from '@sinclair/typebox';",
      ),
    ).toEqual([expect.stringContaining('The client ships no TypeBox')]);
    expect(
      await refusals('src/client/app/new-file.ts', "import { x } from '@common/api/cart.schema';"),
    ).toEqual([expect.stringContaining('The client ships no TypeBox')]);
    expect(
      await refusals(
        'src/client/app/new-file.ts',
        "import type { x } from '@common/api/cart.schema';",
      ),
    ).toEqual([]);
    expect(
      await refusals('src/client/app/new-file.ts', "import { x } from '@server/app';"),
    ).toEqual([expect.stringContaining('never imports server code')]);
    expect(
      await refusals('src/common/new-file.ts', "import { x } from '@client/app/store';"),
    ).toHaveLength(1);
  });
});
