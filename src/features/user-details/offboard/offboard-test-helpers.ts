/**
 * Shared by the offboarding and restore dialog tests (tests only): exact performFind expectations,
 * a log of what one nock scope answered, a watch on requests no interceptor matched, and the rows
 * of the named lists the dialogs show.
 */
import { within } from '@testing-library/react';
import nock from 'nock';
import { canonical, found, omsScope } from '../../../../test/oms-nock';
import { GROUP_NAMES, MARIA, renderCard } from '../../../../test/features/user-details';
import { ADMIN_PROFILE } from '../../../../test/render';
import { persistPolicyFacts } from '../../../../test/policy-setup';
import { LoginCard } from '../account/login-card';
import type { UserParty } from '../../../oms/user-details';
import type { FindRequestBody } from '../../../oms/perform-find';

export const PARTY_ID = MARIA.partyId;
export const LOGIN_ID = MARIA.userLoginId ?? 'maria.garcia';
export const PICKER = { partyId: PARTY_ID, roleTypeId: 'WAREHOUSE_PICKER' } as const;

/** Server permissions that allow blocking logins and store changes, but neither SUPER (WEBTOOLS_VIEW) nor facilities. */
export const STAFF = ['USERS_APP_VIEW', 'SECURITY_CREATE', 'SECURITY_VIEW'];
/** May look, not change. */
export const READ_ONLY = ['USERS_APP_VIEW', 'SECURITY_VIEW'];

type Reply = readonly [number, unknown];

/**
 * Renders the login card (renderCard answers, and counts, the change policy's two session reads
 * the card makes), then answers for the rest of the test the fresh reads of the same facts each
 * preview makes (src/session/policy.ts `useFreshPolicyContext`), for the same viewer. Answered
 * only after the render, so the card's own counted reads are the ones that answer it.
 */
export async function renderLoginCard(party: UserParty, options: Parameters<typeof renderCard>[2] = {}) {
  const rendered = await renderCard(LoginCard, party, options);
  persistPolicyFacts({ viewerLogin: options.profile?.userLoginId ?? ADMIN_PROFILE.userLoginId });
  return rendered;
}

/** One performFind of `entityName` whose inputFields are exactly `inputFields` (nothing more). */
export function find(scope: nock.Scope, entityName: string, inputFields: Record<string, unknown>, docs: unknown[] | Reply): nock.Scope {
  const [status, body] = isReply(docs) ? docs : [200, found(docs)];
  return scope
    .post('/api/performFind', (sent: FindRequestBody) => sent.entityName === entityName && canonical(sent.inputFields) === canonical(inputFields))
    .reply(status, body as nock.Body);
}

/** The selectable security groups (the dialogs name groups with them; cached for the session). */
export const expectGroupNames = (scope: nock.Scope): nock.Scope =>
  find(scope, 'SecurityGroup', { groupTypeEnumId_value: 'PRM_CLASS_TYPE', groupTypeEnumId_op: 'notEqual' }, GROUP_NAMES);

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** A scope that logs every request it answered, and the service writes among them. */
export function loggedScope() {
  const scope = omsScope();
  const calls: SentCall[] = [];
  scope.on('request', (req: { method?: string; path?: string }, _interceptor: unknown, body?: string) => {
    calls.push({ method: req.method ?? '', path: req.path ?? '', body: body ? (JSON.parse(body) as unknown) : undefined });
  });
  return {
    scope,
    /** The service calls sent so far (in a stable order: by path, then body). */
    writes: (): SentCall[] =>
      calls
        .filter((call) => call.path.startsWith('/api/service/'))
        .sort((a, b) => a.path.localeCompare(b.path) || canonical(a.body).localeCompare(canonical(b.body))),
    /** Forgets what was logged (to look at one run at a time). */
    clear: () => void calls.splice(0),
  };
}

/** POST service/{name} with exactly this body (for comparing with `writes()`). */
export const write = (name: string, body: Record<string, unknown>): SentCall => ({ method: 'POST', path: `/api/service/${name}`, body });

type NoMatch = (req: { method?: string; path?: string }, _options: unknown, body?: string) => void;
const watching = new Set<NoMatch>();
afterEach(() => {
  for (const listener of watching) nock.emitter.removeListener('no match', listener);
  watching.clear();
});

/** Requests no interceptor matched from now until the test ends (its method, path and body). */
export function watchUnmatched(): string[] {
  const list: string[] = [];
  const listener: NoMatch = (req, _options, body) => list.push(`${req.method ?? ''} ${req.path ?? ''} ${body ?? ''}`);
  nock.emitter.on('no match', listener);
  watching.add(listener);
  return list;
}

/** The rows of a named list (PlanList, KeptList, RunList), whitespace collapsed. */
export function rows(container: HTMLElement, name: string): string[] {
  const items = within(container).getByRole('list', { name }).querySelectorAll('li');
  return Array.from(items, (item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
}

function isReply(value: unknown): value is Reply {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';
}
