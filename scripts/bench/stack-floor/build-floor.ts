import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { floorPages } from './floor-pages';

interface ShopConfig {
  resolve: { alias: Record<string, string> };
}

/**
 * Builds the floor's bundle as the shop builds its own (production mode, the same Babel set-up, the same
 * react-router build, the libraries in one `vendor` chunk, a runtime chunk) into `outDir`, copies the shop's
 * main style sheet from `distDir` and returns both pages' HTML by path.
 */
export async function buildFloor(
  root: string,
  distDir: string,
  outDir: string,
): Promise<Record<string, string>> {
  // The shop's own webpack config (CommonJS): the same aliases as the shop's build.
  const shopConfig = require(path.join(root, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => ShopConfig;
  const { alias } = shopConfig(undefined, { mode: 'production' }).resolve;
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry: { main: path.join(__dirname, 'floor-entry.ts') },
        output: { path: outDir, filename: 'assets/[name].[contenthash:10].js', publicPath: '/' },
        resolve: { extensions: ['.ts', '.tsx', '.js'], alias },
        module: { rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' }] },
        optimization: {
          splitChunks: {
            chunks: 'all',
            cacheGroups: {
              vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial' },
            },
          },
          runtimeChunk: 'single',
        },
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
