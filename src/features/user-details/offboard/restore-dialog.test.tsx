/**
 * 'Restore access…' on a blocked login's card (issue 38): the preview lists what the last
 * offboarding ended (the OMS's own ended rows with its thruDate) and is not current again; the run
 * adds exactly those back and unblocks the login; a refused step never shows success, and Retry
 * sends only what is missing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type nock from 'nock';
import { expectService } from '../../../../test/oms-nock';
import { findToast, getCard, MARIA, NOW, renderCard } from '../../../../test/features/user-details';
import type { UserParty } from '../../../oms/user-details';
import { LoginCard } from '../account/login-card';
import { expectGroupNames, find, LOGIN_ID, loggedScope, PARTY_ID, PICKER, READ_ONLY, renderLoginCard, rows, watchUnmatched, write } from './offboard-test-helpers';

jest.setTimeout(30_000);

const BLOCKED: UserParty = { ...MARIA, enabled: 'N', hasLoggedOut: 'Y' };
const DAY = 86_400_000;
/** The offboarding's moment: every store and facility row it ended carries it. */
const OFFBOARDED = NOW - 2 * DAY;
const FROM = 1672650000000;
const APP_USER = 'APPLICATION_USER';

const store = (productStoreId: string, storeName: string, thruDate: number) => ({ partyId: PARTY_ID, productStoreId, storeName, roleTypeId: APP_USER, fromDate: FROM, thruDate });
const ENDED_STORES = [store('STORE_US', 'Demo Store US', OFFBOARDED), store('STORE_CA', 'Demo Store Canada', OFFBOARDED), store('STORE_OLD', 'Outlet', OFFBOARDED - 90 * DAY)];
const ENDED_FACILITIES = [{ facilityId: 'BRONX', facilityName: 'Bronx Warehouse', partyId: PARTY_ID, roleTypeId: 'WAREHOUSE_MANAGER', fromDate: FROM, thruDate: OFFBOARDED }];
const group = (groupId: string, thruDate: number) => ({ groupId, userLoginId: LOGIN_ID, fromDate: FROM, thruDate });
/** 'thruDate DESC': three ended in the minutes after the offboarding, one long before it. */
const GROUP_HISTORY = [group('CSR', OFFBOARDED + 40_000), group('STORE_ASSOCIATE', OFFBOARDED + 35_000), group('STORE_MANAGER', OFFBOARDED + 30_000), group('MERCHANDISE_MGR', OFFBOARDED - 90 * DAY)];

interface Ended {
  stores: unknown[];
  facilities: unknown[];
  groups: unknown[];
}
const OFFBOARDING: Ended = { stores: ENDED_STORES, facilities: ENDED_FACILITIES, groups: GROUP_HISTORY };

/** What opening the dialog reads: the group names, the user, what is current and what was ended. */
function expectPreview(scope: nock.Scope, party: UserParty, ended: Ended): void {
  expectGroupNames(scope);
  find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [party]);
  find(scope, 'UserLogin', { partyId: PARTY_ID }, [{ userLoginId: LOGIN_ID, enabled: party.enabled, hasLoggedOut: 'Y' }]);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID, thruDate_op: 'not-empty' }, ended.stores);
  find(scope, 'FacilityParty', { partyId: PARTY_ID, thruDate_op: 'not-empty' }, ended.facilities);
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, []);
  find(scope, 'UserLoginAndSecurityGroup', { userLoginId: LOGIN_ID }, ended.groups);
}

const UNBLOCK = write('updateUserLoginStatus', { enabled: 'Y', partyId: PARTY_ID, userLoginId: LOGIN_ID });

