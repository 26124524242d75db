/**
 * Builds the shell-dev host `launchpad`: a Module Federation host with no static remotes. It finds
 * the `users` remote at run time through `config.json`, which this build writes from the
 * environment (`OMS_URL`, `REMOTE_MANIFEST_URL`); a server may answer `/config.json` itself to
 * point a built host elsewhere (the browser tests do). `--mode development` serves it on :3000.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import pkg from '../../package.json';
import { sharedSingletons } from '../../module-federation.config';
import { DEFAULT_HOST_CONFIG } from './src/config';
import type { HostConfig } from './src/config';

interface Env {
  WEBPACK_SERVE?: boolean;
}
interface Argv {
  mode?: 'development' | 'production' | 'none';
}

const root = path.resolve(__dirname, '../..');

/** The host's run-time configuration, from the environment at build time. */
function hostConfigFromEnv(env: NodeJS.ProcessEnv = process.env): HostConfig {
  return {
    omsUrl: env.OMS_URL || DEFAULT_HOST_CONFIG.omsUrl,
    remoteManifestUrl: env.REMOTE_MANIFEST_URL || DEFAULT_HOST_CONFIG.remoteManifestUrl,
  };
}

/**
 * The remote's singletons with the same accepted ranges (`^` + the version in package.json): one
 * React, one router, one Jotai, one Fluent UI for host and remote. Unlike the remote, the host
 * provides whole libraries (no tree-shaking): a remote may use any export.
 */
function hostShared(): Record<string, { singleton: true; requiredVersion: string }> {
  const dependencies: Record<string, string> = pkg.dependencies;
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const version = dependencies[name];
      if (!version) throw new Error(`shell-dev host: ${name} is not a dependency`);
      return [name, { singleton: true, requiredVersion: `^${version}` }];
    }),
  );
}

/** Emits `config.json` next to index.html (in memory under the dev server). */
class HostConfigPlugin {
  constructor(private readonly config: HostConfig) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('HostConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('config.json', new webpack.sources.RawSource(`${JSON.stringify(this.config, null, 2)}\n`));
        },
      );
    });
  }
}

export default function config(env: Env = {}, argv: Argv = {}): Configuration & { devServer?: DevServerConfiguration } {
  const production = (argv.mode ?? 'production') === 'production';
  const port = Number(process.env.HOST_PORT ?? 3000);
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(root, 'dist-shell'),
      // Absolute: the host serves deep links (/users/tabs/settings) from the same index.html.
      publicPath: '/',
      // The entry keeps its name (the federation runtime asks for it before hashes exist);
      // index.html loads it with a ?hash query instead.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'launchpad',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          // esbuild picks ts or tsx from the file's extension (`<T>(x) =>` is valid only in .ts).
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    plugins: [
      // src/oms/instance-url (reused for the login call) reads the same build-time default as the remote.
      new webpack.DefinePlugin({ 'process.env.OMS_DOMAIN': JSON.stringify(process.env.OMS_DOMAIN ?? 'hotwax.io') }),
      new ModuleFederationPlugin({
        name: 'launchpad',
        remotes: {},
        shared: hostShared(),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './index.html', favicon: path.resolve(root, 'public/favicon.svg'), hash: production }),
      new HostConfigPlugin(hostConfigFromEnv()),
    ],
    // esbuild minifies the shared fallbacks (all of Fluent UI) in seconds where terser takes a minute.
    optimization: { minimizer: [new EsbuildPlugin({ target: 'es2020' })] },
    performance: { hints: false },
    stats: env.WEBPACK_SERVE ? 'errors-warnings' : 'normal',
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
