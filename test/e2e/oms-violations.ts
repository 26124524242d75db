/**
 * The OMS dev server's watch of client-rule violations (shell-dev/oms/services/watch.ts: writes the
 * app's change policy should have prevented, refused by the server or not), read after every
 * browser test by the `omsViolations` fixture (fixtures.ts), which fails the test when any was
 * recorded during it. Re-exported by ./fixtures.ts.
 *
 * A test that sends such a write straight to the OMS on purpose (set-up data through omsPost, not
 * through the app) declares it: `expectDirectOmsViolations()` in the test, or the annotation
 * `{ type: 'oms-violations', description: 'direct' }` in its details. Then only the violations
 * sent from a browser page (the app: the request carried an Origin header) fail it; the direct
 * ones are expected. Nothing excuses a violation the app sent.
 */
import { test, type TestInfo } from '@playwright/test';
import type { Violation } from '../../shell-dev/oms/services/watch';
import { e2eUrls } from './oms-api';

export type OmsViolation = Violation;

export const OMS_VIOLATIONS_ANNOTATION = 'oms-violations';

/** The dev API's answer: GET /api/dev/violations?since=<seq>. */
async function readViolations(since: number): Promise<{ violations: OmsViolation[]; last: number }> {
  const response = await fetch(new URL(`dev/violations?since=${since}`, e2eUrls().oms));
  if (!response.ok) throw new Error(`GET dev/violations: HTTP ${response.status}`);
  return (await response.json()) as { violations: OmsViolation[]; last: number };
}

/** The seq of the last violation the OMS recorded: a marker for `omsViolationsSince`. */
export async function omsViolationMarker(): Promise<number> {
  return (await readViolations(0)).last;
}

/** The violations the OMS recorded after `since`, oldest first. */
export async function omsViolationsSince(since: number): Promise<OmsViolation[]> {
  return (await readViolations(since)).violations;
}

/** One line per violation, as a failed test lists them. */
export function describeOmsViolation(violation: OmsViolation): string {
  const job = violation.logId ? ` (data manager job ${violation.logId})` : '';
  const outcome = violation.refused ? `refused: ${violation.error ?? ''}` : 'written';
  return `rule ${violation.rule} (${violation.ruleText}): ${violation.service} by ${violation.userLoginId} on ${violation.target.kind} ${violation.target.id}${job}, ${violation.detail}; ${outcome}; sent ${violation.from === 'browser' ? 'from a browser page (the app)' : 'straight to the OMS'}`;
}

/** The current test expects violations it sends straight to the OMS (not through the app). */
export function expectDirectOmsViolations(): void {
  test.info().annotations.push({ type: OMS_VIOLATIONS_ANNOTATION, description: 'direct' });
}

/** Whether `testInfo` declared direct violations (expectDirectOmsViolations or the annotation). */
function expectsDirect(testInfo: TestInfo): boolean {
  return testInfo.annotations.some((annotation) => annotation.type === OMS_VIOLATIONS_ANNOTATION && annotation.description === 'direct');
}

/**
 * What the fixture fails a test for: every violation recorded since `since`, less the direct ones
 * when the test declared them; one line each.
 */
export async function unexpectedOmsViolations(since: number, testInfo: TestInfo): Promise<string[]> {
  const direct = expectsDirect(testInfo);
  return (await omsViolationsSince(since)).filter((violation) => !(direct && violation.from === 'direct')).map(describeOmsViolation);
}

/** The fixture's message. */
export const OMS_VIOLATIONS_MESSAGE = "writes the app's change policy should have prevented (the OMS dev server's violations, GET /api/dev/violations)";
