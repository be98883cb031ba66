// Production and development builds of the SPA. `npm run build` writes dist/; `npm run dev` serves it
// with hot reload and proxies /api to the API server.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { BuildChecksPlugin } = require('./scripts/webpack/build-checks-plugin');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.BUILD_DIR ?? 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@client': path.resolve(__dirname, 'src/client'),
        '@common': path.resolve(__dirname, 'src/common'),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
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
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public') },
      proxy: [
        { context: ['/api', '/media'], target: process.env.API_URL ?? 'http://localhost:8080' },
      ],
    },
  };
};
