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
    './mount': './src/expose/mount.tsx',
  },
  shared: {
    ...Object.fromEntries(sharedSingletons.map((name) => [name, singleton(name)])),
    // Shared as-is, Fluent lands whole in one 1.27 MB chunk (measured). Tree-shaking the shared
    // fallback to the exports this app uses brings it to ~490 KB; the runtime still uses the host's
    // singleton when the host provides one.
    '@fluentui/react-components': { ...singleton('@fluentui/react-components'), treeShaking: { mode: 'runtime-infer' } },
  },
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
};

export default federationConfig;
