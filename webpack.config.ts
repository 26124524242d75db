/**
 * Builds the `users` remote: remoteEntry.js + mf-manifest.json for hosts, and a standalone
 * index.html that runs the whole app on its own. `--mode development` serves it on 127.0.0.1:3001.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import federationConfig from './module-federation.config';

interface Env {
  WEBPACK_SERVE?: boolean;
}
interface Argv {
  mode?: 'development' | 'production' | 'none';
}

/** Build-time defaults a deployment can override with environment variables. */
function appDefines(): Record<string, string> {
  const values = {
    OMS_DOMAIN: process.env.OMS_DOMAIN ?? 'hotwax.io',
    LAUNCHPAD_URL: process.env.LAUNCHPAD_URL ?? 'http://127.0.0.1:3000',
    STORE_LOGIN_URL: process.env.STORE_LOGIN_URL ?? 'https://launchpad.hotwax.io/login',
  };
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
}

/**
 * Entry files are content-hashed too. The federation runtime asks for the entry's filename before
 * hashes exist (only to learn its folder depth), so answer that early call without the hash.
 */
function hashedEntryFilename(pathData: { chunk?: { contentHash?: Record<string, string> } }): string {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

export default function config(env: Env = {}, argv: Argv = {}): Configuration & { devServer?: DevServerConfiguration } {
  const production = (argv.mode ?? 'production') === 'production';
  const port = Number(process.env.REMOTE_PORT ?? 3001);
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/standalone/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'users',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          // esbuild picks ts or tsx from the file extension (a generic `<T>` in .ts is not JSX).
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(appDefines()),
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
    performance: { hints: false },
    stats: env.WEBPACK_SERVE ? 'errors-warnings' : 'normal',
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
