/**
 * 'Access history' on user details (issue 39): closed until asked; opened, one read of each kind,
 * the login attempts' fieldList naming no password, a timeline newest first, older attempts a page
 * at a time, and the difference between 'never logged in' and an OMS that keeps no history.
 */
import { screen, within } from '@testing-library/react';
import type nock from 'nock';
import { MARIA, NOW, registerCard, renderCard } from '../../../../test/features/user-details';
import { NO_RECORD } from '../../../../test/oms-nock';
import type { FindRequestBody } from '../../../oms/perform-find';
import { find, LOGIN_ID, loggedScope, PARTY_ID, watchUnmatched } from '../offboard/offboard-test-helpers';
import { AccessHistoryCard } from './access-history-card';
import { ATTEMPTS_PAGE } from './use-access-history';

jest.setTimeout(30_000);
registerCard(AccessHistoryCard, () => []);

const DAY = 86_400_000;
const attempt = (daysAgo: number, ok: boolean) => ({ userLoginId: LOGIN_ID, fromDate: NOW - daysAgo * DAY, successfulLogin: ok ? 'Y' : 'N' });

/** The login-attempt read of page `viewIndex`: it must name a fieldList, and not passwordUsed. */
function expectAttempts(scope: nock.Scope, viewIndex: number, docs: unknown[], count: number, sent: FindRequestBody[]): void {
  scope
    .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginHistory' && body.viewIndex === viewIndex && (sent.push(body), true))
    .reply(200, docs.length ? { docs, count } : NO_RECORD);
}

function expectOthers(scope: nock.Scope, extra: { passwordChanges?: unknown[] } = {}): void {
  find(scope, 'UserLoginPasswordHistory', { userLoginId: LOGIN_ID }, extra.passwordChanges ?? []);
  find(scope, 'UserLoginAndSecurityGroup', { userLoginId: LOGIN_ID }, [{ groupId: 'CSR', groupName: 'Customer Service Representative', userLoginId: LOGIN_ID, fromDate: NOW - 30 * DAY, thruDate: NOW - 3 * DAY }]);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, [{ partyId: PARTY_ID, productStoreId: 'STORE_US', storeName: 'Demo Store US', roleTypeId: 'APPLICATION_USER', fromDate: NOW - 20 * DAY }]);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
  find(scope, 'UserLogin', { userLoginId: LOGIN_ID }, [{ disabledDateTime: null, disabledBy: null, successiveFailedLogins: 0 }]);
}

const items = () => within(screen.getByRole('list', { name: 'Access history' })).getAllByRole('listitem').map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('Access history card', () => {
  it('reads nothing until opened; opened, a timeline newest first, without ever asking for the password typed', async () => {
    const { user } = await renderCard(AccessHistoryCard, MARIA);
    const unmatched = watchUnmatched();
    const { scope } = loggedScope();
    const sent: FindRequestBody[] = [];
    expectAttempts(scope, 0, [attempt(1, true), attempt(2, false)], 2, sent);
    expectOthers(scope, { passwordChanges: [{ fromDate: NOW - 10 * DAY }] });
    await user.click(screen.getByRole('button', { name: 'Show access history' }));
    await screen.findByRole('list', { name: 'Access history' });
    expect(items().map((text) => text.replace(/^.*?\d{2}:\d{2}\s*/, ''))).toEqual([
      'Logged in',
      'Login failed',
      'Removed from security group Customer Service Representative',
      'Password changed',
      'Added to product store Demo Store US',
      'Added to security group Customer Service Representative',
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fieldList).toEqual(['userLoginId', 'fromDate', 'successfulLogin']);
    expect(JSON.stringify(sent[0])).not.toContain('passwordUsed');
    expect(sent[0]?.orderBy).toBe('fromDate DESC');
    expect(scope.isDone()).toBe(true);
    expect(unmatched).toEqual([]);
  });

  it('shows older login attempts a page at a time, holding back older events until their attempts are in', async () => {
    const { user } = await renderCard(AccessHistoryCard, MARIA);
    const { scope } = loggedScope();
    const sent: FindRequestBody[] = [];
    const first = Array.from({ length: ATTEMPTS_PAGE }, (_, i) => attempt(1 + i * 0.01, true));
    expectAttempts(scope, 0, first, ATTEMPTS_PAGE + 1, sent);
    expectOthers(scope);
    await user.click(screen.getByRole('button', { name: 'Show access history' }));
    await screen.findByRole('list', { name: 'Access history' });
    // The group ended 3 days ago is older than the 50 attempts loaded: it waits.
    expect(items()).toHaveLength(ATTEMPTS_PAGE);
    expectAttempts(scope, 1, [attempt(40, false)], ATTEMPTS_PAGE + 1, sent);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Removed from security group Customer Service Representative');
    expect(items()).toHaveLength(ATTEMPTS_PAGE + 4);
    expect(items().at(-1)).toMatch(/Login failed$/);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(sent.map((body) => [body.viewIndex, body.viewSize])).toEqual([
      [0, ATTEMPTS_PAGE],
      [1, ATTEMPTS_PAGE],
    ]);
  });

  it("says 'Never logged in.' when the OMS keeps history, and that it keeps none when it has no row at all", async () => {
    for (const [anyRow, text] of [
      [true, 'Never logged in.'],
      [false, 'This OMS keeps no login history.'],
    ] as const) {
      const { user, unmount } = await renderCard(AccessHistoryCard, MARIA);
      const { scope } = loggedScope();
      expectAttempts(scope, 0, [], 0, []);
      expectOthers(scope);
      scope
        .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginHistory' && body.noConditionFind === 'Y' && JSON.stringify(body.fieldList) === JSON.stringify(['userLoginId', 'fromDate', 'successfulLogin']))
        .reply(200, anyRow ? { docs: [attempt(5, true)], count: 1 } : NO_RECORD);
      await user.click(screen.getByRole('button', { name: 'Show access history' }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(scope.isDone()).toBe(true);
      unmount();
    }
  });
});
