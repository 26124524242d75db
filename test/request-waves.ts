/**
 * The OMS requests a page makes, in waves, for browser tests and benchmarks: a request is in wave
 * n + 1 when an answer of wave n had arrived before it was sent (it may have waited for it); the
 * requests sent before any answer are wave 1. Playwright reports the browser's events in order,
 * so "before" is the order of events, not a clock: a busy machine cannot blur the waves.
 */
import type { Page, Request } from '@playwright/test';

export interface OmsRequest {
  /** The call below /api/, with the entity for a performFind: 'performFind PartyRole'. */
  name: string;
  wave: number;
  answered: boolean;
}

export interface OmsRequestRecorder {
  /** The requests so far, each with its wave. */
  requests(): OmsRequest[];
  /** The number of waves so far (0 before the first request). */
  waves(): number;
  stop(): void;
}

function callName(request: Request, omsUrl: string): string {
  const call = request.url().slice(omsUrl.length).split('?')[0] ?? '';
  if (call !== 'performFind') return call;
  const fromQuery = new URL(request.url()).searchParams.get('entityName');
  if (fromQuery) return `performFind ${fromQuery}`;
  try {
    const body = JSON.parse(request.postData() ?? '{}') as { entityName?: unknown };
    return typeof body.entityName === 'string' ? `performFind ${body.entityName}` : call;
  } catch {
    return call;
  }
}

/** Starts recording the requests `page` sends to the OMS API at `omsUrl` (ending in /api/). */
export function recordOmsRequests(page: Page, omsUrl: string): OmsRequestRecorder {
  const recorded = new Map<Request, OmsRequest>();
  /** The highest wave with an answer so far. */
  let answeredWave = 0;
  const isOms = (request: Request) => request.url().startsWith(omsUrl) && request.method() !== 'OPTIONS';
  const onRequest = (request: Request) => {
    if (isOms(request)) recorded.set(request, { name: callName(request, omsUrl), wave: answeredWave + 1, answered: false });
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
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onAnswer);
      page.off('requestfailed', onAnswer);
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
