/**
 * The App access card as user details shows it (src/app composes the app-access feature with the
 * user-details state), beside the Security groups card (they share the groups read), with only their
 * reads answered: closed it reads nothing; opened it reads what the user's groups grant in one find,
 * and says per app whether they can open it and why, the facility prerequisite (with the page's
 * fulfillment-admin answer), the capabilities, and the login's state first.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type nock from 'nock';
import { expectFind, expectService, omsScope, expectMadeOnce } from '../../test/oms-nock';
import type { FindRequestBody } from '../oms/perform-find';
import type { UserParty } from '../oms/user-details';
import { ClearanceCard } from '../features/user-details/access/clearance-card';
import { findToast, getCard, MARIA, MARIA_FACILITIES, MARIA_GROUPS, registerCard, renderCard } from '../../test/features/user-details';
import type { RenderDetailsOptions } from '../../test/features/user-details';
import { hookInApp, mockPolicyFacts, SECURITY_ADMIN_PERMISSIONS } from '../../test/features/policy-perms';
import type { PolicyFacts } from '../../test/features/policy-perms';
import { expectPolicyReads } from '../../test/features/policy-details';
import { mockLogin } from '../../test/render';
import { UserDetailsParty } from '../features/user-details/use-details';
import type { GroupAddPlan } from '../features/app-access/access-source';
import type { Cleared } from '../policy/cleared';
import { UserDetailsAppAccessCard as AppAccessCard, useUserDetailsAccessSource } from './app-access-source';

// Closed until asked: it reads nothing on its own then.
registerCard(AppAccessCard, () => []);

jest.setTimeout(30_000);

const GRANTS = [
  { groupId: 'STORE_MANAGER', permissionId: 'FULFILLMENT_APP_VIEW' },
  { groupId: 'STORE_MANAGER', permissionId: 'FF_SHIP_NOW' },
  { groupId: 'CSR', permissionId: 'ORDERMGR_APP_VIEW' },
];

function expectAccessReads(scope: nock.Scope, facilities: unknown[] = MARIA_FACILITIES, grants: unknown[] = GRANTS, fulfillmentAdmin = false): FindRequestBody[] {
  const bodies: FindRequestBody[] = [];
  expectFind(scope, 'FacilityParty', facilities, { partyId: MARIA.partyId });
  // Whether they are a fulfillment admin: the page's one answer (its Fulfillment card shows the same).
  expectFind(scope, 'SecurityGroupPermission', fulfillmentAdmin ? [{ groupId: 'CSR', permissionId: 'STOREFULFILLMENT_ADMIN' }] : [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
  scope
    .post('/api/performFind', (body: FindRequestBody) => {
      const match = body.entityName === 'SecurityGroupAndPermission' && body.inputFields.groupId_op === 'in';
      if (match) bodies.push(body);
      return match;
    })
    .reply(200, { docs: grants, count: grants.length });
  return bodies;
}

/** The card beside the Clearance card, opened with `reads` answered (default: Maria's), once they are. */
async function openAccess(
  reads: (scope: nock.Scope) => unknown = (scope) => expectAccessReads(scope),
  party: UserParty = MARIA,
  options: Omit<RenderDetailsOptions, 'path'> = {},
  facts: PolicyFacts = { viewerGroups: ['SUPER'], superPowerGroups: ['SUPER'] },
) {
  // The page reads the policy's facts once (the harness expects them, for the profile's login).
  const { user } = await renderCard([AppAccessCard, ClearanceCard], party, { ...options, answers: { ...options.answers, policy: facts } });
  const oms = omsScope();
  reads(oms);
  await user.click(within(getCard('App access')).getByRole('button', { name: 'Show app access' }));
  await screen.findByRole('list', { name: 'App access' }, { timeout: 8000 });
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  return { user, oms };
}

const row = (name: string) => within(screen.getByRole('list', { name: 'App access' })).getAllByRole('listitem').find((item) => item.querySelector('summary')?.textContent?.startsWith(name)) as HTMLElement;
const summary = (name: string) => row(name).querySelector('summary')?.textContent;

