/**
 * What the remote's build (webpack.config.ts) and the shell-dev host's
 * (shell-dev/host/webpack.config.ts) have in common: the TypeScript loader rule, the dev-server
 * options, the build's environment variables with their defaults, and webpack-cli's env/argv
 * types. One place, so the two builds cannot drift apart.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** webpack-cli's `env` (first argument of a config function). */
export interface WebpackEnv {
  WEBPACK_SERVE?: boolean;
}

/** webpack-cli's `argv` (second argument); only the mode is read. */
export interface WebpackArgv {
  mode?: 'development' | 'production' | 'none';
}

/** A config function's return: webpack's options plus the dev server's. */
export type WebpackConfiguration = Configuration & { devServer?: DevServerConfiguration };

/** The suite's domain: bare OMS instance names live under it, and so does the suite login. */
const SUITE_DOMAIN = 'hotwax.io';

/** Defaults of the build-time variables the app reads as `process.env.X` (README, Configuration). */
export const APP_ENV_DEFAULTS = {
  /** Domain for bare instance names (`acme` becomes https://acme.hotwax.io/api/). */
  OMS_DOMAIN: SUITE_DOMAIN,
  /** Where logins and logouts go: the shell-dev host. */
  LAUNCHPAD_URL: 'http://127.0.0.1:3000',
  /** The Company app's login, which 'View product store' opens with the store's id. */
  STORE_LOGIN_URL: `https://company.${SUITE_DOMAIN}/login`,
  /** '1' only in `npm run bench`'s build: turns on the benchmark's render hooks (production drops them). */
  USERS_BENCH: '',
  /**
   * How long a write waits for its answer before it counts as lost (ms; empty = the client's 60 s).
   * The browser tests build with a few seconds, so a late answer (issue 21) runs in seconds.
   */
  OMS_WRITE_TIMEOUT_MS: '',
} as const;

/**
 * How long a lazily loaded chunk may take before its screen shows the load error with Retry (the
 * spec's 120 s), set on every compilation rather than left to webpack's default of the day.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type AppEnvName = keyof typeof APP_ENV_DEFAULTS;
export type AppEnv = Record<AppEnvName, string>;

/** The app's build-time variables: each from the environment when set (even empty), else its default. */
export function readAppEnv(env: NodeJS.ProcessEnv = process.env): AppEnv {
  return {
    OMS_DOMAIN: env.OMS_DOMAIN ?? APP_ENV_DEFAULTS.OMS_DOMAIN,
    LAUNCHPAD_URL: env.LAUNCHPAD_URL ?? APP_ENV_DEFAULTS.LAUNCHPAD_URL,
    STORE_LOGIN_URL: env.STORE_LOGIN_URL ?? APP_ENV_DEFAULTS.STORE_LOGIN_URL,
    USERS_BENCH: env.USERS_BENCH ?? APP_ENV_DEFAULTS.USERS_BENCH,
    OMS_WRITE_TIMEOUT_MS: env.OMS_WRITE_TIMEOUT_MS ?? APP_ENV_DEFAULTS.OMS_WRITE_TIMEOUT_MS,
  };
}

/**
 * DefinePlugin definitions that inline the named variables as `process.env.X` string literals. A
 * bundle gets only the names it asks for (the host needs only OMS_DOMAIN, for src/oms/instance-url).
 */
export function appEnvDefines(names: readonly AppEnvName[], env: AppEnv = readAppEnv()): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`process.env.${name}`, JSON.stringify(env[name])]));
}

/** `--mode` decides; webpack-cli passes none for a plain `webpack` run, which builds for production. */
export function isProduction(argv: WebpackArgv): boolean {
  return (argv.mode ?? 'production') === 'production';
}

/** A dev-server port from the environment (REMOTE_PORT, HOST_PORT), else the fallback. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[name] ?? fallback);
}

/** TypeScript and TSX through esbuild (no type-check here: `npm run typecheck` does that). */
export const typescriptRule: RuleSetRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  // esbuild picks ts or tsx from the file's extension (`<T>(x) =>` is valid only in .ts).
  options: { target: 'es2020', jsx: 'automatic' },
};

/**
 * The same, then Griffel's build-time transform: every `makeStyles` of the app becomes precomputed
 * class names (as Fluent UI's own packages ship), so the bundle carries no style resolver
 * (rtl-css-js, stylis) for it and no style is computed on the first render: the standalone page
 * carries ~6 KB gz less, and in a host (whose Fluent brings the resolver anyway) the first render of
 * the landing screen is ~11 ms quicker for ~2.4 KB gz more. The loader evaluates the style objects,
 * following imports through Babel's TypeScript preset.
 */
export const typescriptRuleWithStylesAhead: RuleSetRule = {
  test: typescriptRule.test,
  exclude: typescriptRule.exclude,
  use: [
    // Loaders run last to first: esbuild, then Griffel on its output.
    { loader: '@griffel/webpack-loader', options: { babelOptions: { presets: ['@babel/preset-typescript'] } } },
    { loader: 'esbuild-loader', options: typescriptRule.options },
  ],
};

/**
 * The dev server both apps run under `npm start`: loopback only, deep links answered with
 * index.html, full reloads (no HMR), an overlay for errors only. `crossOrigin` lets other origins
 * fetch the files (the remote's, which the host loads).
 */
export function devServerOptions(options: { port: number; crossOrigin?: boolean }): DevServerConfiguration {
  return {
    host: '127.0.0.1',
    port: options.port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    ...(options.crossOrigin ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
    client: { overlay: { warnings: false, errors: true } },
  };
}

/**
 * The options both builds set alike: mode, source maps, TypeScript resolution and loading, no
 * size hints, and quiet stats under the dev server. Each config adds its entry, output and plugins.
 * `stylesAhead`: Griffel's build-time transform of the app's styles (see typescriptRuleWithStylesAhead).
 */
export function baseConfiguration(env: WebpackEnv, argv: WebpackArgv, options: { stylesAhead?: boolean } = {}): Configuration {
  const production = isProduction(argv);
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // React 18+ has it: no shim and its fallback for older Reacts (src/lib/use-sync-external-store-shim.ts).
      alias: { 'use-sync-external-store/shim$': path.resolve(__dirname, 'src/lib/use-sync-external-store-shim.ts') },
    },
    module: { rules: [options.stylesAhead ? typescriptRuleWithStylesAhead : typescriptRule] },
    performance: { hints: false },
    stats: env.WEBPACK_SERVE ? 'errors-warnings' : 'normal',
  };
}
