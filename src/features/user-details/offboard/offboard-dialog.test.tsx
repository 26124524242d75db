/**
 * 'Offboard…' on the login card (issue 38): shown to a viewer who may block logins; its preview
 * reads fresh and says what ends and what stays with why; the run sends exactly the writes of the
 * plan, a refused step shows the OMS's message and Retry sends only what is missing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type nock from 'nock';
import { expectService, SERVICE_ERROR } from '../../../../test/oms-nock';
import { getCard, MARIA, MARIA_FACILITIES, MARIA_GROUPS, MARIA_STORES, NOW, renderCard } from '../../../../test/features/user-details';
import { LoginCard } from '../account/login-card';
import { expectGroupNames, find, LOGIN_ID, loggedScope, PARTY_ID, PICKER, READ_ONLY, renderLoginCard, rows, STAFF, watchUnmatched, write } from './offboard-test-helpers';

jest.setTimeout(30_000);

const LOGIN = { userLoginId: LOGIN_ID, enabled: 'Y', hasLoggedOut: 'N' };
const BRONX = { facilityId: 'BRONX', facilityName: 'Bronx Warehouse', partyId: PARTY_ID, roleTypeId: 'WAREHOUSE_MANAGER', fromDate: 1672650000000 };

interface Facts {
  groups: unknown[];
  stores: unknown[];
  facilities: unknown[];
  picker: boolean;
  /** FacilityParty rows (current or ended) in the picker role. */
  pickerRows: boolean;
}
/** Two groups, two stores, one facility (not as a picker) and the picker role nothing refers to. */
const FULL: Facts = { groups: MARIA_GROUPS, stores: MARIA_STORES, facilities: [BRONX], picker: true, pickerRows: false };

const FULL_PLAN = [
  'Block the login maria.garcia',
  'End its sessions (force logout) maria.garcia',
  'End the security groups Store Manager, Customer Service Representative',
  'End the product stores Demo Store US, Demo Store Canada',
  'End the facilities Bronx Warehouse',
  'Remove the picker role',
];
const FULL_DONE = [
  'Block the login Done',
  'End its sessions (force logout) Done',
  'End the security groups Done',
  'End the product stores Done',
  'End the facilities Done',
  'Remove the picker role Done',
];

/** What opening the dialog reads: the group names (once a session) and the user, fresh. */
function expectPreview(scope: nock.Scope, facts: Facts, groupNames = true): void {
  if (groupNames) expectGroupNames(scope);
  find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [MARIA]);
  find(scope, 'UserLogin', { partyId: PARTY_ID }, [LOGIN]);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, facts.stores);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, facts.facilities);
  find(scope, 'PartyRole', PICKER, facts.picker ? [PICKER] : []);
  find(scope, 'FacilityParty', PICKER, facts.pickerRows ? [{ facilityId: 'BROADWAY' }] : []);
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, facts.groups);
}

/** What the cards read again when a run ends; the login card reads why a newly blocked login is blocked. */
function expectRefresh(scope: nock.Scope, groupsLeft: unknown[], newlyBlocked: boolean): void {
  find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [{ ...MARIA, enabled: 'N', hasLoggedOut: 'Y' }]);
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, groupsLeft);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
  find(scope, 'PartyRole', PICKER, []);
  if (newlyBlocked) find(scope, 'UserLogin', { userLoginId: LOGIN_ID }, [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }]);
}

const END_CSR = { groupId: 'CSR', userLoginId: LOGIN_ID };

/** Every write of the FULL plan, as the OMS must receive it (store and facility rows ended at the offboarding's moment). */
const FULL_WRITES = [
  write('deletePartyRole', PICKER),
  write('forceLogout', { userLoginId: LOGIN_ID }),
  write('removePartyFromFacility', { partyId: PARTY_ID, facilityId: 'BRONX', roleTypeId: 'WAREHOUSE_MANAGER', fromDate: 1672650000000, thruDate: NOW }),
  write('removePartyUserPermission', END_CSR),
  write('removePartyUserPermission', { groupId: 'STORE_MANAGER', userLoginId: LOGIN_ID }),
  write('updateProductStoreRole', { partyId: PARTY_ID, productStoreId: 'STORE_CA', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000, thruDate: NOW }),
  write('updateProductStoreRole', { partyId: PARTY_ID, productStoreId: 'STORE_US', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000, thruDate: NOW }),
  write('updateUserLoginStatus', { enabled: 'N', partyId: PARTY_ID, userLoginId: LOGIN_ID }),
];

