/**
 * What `npm run build` must leave in dist/ for a host to load the remote, and for the standalone
 * page to run on its own: remoteEntry.js, a manifest naming every expose, index.html, hashed chunks
 * (the remote's beside remoteEntry.js, the standalone page's under standalone/), and no file
 * carrying the icon library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isIconLibrary, moduleChars } from '../bench/source-map-sizes';
import webpackConfig, { COMPILE_HINT } from '../../webpack.config';
import { SCREEN_CHUNKS } from '../../src/app/screen-paths';

const dist = path.resolve(__dirname, '../../dist');

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string }[];
  shared: { name: string; singleton?: boolean }[];
}

test('the remote build writes remoteEntry.js, a manifest of every expose and a standalone page', () => {
  expect(fs.existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  expect(manifest.name).toBe('users');
  expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  expect(manifest.exposes.map((expose) => expose.name).sort()).toEqual(
    ['App', 'PermissionsRoutes', 'SettingsRoutes', 'UserAccess', 'UserCard', 'UserDetails', 'UsersRoutes', 'mount', 'prefetch'].sort(),
  );
  for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai', '@fluentui/react-components', '@griffel/react']) {
    expect(manifest.shared.find((shared) => shared.name === name)?.singleton, name).toBe(true);
  }

  // The standalone page is its own compilation: its entry, main.<hash>.js, and its libraries'
  // chunks under standalone/, all content-hashed, run by the page in order (the first script,
  // prefetch, first). Each screen's chunk files are named in a JSON block the first script reads
  // to fetch the landing screen's code (src/standalone/screen-code.ts).
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="?([^"\s>]+\.js)/g)].map((match) => match[1]);
  expect(scripts.findIndex((script) => /^\/standalone\/prefetch\.[0-9a-f]{10}\.js$/.test(script ?? ''))).toBeLessThan(scripts.findIndex((script) => /^\/main\.[0-9a-f]{10}\.js$/.test(script ?? '')));
  expect(scripts.filter((script) => /^\/main\.[0-9a-f]{10}\.js$/.test(script ?? ''))).toHaveLength(1);
  for (const script of scripts) {
    expect(script).toMatch(/^\/(main|standalone\/[\w-]+)\.[0-9a-f]{10}\.js$/);
    expect(fs.existsSync(path.join(dist, script!))).toBe(true);
  }
  const block = /<script type="?application\/json"? id="?users-screen-chunks"?>([^<]*)<\/script>/.exec(html)?.[1];
  const screens = JSON.parse(block ?? '{}') as Record<string, string[]>;
  expect(Object.keys(screens).sort()).toEqual(Object.values(SCREEN_CHUNKS).sort());
  for (const files of Object.values(screens)) {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
      // A page script is never named again.
      expect(scripts).not.toContain(file);
    }
  }
  expect(screens['screen-users']?.some((file) => /^\/standalone\/screen-users\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  const chunks = fs.readdirSync(dist).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
  expect(chunks.length).toBeGreaterThan(5);
  for (const chunk of chunks) expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
});

test("every compilation sets the spec's 120 s chunk load time-out itself, and the built runtimes carry it", () => {
  const compilations = [webpackConfig({}, { mode: 'production' }), webpackConfig({}, { mode: 'development' })].flat();
  expect(compilations.map((compilation) => compilation.name)).toEqual(['users-remote', 'users-standalone', 'users']);
  for (const compilation of compilations) expect(compilation.output?.chunkLoadTimeout, compilation.name).toBe(120_000);
  // The standalone page's webpack runtime is in its first entry (main depends on it); the remote's in remoteEntry.js.
  const runtime = fs.readdirSync(path.join(dist, 'standalone')).find((file) => /^prefetch\.[0-9a-f]{10}\.js$/.test(file));
  expect(fs.readFileSync(path.join(dist, 'standalone', runtime!), 'utf8')).toMatch(/\b12e4\b|\b120000\b/);
  expect(fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8')).toMatch(/\b12e4\b|\b120000\b/);
});

/**
 * The icon library (2.9 MB of source) is never bundled. The app imports each icon from its own
 * entry; Fluent's own components import a few from the package root, of which tree-shaking keeps
 * only those few, so a file may hold some kilobytes of the library's modules, never more.
 */
test('no built file, remote or standalone, carries the icon library', () => {
  const files = [...fs.readdirSync(dist), ...fs.readdirSync(path.join(dist, 'standalone')).map((file) => `standalone/${file}`)].filter((file) => file.endsWith('.js'));
  let oneByOne = 0;
  const carriers: string[] = [];
  for (const file of files) {
    let library = 0;
    for (const [module, chars] of moduleChars(path.join(dist, file))) {
      if (isIconLibrary(module)) library += chars;
      else if (module.includes('@fluentui/react-icons/lib/atoms/')) oneByOne += chars;
    }
    if (library > 20_000) carriers.push(`${file}: ${library} characters of the icon library`);
  }
  expect(carriers).toEqual([]);
  // The check sees icons at all: the app's own, each from its own entry.
  expect(oneByOne).toBeGreaterThan(0);
});

/**
 * Every script starts with V8's compile hint (webpack.config.ts, `CompileHint`), so the browser
 * compiles it while it streams in rather than function by function on the page's main thread; the
 * source maps still name the right lines (the hint's line maps to nothing).
 */
test("every built script, remote and standalone, starts with V8's compile hint, and its source map counts that line", () => {
  const files = [...fs.readdirSync(dist), ...fs.readdirSync(path.join(dist, 'standalone')).map((file) => `standalone/${file}`)].filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(20);
  const without = files.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').split('\n', 1)[0] !== COMPILE_HINT);
  expect(without).toEqual([]);
  for (const file of files.filter((name) => fs.existsSync(path.join(dist, `${name}.map`)))) {
    const map = JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';'), file).toBe(true);
  }
});
