/**
 * Builds the `users` remote: remoteEntry.js + mf-manifest.json for hosts, and a standalone
 * index.html that runs the whole app on its own. `--mode development` serves it on 127.0.0.1:3001.
 */
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import federationConfig from './module-federation.config';
import { appEnvDefines, baseConfiguration, devServerOptions, isProduction, portFromEnv } from './webpack.common';
import type { WebpackArgv, WebpackConfiguration, WebpackEnv } from './webpack.common';

/**
 * Entry files are content-hashed too. The federation runtime asks for the entry's filename before
 * hashes exist (only to learn its folder depth), so answer that early call without the hash.
 */
function hashedEntryFilename(pathData: { chunk?: { contentHash?: Record<string, string> } }): string {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

export default function config(env: WebpackEnv = {}, argv: WebpackArgv = {}): WebpackConfiguration {
  const production = isProduction(argv);
  return {
    ...baseConfiguration(env, argv),
    context: __dirname,
    entry: { main: './src/standalone/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'users',
      clean: true,
    },
    plugins: [
      new webpack.DefinePlugin(appEnvDefines(['OMS_DOMAIN', 'LAUNCHPAD_URL', 'STORE_LOGIN_URL', 'USERS_BENCH'])),
      new ModuleFederationPlugin(federationConfig),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        // The standalone page is served from a site root: absolute script URLs keep deep links
        // such as /tabs/settings loading after a reload.
        publicPath: process.env.STANDALONE_PUBLIC_PATH ?? '/',
        chunks: ['main'],
        favicon: './public/favicon.svg',
      }),
    ],
    // Cross-origin: the host on :3000 loads this remote's files.
    devServer: devServerOptions({ port: portFromEnv('REMOTE_PORT', 3001), crossOrigin: true }),
  };
}
