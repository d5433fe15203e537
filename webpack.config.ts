import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const BASE_PATH = '/tims/';
/** The API server `npm run dev` starts beside the dev server (see package.json `dev:server`). */
const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://localhost:8081';

// Text files worth sending pre-compressed; the ArcGIS assets are compressed on the fly instead,
// because compressing their 11 000 files at every build would double the build time.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';

  const config: Configuration & { devServer?: DevServerConfiguration } = {
    mode: production ? 'production' : 'development',
    entry: { main: './src/app/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'build/app'),
      publicPath: BASE_PATH,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // react-router's package exports only its development build (with dev-only checks and
      // warnings); production bundles take the production build it ships beside it.
      alias: production
        ? {
            'react-router$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|svg|png|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', to: '.' },
          {
            // @arcgis/core loads its workers, translations and styles from here at run time;
            // src/services/arcgis points esriConfig.assetsPath at `${BASE_PATH}assets`.
            from: 'node_modules/@arcgis/core/assets',
            to: 'assets',
            info: { minimized: true },
          },
        ],
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              exclude: /^assets\//,
              threshold: 1024,
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
              test: COMPRESSIBLE,
              exclude: /^assets\//,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: { index: `${BASE_PATH}index.html` },
      devMiddleware: { publicPath: BASE_PATH },
      static: false,
      open: false,
      proxy: [{ context: ['/tims/api', '/portal'], target: DEV_API_ORIGIN }],
    },
  };
  return config;
};
