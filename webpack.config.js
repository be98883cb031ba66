// Production and development builds of the SPA. `npm run build` writes dist/; `npm run dev` serves the
// bundles from memory with React Fast Refresh and proxies everything else (/api, /media and the pages
// themselves) to the API server, which renders the page from the template this build writes to
// DEV_CLIENT_DIR/index.html: the same index.html (anti-forgery token, shop info, head) as in production.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { BuildChecksPlugin } = require('./scripts/webpack/build-checks-plugin');
const { KeepRecentBuildsPlugin } = require('./scripts/keep-recent-builds');

/**
 * `npm run dev` writes the page template to DEV_CLIENT_DIR/page/index.html for the API server (its
 * DIST_DIR, set by scripts/dev.ts). Not at the root: the dev middleware would answer `/` with it.
 */
const devClientDir = path.resolve(__dirname, process.env.DEV_CLIENT_DIR ?? '.dev-client');
const devTemplate = path.join(devClientDir, 'page', 'index.html');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: production ? path.resolve(__dirname, process.env.BUILD_DIR ?? 'dist') : devClientDir,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      // Not emptied: tabs opened before a deploy still load their chunks. KeepRecentBuildsPlugin
      // removes the files of builds older than the last KEEP_BUILDS (3).
      clean: false,
    },
    // No eval in development either: the pages come with the production CSP (script-src 'self').
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@client': path.resolve(__dirname, 'src/client'),
        '@common': path.resolve(__dirname, 'src/common'),
        // react-router 7 exports only its development build (dev warnings and checks on every
        // render; remix-run/react-router#12532, #14102): the shop ships the production build it
        // publishes beside it. Both entries, so that no module gets the other copy's contexts.
        ...(production
          ? {
              'react-router$': require
                .resolve('react-router/package.json')
                .replace(/package\.json$/, 'dist/production/index.mjs'),
              'react-router/dom$': require
                .resolve('react-router/package.json')
                .replace(/package\.json$/, 'dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: production
            ? 'babel-loader'
            : { loader: 'babel-loader', options: { plugins: ['react-refresh/babel'] } },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        filename: production ? 'index.html' : path.relative(devClientDir, devTemplate),
      }),
      !production && new (require('@pmmmwh/react-refresh-webpack-plugin'))(),
      production && new KeepRecentBuildsPlugin({ keep: Number(process.env.KEEP_BUILDS ?? 3) }),
      production && new BuildChecksPlugin(),
      production &&
        new MiniCssExtractPlugin({
          filename: 'assets/[name].[contenthash:10].css',
          chunkFilename: 'assets/[name].[contenthash:10].css',
        }),
      production &&
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: /\.(js|css|html|svg)$/,
        }),
      production &&
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(js|css|html|svg)$/,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
    ].filter(Boolean),
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The fixed stack in one long-cached chunk: it changes only when dependencies do.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 10,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      static: false,
      // Only the template reaches the disk (for the API server); the bundles stay in memory.
      devMiddleware: { writeToDisk: (file) => file === devTemplate },
      // The bundles are answered from memory first; every other request (pages, /api, /media, the
      // sitemap and feeds) goes to the API server, so a page gets its token cookie and meta tag.
      proxy: [
        {
          context: (pathname) => pathname !== '/ws' && !pathname.startsWith('/assets/'),
          target: process.env.API_URL ?? 'http://localhost:8080',
        },
      ],
    },
  };
};
