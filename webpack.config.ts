import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Compilation, sources, type Compiler, type Configuration } from 'webpack';
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

/**
 * V8's explicit compile hint (Chromium 136+): every function of a file starting with this comment
 * is compiled while the file streams in, on a background thread, instead of on the main thread
 * the first time it is called. On this machine it took the task that evaluates main.js from
 * ≈ 150 to ≈ 100 ms (docs/BENCHMARKS.md, "Lighthouse: where the time goes"). Put on every
 * script but those over 250 KB (@arcgis/core's, the geometry engine, PDF and spreadsheet
 * libraries: most of their functions never run); a screen's chunks, React DOM's among them
 * (≈ 240 KB), run as soon as they come.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILE_HINT_MAX_BYTES = 250_000;

class CompileHintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes and the
        // compressed copies.
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              const asset = compilation.getAsset(file);
              if (!file.endsWith('.js') || !asset) continue;
              if (!chunk.canBeInitial() && asset.source.size() > COMPILE_HINT_MAX_BYTES) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * Chunks main.js imports as soon as it runs (src/app/main.tsx, routes.tsx): their own chunks so
 * they are evaluated in tasks of their own, preloaded by index.html so they still download
 * beside main.js rather than after it.
 */
const STARTUP_CHUNKS = ['render-app', 'layout'];

class StartupPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '');
          const files = new Set(
            STARTUP_CHUNKS.flatMap((name) => {
              const group = compilation.namedChunkGroups.get(name);
              return group ? group.chunks.flatMap((chunk) => [...chunk.files]) : [];
            }),
          );
          for (const file of [...files].filter((name) => name.endsWith('.js')).sort()) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: publicPath + file,
              }),
            );
          }
          return data;
        },
      );
    });
  }
}

/**
 * The glyphs @arcgis/core draws map text with (a measurement's length, labels), made from Source
 * Sans 3 and its Noto Sans fallbacks for Arabic, Hebrew, Thai and the few CJK characters the map
 * can draw (tools/glyphs/makeGlyphs.ts says which; the same bytes on every build) at build time
 * and served as `fonts/…` (src/services/arcgis/esriSetup.ts points
 * `esriConfig.fontsUrl` there): otherwise MapView fetches them from Esri's CDN. Made by
 * tools/glyphs in a child process (tsx), as this file's loader compiles nothing outside its
 * project, and emitted as assets so the dev server has them too.
 */
class GlyphsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('GlyphsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GlyphsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tims-glyphs-'));
          try {
            execFileSync(process.execPath, ['--import', 'tsx', 'tools/glyphs/makeGlyphs.ts', dir], {
              stdio: 'inherit',
            });
            for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
              const full = path.join(dir, file);
              if (!fs.statSync(full).isFile()) continue;
              compilation.emitAsset(
                `fonts/${file.split(path.sep).join('/')}`,
                new sources.RawSource(fs.readFileSync(full)),
                { minimized: true },
              );
            }
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        },
      );
    });
  }
}

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
      new StartupPreloadPlugin(),
      new GlyphsPlugin(),
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
            new CompileHintPlugin(),
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
