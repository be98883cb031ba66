import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { floorPages } from './floor-pages';

type ShopConfig = Pick<webpack.Configuration, 'resolve' | 'module' | 'optimization'>;

/**
 * Builds the floor's bundle with the shop's own production config (its aliases, loaders and chunking: the
 * libraries in one `vendor` chunk, a runtime chunk), another entry and no plugins, into `outDir`, copies the shop's
 * main style sheet from `distDir` and returns both pages' HTML by path.
 */
export async function buildFloor(
  root: string,
  distDir: string,
  outDir: string,
): Promise<Record<string, string>> {
  // The shop's own webpack config (CommonJS).
  const shopConfig = require(path.join(root, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => ShopConfig;
  const shop = shopConfig(undefined, { mode: 'production' });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry: { main: path.join(__dirname, 'floor-entry.ts') },
        output: { path: outDir, filename: 'assets/[name].[contenthash:10].js', publicPath: '/' },
        resolve: shop.resolve,
        module: shop.module,
        optimization: shop.optimization,
        performance: { hints: false },
      },
      (error, result) => {
        if (error || !result) reject(error ?? new Error('webpack gave no result'));
        else if (result.hasErrors()) reject(new Error(result.toString('errors-only')));
        else resolve(result);
      },
    );
  });
  const scripts = (stats.toJson({ all: false, entrypoints: true }).entrypoints?.main?.assets ?? [])
    .map((asset) => `/${asset.name}`)
    .filter((name) => name.endsWith('.js'));
  const shopHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const cssHref = /href="?(\/assets\/main\.[\w]+\.css)"?/.exec(shopHtml)?.[1];
  if (!cssHref) throw new Error(`No main style sheet in ${distDir}/index.html`);
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.copyFileSync(path.join(distDir, cssHref), path.join(outDir, cssHref));
  return floorPages(cssHref, scripts);
}
