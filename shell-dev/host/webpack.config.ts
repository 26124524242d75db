/**
 * Builds the shell-dev host `launchpad`: a Module Federation host with no static remotes. It finds
 * the `users` remote at run time through `config.json`, which this build writes from the
 * environment (`OMS_URL`, `REMOTE_MANIFEST_URL`); a server may answer `/config.json` itself to
 * point a built host elsewhere (the browser tests do). `--mode development` serves it on :3000.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import pkg from '../../package.json';
import { sharedSingletons } from '../../module-federation.config';
import { DEFAULT_HOST_CONFIG } from './src/config';
import type { HostConfig } from './src/config';
import { appEnvDefines, baseConfiguration, devServerOptions, isProduction, portFromEnv } from '../../webpack.common';
import type { WebpackArgv, WebpackConfiguration, WebpackEnv } from '../../webpack.common';

const root = path.resolve(__dirname, '../..');

/**
 * The runtime plugin `experiments: { provideExternalRuntime: true }` adds (it publishes the host's
 * runtime core as the global `_FEDERATION_RUNTIME_CORE`), by its ES-module build. The option adds
 * the CommonJS build, whose `require` pulls in a second, CommonJS copy of the runtime core (~27 KB
 * gz more in main.js, measured) and publishes that copy instead of the host's own.
 */
const PROVIDE_RUNTIME_CORE = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

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
 * provides whole libraries (no tree-shaking): a remote may use any export. `HOST_SHARED` (a
 * comma-separated subset, e.g. `react,react-dom`) builds a host that shares only those, as a suite
 * app on other libraries would: the remote then runs on its own copies of the rest (the browser
 * tests' "foreign host", test/e2e/foreign-host.spec.ts).
 */
function hostShared(env: NodeJS.ProcessEnv = process.env): Record<string, { singleton: true; requiredVersion: string }> {
  const dependencies: Record<string, string> = pkg.dependencies;
  const only = env.HOST_SHARED?.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = only?.filter((name) => !(sharedSingletons as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`HOST_SHARED: not a shared library of the remote: ${unknown.join(', ')}`);
  return Object.fromEntries(
    sharedSingletons
      .filter((name) => !only || only.includes(name))
      .map((name) => {
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

export default function config(env: WebpackEnv = {}, argv: WebpackArgv = {}): WebpackConfiguration {
  const production = isProduction(argv);
  return {
    ...baseConfiguration(env, argv),
    context: __dirname,
    entry: { main: './src/index.ts' },
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
    plugins: [
      // src/oms/instance-url (reused for the login call) reads the same build-time default as the remote.
      new webpack.DefinePlugin(appEnvDefines(['OMS_DOMAIN'])),
      new ModuleFederationPlugin({
        name: 'launchpad',
        remotes: {},
        shared: hostShared(),
        // The users remote leaves the federation runtime's core to its host (module-federation.config.ts):
        // this host hands its own to the remotes it loads.
        runtimePlugins: [PROVIDE_RUNTIME_CORE],
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './index.html', favicon: path.resolve(root, 'public/favicon.svg'), hash: production }),
      new HostConfigPlugin(hostConfigFromEnv()),
    ],
    // esbuild minifies the shared fallbacks (all of Fluent UI) in seconds where terser takes a minute.
    optimization: { minimizer: [new EsbuildPlugin({ target: 'es2020' })] },
    devServer: devServerOptions({ port: portFromEnv('HOST_PORT', 3000) }),
  };
}
