import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_LOGINS } from '../../shell-dev/oms/seed/fixtures';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import type { HostConfig } from '../../shell-dev/host/src/config';
import { summariseProfile } from './cpu-profile';
import type { CpuProfile, DecodedMap } from './cpu-profile';

const DIST = process.env.BENCH_DIST!;
const HOST_DIST = process.env.BENCH_HOST_DIST!;
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
  const remote = await startStaticServer({ root: DIST });
  const hostJson: Record<string, HostConfig> = {};
  const host = await startStaticServer({ root: HOST_DIST, json: hostJson });
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, users: 10000, quiet: true, allowedOrigins: [host.origin, remote.origin] });
  hostJson['/config.json'] = { omsUrl: oms.url, remoteManifestUrl: `${remote.origin}/mf-manifest.json` };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const totals = new Map<string, number>();
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(`(() => { const push = history.pushState; window.__usable = undefined; history.pushState = function (...a) { if (String(a[2]).includes('/users/tabs/users') === false && String(a[2]).includes('/users')) {} return push.apply(this, a); }; })()`);
    await page.goto(`${host.origin}/login`);
    await page.getByLabel('Username').fill(DEMO_LOGINS.admin.userLoginId);
    await page.getByLabel('Password').fill(DEMO_LOGINS.admin.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const t = await page.evaluate(`new Promise((resolve) => {
      const link = document.querySelector('nav[aria-label="App switcher"] a[href="/users"]');
      const at = performance.now();
      const marks = {};
      const check = () => {
        const n = document.querySelectorAll('[role="table"] [role="row"][aria-rowindex]').length;
        if (n >= 11) { marks.rows = performance.now() - at; resolve(marks); } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
      link.click();
    })`);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const maps = new Map<string, DecodedMap | null>();
    const summary = summariseProfile(profile, maps, process.env.MAPS ?? DIST);
    let total = 0;
    for (const { name, ms } of summary) {
      const file = name.split(' ')[1] ?? name;
      const group = /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(file)?.[1] ?? (file.startsWith('src/') ? file.split(':')[0]!.split('/').slice(0, 3).join('/') : name.startsWith('(') ? name.split(' ')[0]! : file.split(':')[0]!);
      totals.set(group, (totals.get(group) ?? 0) + ms / 5);
      total += ms;
    }
    console.log(`run ${run}: rows at ${JSON.stringify(t)}, profiled ${total} ms`);
    await context.close();
  }
  for (const [group, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(1).padStart(7)} ms  ${group}`);
  await browser.close();
  await oms.close();
  await remote.close();
  await host.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