/** The FULL run: each step reads what is current, then ends it; `csrAnswer` is the OMS's answer to ending CSR. */
function expectFullRun(scope: nock.Scope, csrAnswer: readonly [number, unknown] = [200, {}]): void {
  find(scope, 'UserLogin', { partyId: PARTY_ID }, [LOGIN]);
  find(scope, 'UserLogin', { partyId: PARTY_ID }, [{ ...LOGIN, enabled: 'N' }]);
  find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, MARIA_GROUPS);
  find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, MARIA_STORES);
  find(scope, 'FacilityParty', { partyId: PARTY_ID }, [BRONX]);
  find(scope, 'PartyRole', PICKER, [PICKER]);
  for (const sent of FULL_WRITES) {
    const name = sent.path.replace('/api/service/', '');
    const endsCsr = name === 'removePartyUserPermission' && (sent.body as { groupId?: string }).groupId === 'CSR';
    expectService(scope, name, sent.body as Record<string, unknown>, endsCsr ? csrAnswer : [200, {}]);
  }
}

/** Renders the login card, opens 'Offboard…' and waits for the preview (every read answered). */
async function openOffboard(facts: Facts = FULL, permissions?: string[]) {
  const rendered = await renderLoginCard(MARIA, { permissions });
  const unmatched = watchUnmatched();
  const oms = loggedScope();
  expectPreview(oms.scope, facts);
  await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Offboard…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offboard Maria Garcia' });
  await within(dialog).findByRole('list', { name: 'What ends' });
  await waitFor(() => expect(oms.scope.pendingMocks()).toEqual([]));
  return { ...rendered, ...oms, dialog, unmatched };
}

const submit = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });


// The change policy's facts: renderLoginCard answers the card's session reads (renderCard, counted), then each preview's fresh reads: a super viewer's groups; the viewer's super-ness is their permissions'.
describe('Offboard… on the login card', () => {
  it.each([
    ['is offered to a viewer who may block logins', STAFF, 1],
    ['is not offered to a viewer who may only look', READ_ONLY, 0],
  ])('%s', async (_label, permissions, count) => {
    await renderCard(LoginCard, MARIA, { permissions });
    expect(within(getCard('Login details')).queryAllByRole('button', { name: 'Offboard…' })).toHaveLength(count);
  });

  it("is not offered on the viewer's own user: aria-disabled, saying why, and pressing it opens nothing", async () => {
    const { user } = await renderCard(LoginCard, MARIA, { permissions: STAFF, profile: { partyId: MARIA.partyId, userLoginId: LOGIN_ID } });
    const offboard = within(getCard('Login details')).getByRole('button', { name: 'Offboard…' });
    expect(offboard).toHaveAttribute('aria-disabled', 'true');
    expect(offboard).toHaveAccessibleDescription('You cannot offboard your own user: it would log you out before the offboarding ends.');
    await user.click(offboard);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previews, read fresh, everything that ends; nothing is written; opened again it reads again', async () => {
    const { user, dialog, scope, writes, unmatched } = await openOffboard();
    expect(dialog).toHaveTextContent('Everything below ends for Maria Garcia; nothing is written before you press Offboard.');
    await waitFor(() => expect(rows(dialog, 'What ends')).toEqual(FULL_PLAN));
    expect(within(dialog).queryByText('What stays')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Also disable the user' })).not.toBeChecked();
    expect(submit(dialog, 'Offboard')).toBeUsable();

    // Cancelled and opened again: read again, with what the OMS holds now (one group, no store, picker facility rows).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectPreview(scope, { groups: MARIA_GROUPS.slice(1), stores: [], facilities: MARIA_FACILITIES, picker: true, pickerRows: true }, false);
    // findBy: the page stays aria-hidden until the closed dialog has left.
    await user.click(await within(getCard('Login details')).findByRole('button', { name: 'Offboard…' }));
    const again = await screen.findByRole('dialog', { name: 'Offboard Maria Garcia' });
    await waitFor(() =>
      expect(rows(again, 'What ends')).toEqual([
        'Block the login maria.garcia',
        'End its sessions (force logout) maria.garcia',
        'End the security groups Customer Service Representative',
        'End the facilities BROADWAY, BROOKLYN, BRONX',
      ]),
    );
    expect(rows(again, 'What stays')).toEqual(['WAREHOUSE_PICKER Their facility history refers to the picker role, so the OMS keeps it; without a current facility they pick nowhere.']);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it('a SUPER user offboarded by a viewer who is no super user: refused as a whole (the change policy), with its reason; Offboard offered not', async () => {
    const groups = [{ groupId: 'SUPER', userLoginId: LOGIN_ID, fromDate: 1672650000000 }, MARIA_GROUPS[1]];
    const { dialog, unmatched, writes } = await openOffboard({ groups, stores: MARIA_STORES, facilities: MARIA_FACILITIES, picker: true, pickerRows: true }, STAFF);
    await waitFor(() => expect(rows(dialog, 'What stays')).toEqual(['Maria Garcia Only a super user can change a super user.']));
    expect(rows(dialog, 'What ends')).toEqual([]);
    expect(submit(dialog, 'Offboard')).toBeDisabled();
    expect(writes()).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it('keeps, with why, what the viewer may not end: facilities and the picker role without the permission', async () => {
    const { dialog, unmatched } = await openOffboard({ groups: [MARIA_GROUPS[1]!], stores: MARIA_STORES, facilities: MARIA_FACILITIES, picker: true, pickerRows: true }, STAFF);
    await waitFor(() => expect(rows(dialog, 'What ends')).toContain('Block the login maria.garcia'));
    expect(rows(dialog, 'What stays')).toEqual([
      'BROADWAY You may not change facilities.',
      'BROOKLYN You may not change facilities.',
      'BRONX You may not change facilities.',
      'WAREHOUSE_PICKER You may not change the picker role.',
    ]);
    expect(unmatched).toEqual([]);
  });

  it('does not warn a viewer who is no super user of a restricted group it ends: a restore gives it back (rule 4)', async () => {
    const groups = [{ groupId: 'WAREHOUSE_MANAGER', userLoginId: LOGIN_ID, fromDate: 1672650000000 }, MARIA_GROUPS[1]];
    const staff = await openOffboard({ ...FULL, groups }, STAFF);
    await waitFor(() => expect(rows(staff.dialog, 'What ends')).toContain('End the security groups Warehouse Manager, Customer Service Representative'));
    expect(staff.dialog).not.toHaveTextContent('You could not give back');
    expect(staff.writes()).toEqual([]);
  });

  it('does not warn a super user: a restore by them gives every group back', async () => {
    const groups = [{ groupId: 'WAREHOUSE_MANAGER', userLoginId: LOGIN_ID, fromDate: 1672650000000 }, MARIA_GROUPS[1]];
    const { dialog } = await openOffboard({ ...FULL, groups });
    await waitFor(() => expect(rows(dialog, 'What ends')).toContain('End the security groups Warehouse Manager, Customer Service Representative'));
    expect(dialog).not.toHaveTextContent('You could not give back');
  });

  it('sends exactly the plan’s writes, then says the user is offboarded and the cards read again', async () => {
    const { user, dialog, scope, writes, clear, unmatched } = await openOffboard();
    clear();
    expectFullRun(scope);
    expectRefresh(scope, [], true);
    await user.click(submit(dialog, 'Offboard'));
    expect(await within(dialog).findByText('Maria Garcia is offboarded.')).toBeInTheDocument();
    expect(rows(dialog, 'Offboarding steps')).toEqual(FULL_DONE);
    // Enabled once the cards have read again.
    // Usable, not only enabled: while the run ends (it reads the user again) it is busy, disabledFocusable, and a click does nothing.
    await waitFor(() => expect(submit(dialog, 'Done')).toBeUsable());
    expect(writes()).toEqual(FULL_WRITES);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    // Done closes, focus back on 'Offboard…'; the card shows what the OMS holds now: the login blocked, and Restore access offered.
    const opener = within(getCard('Login details')).getByRole('button', { name: 'Offboard…', hidden: true });
    await user.click(submit(dialog, 'Done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(await within(getCard('Login details')).findByRole('switch', { name: 'Block login' })).toBeChecked();
    expect(await within(getCard('Login details')).findByRole('button', { name: 'Restore access…' })).toBeInTheDocument();
    expect(unmatched).toEqual([]);
  });

  it('a double click on Offboard runs the checklist once', async () => {
    const { user, dialog, scope, writes, clear, unmatched } = await openOffboard();
    clear();
    expectFullRun(scope);
    expectRefresh(scope, [], true);
    await user.dblClick(submit(dialog, 'Offboard'));
    expect(await within(dialog).findByText('Maria Garcia is offboarded.')).toBeInTheDocument();
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual(FULL_WRITES);
    expect(unmatched).toEqual([]);
  });

  it('a refused step shows as failed with the OMS’s message; Retry sends only what is missing', async () => {
    const { user, dialog, scope, writes, clear, unmatched } = await openOffboard();
    clear();
    expectFullRun(scope, [200, { _ERROR_MESSAGE_: 'CSR memberships are frozen during the audit' }]);
    expectRefresh(scope, [MARIA_GROUPS[1]], true);
    await user.click(submit(dialog, 'Offboard'));
    expect(await within(dialog).findByText('Some steps failed. Retry to finish what is left.')).toBeInTheDocument();
    // It has written: closing cancels nothing.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeUsable();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(rows(dialog, 'Offboarding steps')).toEqual([
      'Block the login Done',
      'End its sessions (force logout) Done',
      'End the security groups Failed CSR memberships are frozen during the audit',
      'End the product stores Done',
      'End the facilities Done',
      'Remove the picker role Done',
    ]);
    expect(within(dialog).queryByText('Maria Garcia is offboarded.')).not.toBeInTheDocument();
    // Usable, not only enabled: while the run ends (it reads the user again) it is busy, disabledFocusable, and a click does nothing.
    await waitFor(() => expect(submit(dialog, 'Retry')).toBeUsable());
    expect(writes()).toEqual(FULL_WRITES);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));

    // Retry: only the failed step runs; it reads the groups and ends the one still current.
    clear();
    find(scope, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, [MARIA_GROUPS[1]]);
    expectService(scope, 'removePartyUserPermission', END_CSR);
    expectRefresh(scope, [], false);
    await user.click(submit(dialog, 'Retry'));
    expect(await within(dialog).findByText('Maria Garcia is offboarded.')).toBeInTheDocument();
    expect(rows(dialog, 'Offboarding steps')).toEqual(FULL_DONE);
    expect(writes()).toEqual([write('removePartyUserPermission', END_CSR)]);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(unmatched).toEqual([]);
  });

  it('‘Also disable the user’ reads again, plans the disable after the block, and sends it', async () => {
    const loginOnly: Facts = { groups: [], stores: [], facilities: [], picker: false, pickerRows: false };
    const { user, dialog, scope, writes, unmatched } = await openOffboard(loginOnly);
    expect(rows(dialog, 'What ends')).toEqual(['Block the login maria.garcia', 'End its sessions (force logout) maria.garcia']);
    expectPreview(scope, loginOnly, false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also disable the user' }));
    await waitFor(() => expect(rows(dialog, 'What ends')).toEqual(['Block the login maria.garcia', 'End its sessions (force logout) maria.garcia', 'Disable the user']));
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual([]);

    find(scope, 'UserLogin', { partyId: PARTY_ID }, [LOGIN]);
    expectService(scope, 'updateUserLoginStatus', { enabled: 'N', partyId: PARTY_ID, userLoginId: LOGIN_ID });
    find(scope, 'UserLogin', { partyId: PARTY_ID }, [{ ...LOGIN, enabled: 'N' }]);
    expectService(scope, 'forceLogout', { userLoginId: LOGIN_ID });
    find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [{ ...MARIA, enabled: 'N' }]);
    expectService(scope, 'updatePerson', { partyId: PARTY_ID, statusId: 'PARTY_DISABLED' });
    expectRefresh(scope, [], true);
    await user.click(submit(dialog, 'Offboard'));
    expect(await within(dialog).findByText('Maria Garcia is offboarded.')).toBeInTheDocument();
    expect(rows(dialog, 'Offboarding steps')).toEqual(['Block the login Done', 'End its sessions (force logout) Done', 'Disable the user Done']);
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual([
      write('forceLogout', { userLoginId: LOGIN_ID }),
      write('updatePerson', { partyId: PARTY_ID, statusId: 'PARTY_DISABLED' }),
      write('updateUserLoginStatus', { enabled: 'N', partyId: PARTY_ID, userLoginId: LOGIN_ID }),
    ]);
    expect(unmatched).toEqual([]);
  });

  it('keeps an INTEGRATION user’s facilities with the INTEGRATION reason', async () => {
    const groups = [{ groupId: 'INTEGRATION', userLoginId: LOGIN_ID, fromDate: 1672650000000 }];
    const { dialog } = await openOffboard({ groups, stores: [], facilities: [BRONX], picker: false, pickerRows: false });
    await waitFor(() => expect(rows(dialog, 'What ends')).toContain('End the security groups Integration'));
    expect(rows(dialog, 'What stays')).toEqual(['BRONX A user in INTEGRATION keeps their facilities.']);
  });

  it('a preview that cannot be read says so and offers no Offboard', async () => {
    const rendered = await renderLoginCard(MARIA);
    const { scope, writes } = loggedScope();
    expectGroupNames(scope);
    find(scope, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [MARIA]);
    find(scope, 'UserLogin', { partyId: PARTY_ID }, [200, SERVICE_ERROR]);
    find(scope, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
    find(scope, 'FacilityParty', { partyId: PARTY_ID }, []);
    find(scope, 'PartyRole', PICKER, []);
    find(scope, 'FacilityParty', PICKER, []);
    await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Offboard…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offboard Maria Garcia' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(submit(dialog, 'Offboard')).toBeDisabled();
    await waitFor(() => expect(scope.pendingMocks()).toEqual([]));
    expect(writes()).toEqual([]);
  });
});