describe('App access card', () => {
  it("opened, says per app whether the user can open it and why, from one read of their groups' permissions", async () => {
    const { user } = await renderCard([AppAccessCard, ClearanceCard], MARIA);
    const oms = omsScope();
    const bodies = expectAccessReads(oms);
    const card = getCard('App access');
    await user.click(within(card).getByRole('button', { name: 'Show app access' }));
    await screen.findByRole('list', { name: 'App access' }, { timeout: 8000 });
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(bodies.map((body) => body.inputFields)).toEqual([{ groupId_value: ['STORE_MANAGER', 'CSR'], groupId_op: 'in' }]);
    expect(bodies[0]?.filterByDate).toBe('Y');

    expect(summary('Fulfillment')).toBe('FulfillmentCan openThrough Store Manager (FULFILLMENT_APP_VIEW)');
    expect(summary('Order Manager')).toBe('Order ManagerCan openThrough Customer Service Representative (ORDERMGR_APP_VIEW)');
    expect(summary('Receiving')).toBe('ReceivingCannot openNeeds RECEIVING_APP_VIEW, which none of their groups grants');
    expect(summary('Launchpad')).toBe('LaunchpadCan openIt checks no permission.');
    const capabilities = within(row('Fulfillment')).getByRole('list', { name: 'Capabilities in Fulfillment' });
    expect(within(capabilities).getByText('✓ Ship orders').nextSibling?.textContent).toBe('Through Store Manager (FF_SHIP_NOW)');
    expect(within(capabilities).getByText('✗ Unpack orders').nextSibling?.textContent).toBe('Needs SF_UNLOCK_ORDER, which none of their groups grants');
  });

  it('a user at no facility: Fulfillment says so', async () => {
    const { user } = await renderCard([AppAccessCard, ClearanceCard], MARIA);
    const oms = omsScope();
    expectAccessReads(oms, []);
    await user.click(within(getCard('App access')).getByRole('button', { name: 'Show app access' }));
    await screen.findByRole('list', { name: 'App access' }, { timeout: 8000 });
    expect(summary('Fulfillment')).toBe('FulfillmentNo facilityThrough Store Manager (FULFILLMENT_APP_VIEW) They are at no facility, and this app works in a facility.');
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("a fulfillment admin at no facility: the page's answer (not the grants read here) says they need none", async () => {
    await openAccess((oms) => expectAccessReads(oms, [], GRANTS, true));
    await waitFor(() => expect(summary('Fulfillment')).toBe('FulfillmentCan openThrough Store Manager (FULFILLMENT_APP_VIEW)'));
  });

  it("the Users app says what this app's own guard does: PARTYMGR_CREATE does not create users here", async () => {
    await openAccess((oms) =>
      expectAccessReads(oms, MARIA_FACILITIES, [
        { groupId: 'STORE_MANAGER', permissionId: 'USERS_APP_VIEW' },
        { groupId: 'STORE_MANAGER', permissionId: 'PARTYMGR_CREATE' },
        { groupId: 'CSR', permissionId: 'SECURITY_VIEW' },
      ]),
    );
    const capabilities = within(row('Users')).getByRole('list', { name: 'Capabilities in Users' });
    expect(within(capabilities).getByText('✗ Create users').nextSibling?.textContent).toBe('Needs SECURITY_CREATE, which none of their groups grants');
    expect(within(capabilities).getByText('✓ See the Permissions tab').nextSibling?.textContent).toBe('Through Customer Service Representative (SECURITY_VIEW)');
    // The spec's 13 gates and USERS_LIST_VIEW (the Me tab's rule), which PARTYMGR_CREATE does not give either.
    expect(within(capabilities).getByText('✗ List users').nextSibling?.textContent).toBe('Needs USERS_LIST_VIEW, which none of their groups grants');
    expect(within(capabilities).getAllByRole('listitem')).toHaveLength(14);
  });

  it("a blocked login: said first, and every app says 'Login blocked'", async () => {
    const { user } = await renderCard([AppAccessCard, ClearanceCard], { ...MARIA, enabled: 'N' });
    const oms = omsScope();
    expectAccessReads(oms);
    await user.click(within(getCard('App access')).getByRole('button', { name: 'Show app access' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Login blocked: they cannot open any app until it is unblocked.');
    await screen.findByRole('list', { name: 'App access' }, { timeout: 8000 });
    const statuses = within(screen.getByRole('list', { name: 'App access' })).getAllByRole('listitem').filter((item) => item.querySelector('summary')).map((item) => item.querySelector('summary span:nth-child(2)')?.textContent);
    expect(new Set(statuses)).toEqual(new Set(['Login blocked']));
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('a login that must change its password: the note takes its own room above the apps (a block, not inline text)', async () => {
    await openAccess(undefined, { ...MARIA, requirePasswordChange: 'Y' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('They must change their password at their next login.');
    // Fluent's Text is inline: its padding took no room and the note overlapped the first app row (jsdom has no layout).
    expect(getComputedStyle(note).display).toBe('block');
    const list = screen.getByRole('list', { name: 'App access' });
    expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary('Fulfillment')).toBe('FulfillmentCan openThrough Store Manager (FULFILLMENT_APP_VIEW)');
  });

  it("'Add to group…' offers the groups that would give it, least privilege first and restricted ones hidden; one confirmation adds the login, and the card shows the new truth", async () => {
    const { user, oms } = await openAccess();
    await user.click(row('Receiving').querySelector('summary') as HTMLElement);

    // Who holds RECEIVING_APP_VIEW (a warehouse manager group is restricted), then what each candidate grants.
    expectFind(oms, 'SecurityGroupAndPermission', [
      { groupId: 'WAREHOUSE_MANAGER', permissionId: 'RECEIVING_APP_VIEW' },
      { groupId: 'SUPER', permissionId: 'RECEIVING_APP_VIEW' },
      { groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' },
    ], { permissionId_value: ['RECEIVING_APP_VIEW'] });
    expectFind(oms, 'SecurityGroupAndPermission', [
      { groupId: 'SUPER', permissionId: 'RECEIVING_APP_VIEW' },
      { groupId: 'SUPER', permissionId: 'TRANSFERS_APP_VIEW' },
      { groupId: 'SUPER', permissionId: 'IMPORT_APP_VIEW' },
      { groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' },
    ], { groupId_value: ['SUPER', 'RECEIVERS'] });
    await user.click(within(row('Receiving')).getByRole('button', { name: 'Add to group…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to group…' });
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((option) => option.closest('.fui-Radio')?.textContent)).toEqual([
      // The launchpad shows an app's tile to whoever may open it: a real gain, named.
      'RECEIVERSNew permissions (1): RECEIVING_APP_VIEWAlso: Launchpad: Show the Receiving tile',
      'Full AdminNew permissions (3): IMPORT_APP_VIEW, RECEIVING_APP_VIEW, TRANSFERS_APP_VIEWAlso: Opening Transfers; Opening Import; Import: Open the Import app; Launchpad: Show the Receiving tile and 2 more',
    ]);
    expect(options[0]).toBeChecked();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));

    expectService(oms, 'addPartyUserPermission', { userLoginId: 'maria.garcia', groupIds: ['RECEIVERS'] });
    expectMadeOnce(oms, 'UserLoginSecurityGroup', { userLoginId: 'maria.garcia', groupId: 'RECEIVERS' }, { userLoginId: 'maria.garcia', groupId_value: ['RECEIVERS'] });
    expectFind(oms, 'UserLoginSecurityGroup', [...MARIA_GROUPS, { groupId: 'RECEIVERS', userLoginId: 'maria.garcia', fromDate: 5 }], { userLoginId: 'maria.garcia' });
    expectFind(oms, 'SecurityGroupPermission', [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
    oms
      .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'SecurityGroupAndPermission' && JSON.stringify(body.inputFields.groupId_value) === '["STORE_MANAGER","CSR","RECEIVERS"]')
      .reply(200, { docs: [...GRANTS, { groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' }], count: GRANTS.length + 1 });
    // The add is decided again on fresh facts (once, for the one add).
    expectPolicyReads(expectFind, oms);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add to group' }));
    expect(await findToast('Security group(s) updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(summary('Receiving')).toBe('ReceivingCan openThrough RECEIVERS (RECEIVING_APP_VIEW)'));
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("'Add to group…' opened with the keyboard gives focus back to its button on Escape", async () => {
    const { user, oms } = await openAccess();
    await user.click(row('Receiving').querySelector('summary') as HTMLElement);
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' }], { permissionId_value: ['RECEIVING_APP_VIEW'] });
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' }], { groupId_value: ['RECEIVERS'] });
    const button = within(row('Receiving')).getByRole('button', { name: 'Add to group…' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add to group…' });
    await within(dialog).findAllByRole('radio');
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(button).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("'Users who can …' reads who holds the capability's ids and opens the Users tab filtered to the groups whose own grants satisfy it", async () => {
    const { user, oms } = await openAccess();
    await user.click(row('Fulfillment').querySelector('summary') as HTMLElement);
    // Ship orders is 'COMMON_ADMIN OR FF_SHIP_NOW': a group holding either grants it.
    const bodies: FindRequestBody[] = [];
    oms
      .post('/api/performFind', (body: FindRequestBody) => {
        const match = body.entityName === 'SecurityGroupAndPermission' && body.inputFields.permissionId_op === 'in';
        if (match) bodies.push(body);
        return match;
      })
      .reply(200, { docs: [{ groupId: 'STORE_MANAGER', permissionId: 'FF_SHIP_NOW' }, { groupId: 'ADMINS', permissionId: 'COMMON_ADMIN' }], count: 2 });
    await user.click(within(row('Fulfillment')).getByRole('button', { name: 'Users who can Ship orders' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users?group=STORE_MANAGER%2CADMINS'));
    expect(bodies[0]?.inputFields.permissionId_value).toEqual(['COMMON_ADMIN', 'FF_SHIP_NOW']);
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});

describe("'Add to group…' and the change policy (issue 63)", () => {
  const SAM = { permissions: SECURITY_ADMIN_PERMISSIONS, profile: { userLoginId: 'sam.secure', partyId: 'SAM' } };
  const SAM_FACTS = { viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER', 'POWER'] };
  const holders = (oms: nock.Scope) =>
    expectFind(oms, 'SecurityGroupAndPermission', [
      { groupId: 'SUPER', permissionId: 'RECEIVING_APP_VIEW' },
      { groupId: 'POWER', permissionId: 'RECEIVING_APP_VIEW' },
      { groupId: 'RECEIVERS', permissionId: 'RECEIVING_APP_VIEW' },
    ], { permissionId_value: ['RECEIVING_APP_VIEW'] });

  async function openOffers(options: Omit<RenderDetailsOptions, 'path'>, facts: PolicyFacts, groupIdsRead: string[] | null) {
    const { user, oms } = await openAccess(undefined, MARIA, { ...options, answers: { ...options.answers } }, facts);
    await user.click(row('Receiving').querySelector('summary') as HTMLElement);
    holders(oms);
    if (groupIdsRead) expectFind(oms, 'SecurityGroupAndPermission', groupIdsRead.map((groupId) => ({ groupId, permissionId: 'RECEIVING_APP_VIEW' })), { groupId_value: groupIdsRead });
    await user.click(within(row('Receiving')).getByRole('button', { name: 'Add to group…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to group…' });
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    return dialog;
  }

  it('a security admin is offered no group that holds super-user power (SUPER, a group holding WEBTOOLS_VIEW)', async () => {
    const dialog = await openOffers({ ...SAM, answers: { groups: MARIA_GROUPS } }, SAM_FACTS, ['RECEIVERS']);
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((option) => option.closest('.fui-Radio')?.textContent?.split('New')[0])).toEqual(['RECEIVERS']);
  });

  it('on a super user, a security admin is offered nothing, and told why; nothing is sent', async () => {
    const dialog = await openOffers({ ...SAM, answers: { groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }] } }, SAM_FACTS, null);
    // The status is the loading one first, then the answer.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent("No group you may add them to grants it. You don't have permission to update the security group."));
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to group' })).toBeDisabled();
  });

  it("on the viewer's own user, no group is offered, and the reason says another admin has to", async () => {
    const dialog = await openOffers({ ...SAM, profile: { userLoginId: 'sam.secure', partyId: MARIA.partyId } }, SAM_FACTS, null);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You cannot raise your own access: another admin has to do it.'));
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('an uncleared plan handed to addToGroup throws and sends nothing', async () => {
    mockLogin();
    // What the source reads on its own (the policy's facts, the user and their groups), answered, so
    // the plan is refused for being uncleared only.
    const facts = mockPolicyFacts({ viewerGroups: ['SUPER'], superPowerGroups: ['SUPER'] });
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: MARIA.partyId });
    expectFind(oms, 'UserLoginSecurityGroup', MARIA_GROUPS, { userLoginId: MARIA.userLoginId });
    const source = await hookInApp(
      () => useUserDetailsAccessSource(MARIA),
      ({ children }) => <UserDetailsParty value={MARIA.partyId}>{children}</UserDetailsParty>,
    );
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(facts.reads).toEqual({ viewerGroups: 1, superPowerGroups: 1 }));
    await expect(source().addToGroup({ groupId: 'SUPER' } as unknown as Cleared<GroupAddPlan>)).rejects.toThrow('A write path reached its runner without the change policy.');
  });
});
