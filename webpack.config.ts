/**
 * Builds the `users` remote: remoteEntry.js + mf-manifest.json for hosts, and a standalone
 * index.html that runs the whole app on its own. `--mode development` serves both from one
 * compilation on 127.0.0.1:3001.
 *
 * For production they are two compilations writing into the same folder:
 * - the remote (Module Federation, no page): its shared libraries come from the host;
 * - the standalone page, a plain app without Module Federation. Nothing is shared on that page, so
 *   it needs no federation runtime, and its libraries are tree-shaken and split per screen like any
 *   app's: the Users tab loads only the Fluent UI components and router code it uses. Through
 *   Module Federation it would load the shared fallbacks, which hold every export any screen uses.
 * Each compilation cleans only its own files (`standalone/`, `main.*`, index.html and the favicon
 * are the page's; everything else is the remote's).
 */
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import federationConfig, { remoteFederationConfig } from './module-federation.config';
import { CHUNK_LOAD_TIMEOUT_MS, appEnvDefines, baseConfiguration, devServerOptions, isProduction, portFromEnv } from './webpack.common';
import type { WebpackArgv, WebpackConfiguration, WebpackEnv } from './webpack.common';
import { SCREEN_CHUNKS } from './src/app/screen-paths';
import { SCREEN_CHUNKS_ID } from './src/standalone/screen-code';

const DIST = path.resolve(__dirname, 'dist');

/** The standalone page's files in the shared output folder (paths relative to it). */
const STANDALONE_FILES = /^(index\.html|favicon\.svg|main\.[^/]*|standalone(\/.*)?)$/;
/** Written by the federation plugin's second compilation (the full shared fallbacks) before the remote's. */
const FALLBACK_BUILDS = /^independent-packages(\/|$)/;

/**
 * Entry files are content-hashed too. The federation runtime asks for the entry's filename before
 * hashes exist (only to learn its folder depth), so answer that early call without the hash.
 */
function hashedEntryFilename(pathData: { chunk?: { contentHash?: Record<string, string> } }): string {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

function defines(): webpack.DefinePlugin {
  return new webpack.DefinePlugin(appEnvDefines(['OMS_DOMAIN', 'LAUNCHPAD_URL', 'STORE_LOGIN_URL', 'USERS_BENCH', 'OMS_WRITE_TIMEOUT_MS']));
}

function standalonePage(chunks: string[] = ['main']): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    template: './public/index.html',
    // The standalone page is served from a site root: absolute script URLs keep deep links
    // such as /tabs/settings loading after a reload.
    publicPath: process.env.STANDALONE_PUBLIC_PATH ?? '/',
    chunks,
    // In this order: the prefetch entry runs first (it holds the webpack runtime main depends on).
    chunksSortMode: 'manual',
    favicon: './public/favicon.svg',
  });
}

/**
 * Names each screen's code in the standalone page, as data: a JSON block maps each screen chunk
 * (src/app/screen-paths.ts) to the files it needs beyond the page's own scripts. The first script
 * preloads the landing screen's (src/standalone/screen-code.ts), so its code arrives with the app's
 * instead of being found only once the app's main script has run. The first script itself gets a
 * high fetch priority: the OMS's reads leave when it is in.
 */
class ListScreenChunks {
  constructor(private readonly firstEntry: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('ListScreenChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ListScreenChunks', (groups) => {
        const initial = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const firstFiles = compilation.entrypoints.get(this.firstEntry)?.getFiles() ?? [];
        const scriptTags = [...groups.headTags, ...groups.bodyTags].filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        // The page's script URLs end with their file: what comes before is the public path.
        const sample = scriptTags[0];
        const sampleFile = sample ? [...initial].find((file) => String(sample.attributes.src).endsWith(file)) : undefined;
        const prefix = sample && sampleFile ? String(sample.attributes.src).slice(0, -sampleFile.length) : '/';
        const chunks: Record<string, string[]> = {};
        for (const name of Object.values(SCREEN_CHUNKS)) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) {
            compilation.errors.push(new webpack.WebpackError(`ListScreenChunks: no chunk named ${name} (src/app/screens.tsx must load each screen under its SCREEN_CHUNKS name)`));
            continue;
          }
          chunks[name] = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !initial.has(file)).map((file) => `${prefix}${file}`);
        }
        for (const tag of scriptTags) {
          if (firstFiles.some((file) => String(tag.attributes.src).endsWith(`/${file}`))) tag.attributes.fetchpriority = 'high';
        }
        // Data, not script: the browser neither runs nor fetches anything for it.
        const list = HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: SCREEN_CHUNKS_ID }, JSON.stringify(chunks));
        return { ...groups, headTags: [list, ...groups.headTags] };
      });
    });
  }
}

