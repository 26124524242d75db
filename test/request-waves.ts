/**
 * The OMS requests a page makes, in waves, for browser tests and benchmarks: a request is in wave
 * n + 1 when an answer of wave n had arrived before it was sent (it may have waited for it); the
 * requests sent before any answer are wave 1. Playwright reports the browser's events in order,
 * so "before" is the order of events, not a clock: a busy machine cannot blur the waves.
 *
 * A performFind is named by its entity. The app sends its JSON bodies as Blobs, which Chromium does
 * not hand Playwright (`request.postData()` is null), so the bodies come from the DevTools protocol
 * (Network.getRequestPostData): the n-th performFind in its events is the n-th in Playwright's,
 * both being the browser's own network events in the order the requests were sent.
 */
import type { Page, Request } from '@playwright/test';

export interface OmsRequest {
  /** The call below /api/, with the entity for a performFind once recording stops: 'performFind PartyRole'. */
  name: string;
  wave: number;
  answered: boolean;
}

export interface OmsRequestRecorder {
  /** The requests so far, each with its wave. */
  requests(): OmsRequest[];
  /** The number of waves so far (0 before the first request). */
  waves(): number;
  /** Stops recording, once every performFind recorded so far is named. */
  stop(): Promise<void>;
}

function callOf(request: Request, omsUrl: string): string {
  return request.url().slice(omsUrl.length).split('?')[0] ?? '';
}

function entityOf(body: string | undefined): string | undefined {
  try {
    const { entityName } = JSON.parse(body ?? '{}') as { entityName?: unknown };
    return typeof entityName === 'string' ? entityName : undefined;
  } catch {
    return undefined;
  }
}

/** Starts recording the requests `page` sends to the OMS API at `omsUrl` (ending in /api/). */
export async function recordOmsRequests(page: Page, omsUrl: string): Promise<OmsRequestRecorder> {
  const recorded = new Map<Request, OmsRequest>();
  /** The highest wave with an answer so far. */
  let answeredWave = 0;
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Network.enable');
  /** Each performFind's body, in the order the browser sent them. */
  const findBodies: Promise<string | undefined>[] = [];
  devTools.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method !== 'POST' || !request.url.startsWith(`${omsUrl}performFind`)) return;
    findBodies.push(request.postData !== undefined ? Promise.resolve(request.postData) : devTools.send('Network.getRequestPostData', { requestId }).then(({ postData }) => postData, () => undefined));
  });
  /** Playwright's performFinds in the order sent, each to be named from its body. */
  const finds: OmsRequest[] = [];
  const isOms = (request: Request) => request.url().startsWith(omsUrl) && request.method() !== 'OPTIONS';
  const onRequest = (request: Request) => {
    if (!isOms(request)) return;
    const entry = { name: callOf(request, omsUrl), wave: answeredWave + 1, answered: false };
    recorded.set(request, entry);
    if (entry.name === 'performFind' && request.method() === 'POST') finds.push(entry);
  };
  const onAnswer = (request: Request) => {
    const entry = recorded.get(request);
    if (!entry) return;
    entry.answered = true;
    answeredWave = Math.max(answeredWave, entry.wave);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onAnswer);
  page.on('requestfailed', onAnswer);
  return {
    requests: () => [...recorded.values()].map((entry) => ({ ...entry })),
    waves: () => Math.max(0, ...[...recorded.values()].map((entry) => entry.wave)),
    stop: async () => {
      page.off('request', onRequest);
      page.off('requestfinished', onAnswer);
      page.off('requestfailed', onAnswer);
      const bodies = await Promise.all(findBodies);
      finds.forEach((entry, index) => {
        const entity = entityOf(bodies[index]);
        if (entity) entry.name = `performFind ${entity}`;
      });
      await devTools.detach().catch(() => undefined);
    },
  };
}

/** 'wave 1: getPermissions, user-profile, …' lines, for a report or a failure message. */
export function describeWaves(requests: readonly OmsRequest[]): string {
  const waves = new Map<number, string[]>();
  for (const request of requests) waves.set(request.wave, [...(waves.get(request.wave) ?? []), request.name]);
  return [...waves.entries()]
    .sort(([a], [b]) => a - b)
    .map(([wave, names]) => `wave ${wave}: ${names.join(', ')}`)
    .join('\n');
}
