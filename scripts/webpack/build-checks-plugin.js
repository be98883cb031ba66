// Checks of every production build, in one webpack plugin:
// - the client bundle holds no TypeBox module (the schemas are the server's; the client imports only
//   their types and the plain values of src/common/api/*.constants.ts). A TypeBox module in any
//   chunk fails the build, whatever import brought it in (ESLint catches the direct ones earlier);
// - nor react-router's development build (its package exports only that one; webpack.config.js
//   aliases both entry points to the production build);
// - it writes chunk-groups.json: the JavaScript and CSS files of each lazily loaded screen, so
//   scripts/size-report.ts can tell the first-load JavaScript of every first page, and the server
//   can preload a page's own screen with the page (src/server/spa/screen-assets.ts).
const { Compilation, sources, WebpackError } = require('webpack');

const NAME = 'BuildChecksPlugin';
const FORBIDDEN = [
  {
    pattern: /[\\/]node_modules[\\/]@sinclair[\\/]typebox[\\/]/,
    message: (chunks) =>
      `TypeBox is in the client bundle (chunks: ${chunks}). ` +
      'Import only types from *.schema.ts in src/client; plain values live in src/common/api/*.constants.ts.',
  },
  {
    pattern: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/,
    message: (chunks) =>
      `react-router's development build is in the client bundle (chunks: ${chunks}). ` +
      'webpack.config.js aliases react-router and react-router/dom to dist/production: a new entry point needs its alias too.',
  },
];

function* innerModules(module) {
  if (module.modules) for (const inner of module.modules) yield* innerModules(inner);
  else yield module;
}

class BuildChecksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const { pattern, message } of FORBIDDEN) {
            const found = new Set();
            for (const chunk of compilation.chunks)
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
                for (const inner of innerModules(module))
                  if (inner.resource && pattern.test(inner.resource))
                    found.add(chunk.name ?? String(chunk.id));
            if (found.size > 0)
              compilation.errors.push(new WebpackError(message([...found].join(', '))));
          }
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups)
            groups[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(JSON.stringify(groups, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { BuildChecksPlugin };