/**
 * V8's explicit compile hint, first in every script the build writes: V8 then compiles all of a
 * script's functions while it streams the file in, on a background thread, instead of compiling
 * each one on the page's main thread when it is first called. The app's scripts are mostly called
 * as they load (React, Fluent UI, the router and the first screen all run before the rows), and the
 * main thread, not the network, is what the first screen waits for: standalone first working click
 * ×0.91 and launchpad ×0.97, paired (docs/ARCHITECTURE.md, "Compiled as it streams in"). Added
 * after minification (which would drop it) and before the source maps are written, so they still
 * point at the right lines.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

class CompileHint {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('CompileHint', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHint', stage }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

/** Development: the remote and the standalone page (src/standalone/index.ts) in one compilation. */
function developmentConfig(env: WebpackEnv, argv: WebpackArgv): WebpackConfiguration {
  return {
    ...baseConfiguration(env, argv),
    name: 'users',
    context: __dirname,
    entry: { main: './src/standalone/index.ts' },
    output: { path: DIST, publicPath: 'auto', filename: '[name].js', chunkFilename: '[name].js', uniqueName: 'users', clean: true, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
    plugins: [defines(), new ModuleFederationPlugin(federationConfig), standalonePage()],
    // Cross-origin: the host on :3000 loads this remote's files.
    devServer: devServerOptions({ port: portFromEnv('REMOTE_PORT', 3001), crossOrigin: true }),
  };
}

/** Production: the remote alone (remoteEntry.js, the exposes, the shared fallbacks, the manifest). */
function remoteConfig(env: WebpackEnv, argv: WebpackArgv): WebpackConfiguration {
  return {
    ...baseConfiguration(env, argv, { stylesAhead: true }),
    name: 'users-remote',
    context: __dirname,
    // The container entry is added by the federation plugin.
    entry: {},
    output: {
      path: DIST,
      publicPath: 'auto',
      filename: hashedEntryFilename,
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'users',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: { keep: (file: string) => STANDALONE_FILES.test(file) || FALLBACK_BUILDS.test(file) },
    },
    plugins: [defines(), new ModuleFederationPlugin(remoteFederationConfig()), new CompileHint()],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // What `./prefetch` asks the OMS for is also what the Users tab's screen asks: one chunk
          // for both, or each would carry its own copy (~1.5 KB gz twice before a host's first rows).
          'landing-reads': {
            test: /[\\/]src[\\/](app[\\/]landing-reads|features[\\/]users[\\/](prefetch|filter)|oms[\\/](users|security-groups))\.ts$/,
            name: 'landing-reads',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
  };
}

/** Production: the standalone page, a plain app whose entry renders it (no federation boundary). */
function standaloneConfig(env: WebpackEnv, argv: WebpackArgv): WebpackConfiguration {
  return {
    ...baseConfiguration(env, argv, { stylesAhead: true }),
    name: 'users-standalone',
    context: __dirname,
    // Data before code: the prefetch entry is small and runs first, sending the landing route's
    // OMS requests while the app's code still downloads (src/standalone/prefetch.ts); main
    // depends on it, so the two share one runtime and the modules prefetch already holds.
    entry: {
      prefetch: { import: './src/standalone/prefetch.ts', filename: 'standalone/prefetch.[contenthash:10].js' },
      main: { import: './src/standalone/bootstrap.tsx', dependOn: 'prefetch' },
    },
    output: {
      path: DIST,
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: 'standalone/[name].[contenthash:10].js',
      uniqueName: 'users-standalone',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: { keep: (file: string) => !STANDALONE_FILES.test(file) },
    },
    // Libraries in chunks of their own, beside the entry: they download in parallel and stay
    // cached when only the app changes.
    optimization: { splitChunks: { chunks: 'all', filename: 'standalone/[name].[contenthash:10].js' } },
    plugins: [defines(), standalonePage(['prefetch', 'main']), new ListScreenChunks('prefetch'), new CompileHint()],
  };
}

export default function config(env: WebpackEnv = {}, argv: WebpackArgv = {}): WebpackConfiguration | WebpackConfiguration[] {
  if (!isProduction(argv)) return developmentConfig(env, argv);
  return [remoteConfig(env, argv), standaloneConfig(env, argv)];
}
