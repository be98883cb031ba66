import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { BuildChecksPlugin } from './build-checks-plugin';

/** Builds `files` (entry: index.js) with the plugin into a temporary folder, as production does. */
function build(files: Record<string, string>): Promise<{ stats: Stats; out: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-checks-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: { main: './index.js' },
    output: { path: out, filename: '[name].js', chunkFilename: '[name].chunk.js' },
    resolve: { modules: [path.resolve('node_modules')] },
    plugins: [new BuildChecksPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : resolve({ stats, out }))),
  );
}

describe('BuildChecksPlugin', () => {
  it('fails the build when a TypeBox module reaches the client bundle', async () => {
    const { stats } = await build({
      'index.js': "import { Type } from '@sinclair/typebox';\nexport const s = Type.String();\n",
    });
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson({ all: false, errors: true }).errors?.[0]?.message).toMatch(
      /TypeBox is in the client bundle \(chunks: main\)/,
    );
  }, 60_000);

  it("fails the build when react-router's development build reaches the client bundle", async () => {
    // What react-router-dom's own import resolves to without webpack.config.js's alias.
    const { stats } = await build({
      'index.js': "import { useLocation } from 'react-router';\nexport const hook = useLocation;\n",
    });
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson({ all: false, errors: true }).errors?.[0]?.message).toMatch(
      /react-router's development build is in the client bundle \(chunks: main\)/,
    );
  }, 60_000);

  it('passes a bundle without TypeBox and lists each lazy screen’s files', async () => {
    const { stats, out } = await build({
      'index.js': "import(/* webpackChunkName: 'home' */ './home.js');\n",
      'home.js': 'export const home = 1;\n',
    });
    expect(stats.hasErrors()).toBe(false);
    const groups = JSON.parse(fs.readFileSync(path.join(out, 'chunk-groups.json'), 'utf8'));
    expect(groups).toEqual({ main: ['main.js'], home: ['home.chunk.js'] });
  }, 60_000);
});