/** The groups the offboarding ended: every viewer gives back all three, the restricted STORE_ASSOCIATE included (rule 4). */
const ENDED_GROUP_IDS = ['CSR', 'STORE_ASSOCIATE', 'STORE_MANAGER'];
/** Every permission of the spec's gates but WEBTOOLS_VIEW (APP_SUPER_USER). */
const NOT_SUPER = ['USERS_APP_VIEW', 'SECURITY_ADMIN', 'STOREFULFILLMENT_ADMIN'];
const addGroups = (groupIds: readonly string[]) => write('addPartyUserPermission', { userLoginId: LOGIN_ID, groupIds });
const ADD_GROUPS = addGroups(ENDED_GROUP_IDS);
/** Every write of the restore, as the OMS must receive it (new rows: the ended ones stay as history). */
const restoreWrites = (groupIds: readonly string[]) => [
  addGroups(groupIds),
  write('addPartyToFacility', { partyId: PARTY_ID, facilityId: 'BRONX', roleTypeId: 'WAREHOUSE_MANAGER' }),
  write('createProductStoreRole', { partyId: PARTY_ID, productStoreId: 'STORE_CA', roleTypeId: APP_USER }),
  write('createProductStoreRole', { partyId: PARTY_ID, productStoreId: 'STORE_US', roleTypeId: APP_USER }),
  write('ensurePartyRole', { partyId: PARTY_ID, roleTypeId: APP_USER }),
  write('ensurePartyRole', { partyId: PARTY_ID, roleTypeId: 'WAREHOUSE_MANAGER' }),
  UNBLOCK,
].sort((a, b) => a.path.localeCompare(b.path));
const RESTORE_WRITES = restoreWrites(ENDED_GROUP_IDS);

/** The groups' add (refused with `refusal`), and after a success its read (each added once: nothing doubled to end). */
function expectAddGroups(scope: nock.Scope, refusal?: string, groupIds: readonly string[] = ENDED_GROUP_IDS): void {
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, []);
  expectService(scope, 'addPartyUserPermission', addGroups(groupIds).body as Record<string, unknown>, refusal ? [200, { _ERROR_MESSAGE_: refusal }] : [200, {}]);
  if (!refusal) {
    find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID, groupId_value: groupIds, groupId_op: 'in' }, groupIds.map((groupId) => ({ userLoginId: LOGIN_ID, groupId })));
  }
}

/** The unblock: the restore's last step, once every add is done. */
function expectUnblock(scope: nock.Scope): void {
  find(scope, 'UserLogin', { partyId: PARTY_ID }, [{ userLoginId: LOGIN_ID, enabled: 'N', hasLoggedOut: 'Y' }]);
  expectService(scope, 'updateUserLoginStatus', UNBLOCK.body as Record<string, unknown>);
}

/** The whole restore: each step reads what is current, then adds back what is not; then the unblock (not with a refused add). */
function expectRestoreRun(scope: nock.Scope, groupsRefusal?: string, groupIds: readonly string[] = ENDED_GROUP_IDS): void {
  if (!groupsRefusal) expectUnblock(scope);
  expectAddGroups(scope, groupsRefusal, groupIds);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
  expectService(scope, 'ensurePartyRole', { partyId: PARTY_ID, roleTypeId: APP_USER });
  for (const productStoreId of ['STORE_US', 'STORE_CA']) {
    expectService(scope, 'createProductStoreRole', { partyId: PARTY_ID, productStoreId, roleTypeId: APP_USER });
    find(scope, 'ProductStoreRole', { partyId: PARTY_ID, productStoreId, roleTypeId: APP_USER }, [{ thruDate: null }]);
  }
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
  expectService(scope, 'ensurePartyRole', { partyId: PARTY_ID, roleTypeId: 'WAREHOUSE_MANAGER' });
  expectService(scope, 'addPartyToFacility', { partyId: PARTY_ID, facilityId: 'BRONX', roleTypeId: 'WAREHOUSE_MANAGER' });
  find(scope, 'FacilityParty', { partyId: PARTY_ID, facilityId: 'BRONX', roleTypeId: 'WAREHOUSE_MANAGER' }, [{ facilityId: 'BRONX' }]);
}

/** What the cards read again when a run ends (unblocked unless `blocked`: a blocked login's lockout is not read by these tests). */
function expectRefresh(scope: nock.Scope, blocked = false): void {
  find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [{ ...BLOCKED, enabled: blocked ? 'N' : 'Y' }]);
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, []);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
  find(scope, 'PartyRole', PICKER, []);
}

