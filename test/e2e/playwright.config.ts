/**
 * Browser tests of the Users remote inside the shell-dev host, in Debian's Chromium. Run them with
 * `npm run test:e2e` (run.mjs builds first and picks the ports); global-setup.ts starts the OMS dev
 * server on a fresh database and serves dist/ and dist-shell/.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A full run (run.mjs) is two Playwright runs side by side, each with its own OMS database, host
 * and remote servers (global-setup.ts): E2E_LANE=matrix runs the fault matrix alone, E2E_LANE=rest
 * every other spec. The matrix mostly waits (its faults' holds, the client's write time-out), so
 * beside the rest it takes little from them. Without E2E_LANE (one spec, a --grep): every spec.
 */
const lane = process.env.E2E_LANE;
const MATRIX = 'fault-matrix.spec.ts';

export default defineConfig({
  testDir: __dirname,
  testMatch: lane === 'matrix' ? MATRIX : '*.spec.ts',
  testIgnore: lane === 'rest' ? MATRIX : undefined,
  // Each lane its own: Playwright empties this directory as it starts.
  outputDir: path.resolve(__dirname, '../../test-results', lane ?? 'all'),
  globalSetup: path.resolve(__dirname, 'global-setup.ts'),
  // One worker a run: its specs share one OMS database (a language change, a force logout).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // The whole run took 18.9 min on this machine in one sitting and 39.4 min in another (the machine
  // ran ~3.7x slower): the cap catches a hung run, not a slow machine. The CI's own limit is 90 min.
  globalTimeout: 60 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 800 },
    // Fluent's motion honours reduced motion: toasts and dialogs appear and leave at once, so an
    // accessibility scan never measures a colour half-way through a fade (a toast leaving after its
    // 3 s mid-scan did), and no test waits for an animation.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: each action with the DOM before and after, the network, the
    // console. Without the trace's film strip: the screencast behind it made the browser composite
    // and encode frames all the time, which was half of the browser tests' CPU here (three matrix
    // rows: 115 s of CPU with it, 71 s without, 60 s with no trace at all; 83 s → 70 s of wall
    // time on a quiet machine). Without its DOM snapshots either: serialising the page before and
    // after every action took ~8% of the browser tests' wall time here (three matrix rows and
    // user-details.spec, alone: 154 s with them, 142 s without, two runs each); the trace keeps
    // each action, the network and the console, and the failure's screenshot above is kept.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
});
