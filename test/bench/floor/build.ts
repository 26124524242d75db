/**
 * The floor control of the usable bench (BENCH_FLOOR=1): the least a standalone Users tab can be
 * on this stack — ./reads.ts (the spec's two waves through the app's own src/oms calls) as a
 * first script, then ./page.tsx (React + Fluent UI: a tab list and a table of the rows, a click
 * pushing /user-details/…), bundled and minified by esbuild, each script with the same V8 compile
 * hint as the app's builds. Measured like the app's page, its ratio to the compared build is what
 * no change of the app can beat on this machine (README, Performance).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { COMPILE_HINT } from '../../../webpack.config';
import { APP_ENV_DEFAULTS, appEnvDefines } from '../../../webpack.common';
import type { AppEnvName } from '../../../webpack.common';

const PAGE = `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Users</title><style>#root,body,html{height:100%;margin:0}</style><script defer src=/floor/reads.js fetchpriority=high></script><script defer src=/floor/page.js></script></head><body><div id=root></div></body></html>\n`;

/** Writes the floor page into `outDir` (index.html, floor/reads.js, floor/page.js). */
export async function buildFloorPage(outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { reads: path.join(__dirname, 'reads.ts'), page: path.join(__dirname, 'page.tsx') },
    outdir: path.join(outDir, 'floor'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    // The app's build-time variables, as its own builds inline them.
    define: { 'process.env.NODE_ENV': '"production"', ...appEnvDefines(Object.keys(APP_ENV_DEFAULTS) as AppEnvName[]) },
    banner: { js: COMPILE_HINT },
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(outDir, 'index.html'), PAGE);
}