const PLAN = [
  'Add the security groups again Customer Service Representative, Store Associate, Store Manager',
  'Add the product stores again Demo Store US, Demo Store Canada',
  'Add the facilities again Bronx Warehouse',
  'Unblock the login maria.garcia',
];

/** Renders a blocked login's card, opens 'Restore access…' and waits for the preview (every read answered). */
async function openRestore(party: UserParty = BLOCKED, ended: Ended = OFFBOARDING, permissions?: string[]) {
  const rendered = await renderLoginCard(party, { permissions });
  const unmatched = watchUnmatched();
  const oms = loggedScope();
  expectPreview(oms.scope, party, ended);
  await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Restore access…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore access for Maria Garcia' });
  await within(dialog).findByRole('list', { name: 'What comes back' });
  await waitFor(() => expect(oms.scope.pendingMocks()).toEqual([]));
  return { ...rendered, ...oms, dialog, unmatched };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });


// The change policy's facts: renderLoginCard answers the card's session reads (renderCard, counted), then each preview's fresh reads: a super viewer's groups; the viewer's super-ness is their permissions'.
describe('Restore access… on the login card', () => {
  it.each([
    ['is not offered for an enabled login', MARIA, undefined, 0],
    ['is not offered for a blocked login to a viewer who may only look', BLOCKED, READ_ONLY, 0],
    ['is offered for a blocked login to a viewer who may unblock it', BLOCKED, undefined, 1],
  ])('%s', async (_label, party, permissions, count) => {
    await renderCard(LoginCard, party, { permissions });
    expect(within(getCard('Login details')).queryAllByRole('button', { name: 'Restore access…' })).toHaveLength(count);
  });

  it('previews exactly what the last offboarding ended, restricted groups included for a super user (the user held them); nothing is written', async () => {
    const { dialog, writes, unmatched } = await openRestore();
    // The offboarding's moment in the viewer's time zone (America/New_York): 12:00 UTC is 08:00 there.
    expect(dialog).toHaveTextContent('Access that ended on 4th May 2024 08:00 comes back for Maria Garcia; nothing is written before you press Restore.');
    await waitFor(() => expect(rows(dialog, 'What comes back')).toEqual(PLAN));
    expect(within(dialog).queryByRole('list', { name: 'What does not come back' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Outlet');
    expect(dialog).not.toHaveTextContent('Merchandising Manager');
    expect(button(dialog, 'Restore')).toBeUsable();
    expect(writes()).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it('adds back and unblocks with exactly those writes, then says access is restored', async () => {
    const { user, dialog, scope, writes, clear, unmatched } = await openRestore();
    clear();
    expectRestoreRun(scope);
    expectRefresh(scope);
    await user.click(button(dialog, 'Restore'));
    expect(await within(dialog).findByText('Access restored for Maria Garcia.')).toBeInTheDocument();
    expect(rows(dialog, 'Restore steps')).toEqual(['Add the security groups again Done', 'Add the product stores again Done', 'Add the facilities again Done', 'Unblock the login Done']);
    // Usable, not only enabled: while the run ends (it reads the user again) it is busy, disabledFocusable, and a click does nothing.
    await waitFor(() => expect(button(dialog, 'Done')).toBeUsable());
    expect(writes()).toEqual(RESTORE_WRITES);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    await user.click(button(dialog, 'Done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // findBy: the page stays aria-hidden until the closed dialog has left.
    expect(await within(getCard('Login details')).findByRole('switch', { name: 'Block login' })).not.toBeChecked();
    // Restored, the login is no longer blocked: nothing left to offer.
    expect(within(getCard('Login details')).queryByRole('button', { name: 'Restore access…' })).not.toBeInTheDocument();
    expect(unmatched).toEqual([]);
  });

  it('a viewer who is no super user gives back the restricted group the offboarding ended too (rule 4: a give-back, the user held it); nothing written before Restore', async () => {
    const { dialog, writes, unmatched } = await openRestore(BLOCKED, OFFBOARDING, NOT_SUPER);
    await waitFor(() => expect(rows(dialog, 'What comes back')).toEqual(PLAN));
    expect(within(dialog).queryByRole('list', { name: 'What does not come back' })).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it('a refused step never shows success; Retry sends only what is missing', async () => {
    const { user, dialog, scope, writes, clear, unmatched } = await openRestore();
    clear();
    expectRestoreRun(scope, 'Security group CSR is closed to new members');
    expectRefresh(scope, true);
    await user.click(button(dialog, 'Restore'));
    expect(await within(dialog).findByText('Some steps failed. Retry to finish what is left.')).toBeInTheDocument();
    // The unblock waits for every add: the login stays blocked, so the card offers the restore again.
    expect(rows(dialog, 'Restore steps')).toEqual([
      'Add the security groups again Failed Security group CSR is closed to new members',
      'Add the product stores again Done',
      'Add the facilities again Done',
      'Unblock the login Not run',
    ]);
    expect(await findToast('Some steps failed. Retry to finish what is left.')).toBeInTheDocument();
    expect(screen.queryByText('Access restored for Maria Garcia.')).not.toBeInTheDocument();
    // Usable, not only enabled: while the run ends (it reads the user again) it is busy, disabledFocusable, and a click does nothing.
    await waitFor(() => expect(button(dialog, 'Retry')).toBeUsable());
    expect(writes()).toEqual(RESTORE_WRITES.filter((sent) => sent !== UNBLOCK));
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));

    clear();
    expectAddGroups(scope);
    expectUnblock(scope);
    expectRefresh(scope);
    await user.click(button(dialog, 'Retry'));
    expect(await within(dialog).findByText('Access restored for Maria Garcia.')).toBeInTheDocument();
    expect(writes()).toEqual([ADD_GROUPS, UNBLOCK]);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(unmatched).toEqual([]);
  });

  it('a restore closed with a step refused leaves the login blocked, and the card still offers it', async () => {
    const { user, dialog, scope, writes, clear } = await openRestore();
    clear();
    expectRestoreRun(scope, 'Security group CSR is closed to new members');
    expectRefresh(scope, true);
    await user.click(button(dialog, 'Restore'));
    expect(await within(dialog).findByText('Some steps failed. Retry to finish what is left.')).toBeInTheDocument();
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes().some((sent) => sent.path === UNBLOCK.path)).toBe(false);
    await user.click(button(dialog, 'Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(getCard('Login details')).findByRole('button', { name: 'Restore access…' })).toBeUsable();
    expect(within(getCard('Login details')).getByRole('switch', { name: 'Block login' })).toBeChecked();
  });

  it('a user the offboarding disabled is enabled again, then the login unblocked: "Access restored" only then', async () => {
    const disabled = { ...BLOCKED, statusId: 'PARTY_DISABLED' };
    const { user, dialog, scope, writes, clear, unmatched } = await openRestore(disabled, { stores: [], facilities: [], groups: [] });
    expect(dialog).toHaveTextContent('No ended access was found for Maria Garcia.');
    await waitFor(() => expect(rows(dialog, 'What comes back')).toEqual(['Enable the user Maria Garcia', 'Unblock the login maria.garcia']));
    expect(dialog).not.toHaveTextContent('only an enabled user');
    clear();
    find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [disabled]);
    expectService(scope, 'updatePerson', { partyId: PARTY_ID, statusId: 'PARTY_ENABLED' });
    expectUnblock(scope);
    expectRefresh(scope);
    await user.click(button(dialog, 'Restore'));
    expect(await within(dialog).findByText('Access restored for Maria Garcia.')).toBeInTheDocument();
    expect(rows(dialog, 'Restore steps')).toEqual(['Enable the user Done', 'Unblock the login Done']);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual([write('updatePerson', { partyId: PARTY_ID, statusId: 'PARTY_ENABLED' }), UNBLOCK]);
    expect(unmatched).toEqual([]);
  });
});
