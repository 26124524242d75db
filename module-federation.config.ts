/**
 * The remote's public face: what the launchpad (or any suite app) can load from `users`, and which
 * libraries it shares with its host. Exposes are listed in docs/ARCHITECTURE.md with their props.
 */
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import pkg from './package.json';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = { singleton: boolean; requiredVersion: string; treeShaking?: { mode: 'runtime-infer' | 'server-calc' } };

type Dependencies = Record<string, string>;
const dependencies: Dependencies = pkg.dependencies;

/** One shared singleton whose accepted range is the exact version this package is built with. */
function singleton(name: string): SharedConfig {
  const version = dependencies[name];
  if (!version) throw new Error(`module-federation.config: ${name} is not a dependency`);
  return { singleton: true, requiredVersion: `^${version}` };
}

export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@fluentui/react-components',
  // Fluent UI's style engine. The icon package (@fluentui/react-icons) imports it directly, not
  // through Fluent UI: shared, the icons use the host's Griffel and renderer, as Fluent's components
  // do, and the remote brings no second one (~5 KB gz before the Users tab's first rows).
  '@griffel/react',
] as const;

const federationConfig: FederationOptions = {
  name: 'users',
  filename: 'remoteEntry.js',
  exposes: {
    './App': './src/expose/app.tsx',
    './UsersRoutes': './src/expose/users-routes.tsx',
    './PermissionsRoutes': './src/expose/permissions-routes.tsx',
    './SettingsRoutes': './src/expose/settings-routes.tsx',
    './UserDetails': './src/expose/user-details.tsx',
    './UserCard': './src/expose/user-card.tsx',
    './UserAccess': './src/expose/user-access.tsx',
    './mount': './src/expose/mount.tsx',
    './prefetch': './src/expose/prefetch.ts',
  },
  shared: {
    ...Object.fromEntries(sharedSingletons.map((name) => [name, singleton(name)])),
    // The remote's own copies of these (its fallbacks, for a host that does not share them) are
    // tree-shaken to the exports this app uses: Fluent from a 1.27 MB chunk to ~580 KB, the router
    // (react-router, with its server-side code) from ~190 KB to ~40 KB (minified). A host that provides the
    // whole library still wins (checked by `npm run bench`: no fallback chunk loads in the host).
    '@fluentui/react-components': { ...singleton('@fluentui/react-components'), treeShaking: { mode: 'runtime-infer' } },
    'react-router-dom': { ...singleton('react-router-dom'), treeShaking: { mode: 'runtime-infer' } },
  },
  experiments: {
    // The remote loads no remotes of its own and runs only in browsers: what it has of the
    // federation runtime leaves out remote loading, manifest snapshots and Node's script loader.
    optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
  },
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
};

/**
 * The production remote (webpack.config.ts) leaves the federation runtime's core to its host:
 * remoteEntry.js reads it from the global `_FEDERATION_RUNTIME_CORE` instead of shipping a second
 * copy (~10 KB gz of the Users route's bytes in a host). A host provides it by setting
 * `experiments: { provideExternalRuntime: true }` on its ModuleFederationPlugin
 * (@module-federation/enhanced 2.x; shell-dev/host adds the same runtime plugin itself). For a host
 * that does not, USERS_BUNDLED_RUNTIME=1 builds a remoteEntry.js with its own runtime. The
 * standalone page is unaffected: it is built without federation (docs/ARCHITECTURE.md, Host contract).
 */
export function remoteFederationConfig(env: NodeJS.ProcessEnv = process.env): FederationOptions {
  const externalRuntime = env.USERS_BUNDLED_RUNTIME !== '1';
  return { ...federationConfig, experiments: { ...federationConfig.experiments, externalRuntime } };
}

export default federationConfig;
