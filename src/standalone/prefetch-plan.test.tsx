/**
 * Data before code (issue 19): the standalone page's first script sends the landing route's
 * requests, and the app then asks exactly the same questions — every answer it needs is taken from
 * what was fetched early, none is asked twice (each OMS read below answers once; the set-up fails
 * a test on any request left unanswered).
 */
import { screen, waitFor, within } from '@testing-library/react';
import nock from 'nock';
import { expectFind, omsScope } from '../../test/oms-nock';
import { expectPolicyReads } from '../../test/features/policy-details';
import { ADMIN_PROFILE, ALL_PERMISSIONS, mockLogin, OMS_BASE, ORGANIZATION_PARTY_ID, preloadScreens, recordingEnvironment, renderApp, TOKEN } from '../../test/render';
import { AppRoutes } from '../app/routes';
import { expectDetailsReads, getCard, MARIA } from '../../test/features/user-details';
import { DEFAULT_FIELDS, expectPage, expectSecurityGroups, row } from '../../test/features/users';
import { clearPrefetched, offeredCount } from '../oms/prefetch';
import { prefetch, startOf } from './prefetch-plan';

jest.setTimeout(30_000);
beforeAll(preloadScreens, 60_000);
beforeEach(() => window.sessionStorage.clear());
afterEach(() => clearPrefetched());

const INPUT = { token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'https://oms-redirect.test' };
const KEPT = { permissionIds: ALL_PERMISSIONS, profile: ADMIN_PROFILE, organizationPartyId: ORGANIZATION_PARTY_ID };

function keep(): void {
  window.sessionStorage.setItem('users.session', JSON.stringify(INPUT));
  window.sessionStorage.setItem('users.session.facts', JSON.stringify({ token: TOKEN, facts: KEPT }));
}

const standalone = (path: string) => renderApp({ path, session: null, environment: recordingEnvironment(), children: <AppRoutes /> });

describe('where the first script starts', () => {
  it('reads the hand-off, or the tab session and the route', () => {
    const storage = jest.fn(() => window.sessionStorage);
    const handOff = startOf({ pathname: '/login', search: `?token=${TOKEN}&oms=${encodeURIComponent(OMS_BASE)}&partyId=10003` }, storage);
    // A hand-off needs nothing of the tab's storage (its first access waits on the browser).
    expect(storage).not.toHaveBeenCalled();
    expect(handOff).toMatchObject({ input: { token: TOKEN, oms: OMS_BASE }, path: '/user-details/10003' });
    expect(handOff?.kept).toBeUndefined();
    expect(startOf({ pathname: '/tabs/users', search: '' }, () => window.sessionStorage)).toBeUndefined();
    keep();
    expect(startOf({ pathname: '/', search: '?q=ann' }, () => window.sessionStorage)).toMatchObject({ path: '/tabs/users', kept: KEPT });
  });
});

describe('the app takes what the first script fetched', () => {
  it('user details: both waves and the lookups, each asked once', async () => {
    keep();
    const reads = expectDetailsReads(omsScope(), MARIA, { policy: false });
    const login = mockLogin();
    prefetch(startOf({ pathname: '/user-details/10003', search: '' }, () => window.sessionStorage)!, Date.now());
    // Every read of the screen is answered before the app renders.
    await waitFor(() => expect(reads.isDone()).toBe(true));
    await waitFor(() => expect(login.isDone()).toBe(true));
    const offered = offeredCount();
    expect(offered).toBeGreaterThan(10);

    // The change policy's facts are read by the app itself (the first script does not fetch them).
    const policy = omsScope();
    expectPolicyReads(expectFind, policy);
    standalone('/user-details/10003');
    expect(await within(await screen.findByRole('group', { name: 'Login details' })).findByText('maria.garcia')).toBeInTheDocument();
    await waitFor(() => expect(policy.isDone()).toBe(true));
    expect(await within(getCard('Contact details')).findByText('maria.garcia@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText('Loading')).toEqual([]));
    // The app took the answers (a request it sent itself would find no interceptor and fail the test).
    await waitFor(() => expect(offeredCount()).toBe(0));
  });

  it('the Users tab: its first page and the group list, asked once', async () => {
    keep();
    const scope = nock('https://oms.test');
    expectPage(scope, DEFAULT_FIELDS, [row('1')]);
    expectSecurityGroups(scope);
    const login = mockLogin();
    prefetch(startOf({ pathname: '/tabs/users', search: '' }, () => window.sessionStorage)!, Date.now());
    await waitFor(() => expect(scope.isDone() && login.isDone()).toBe(true));

    standalone('/tabs/users');
    expect(await screen.findByRole('link', { name: 'Ann1 Lee' })).toBeInTheDocument();
    await waitFor(() => expect(offeredCount()).toBe(0));
  });
});
