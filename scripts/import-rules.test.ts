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

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import rules', () => {
  jest.setTimeout(60_000);

  it('a feature never imports another feature, by alias or by a relative path', async () => {
    const file = 'src/client/features/cart/new-file.ts';
    expect(
      await refusals(file, "import { x } from '@client/features/product/product.slice';"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await refusals(file, "import { x } from '../home/home.api';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    // Its own files and the shared layers are fine.
    expect(await refusals(file, "import { x } from '@client/domains/cart/cart.slice';")).toEqual(
      [],
    );
    expect(await refusals(file, "import { x } from '@client/shared/chosen-bike';")).toEqual([]);
  });

  it('the shared layers never import a feature; the shop never imports the back office', async () => {
    expect(
      await refusals(
        'src/client/components/new-file.ts',
        "import { x } from '@client/domains/cart/cart.slice';",
      ),
    ).toEqual([expect.stringContaining('Shared client code never imports a feature')]);
    expect(
      await refusals('src/client/app/new-file.ts', "import { x } from '@client/admin/admin-app';"),
    ).toEqual([expect.stringContaining('never imports the back office')]);
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
