/**
 * "Same access as…" beside the Clearance and Fulfillment cards, with only their reads answered:
 * pick a user, see the difference read afresh from both users, apply it through the cards' own
 * calls (each checked as sent), see each outcome and the cards' new truth; a failed call is
 * reported and comparing again sends only what is left.
 */
import { Card } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import type nock from 'nock';
import { expectFind, expectService, omsScope, expectMadeOnce } from '../../../../test/oms-nock';
import type { UserParty } from '../../../oms/user-details';
import { ClearanceCard } from '../access/clearance-card';
import { FulfillmentCard } from '../access/fulfillment-card';
import { SameAccessAction } from './same-access-dialog';
import { expectPolicyReads, SECURITY_ADMIN_VIEWER } from '../../../../test/features/policy-details';
import type { PolicyFacts } from '../../../../test/features/policy-details';
import { findToast, getCard, MARIA, MARIA_FACILITIES, MARIA_GROUPS, MARIA_STORES, NOW, registerCard, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(40_000);

function SameAccessCard({ party }: { party: UserParty }): React.JSX.Element {
  return (
    <Card>
      <SameAccessAction party={party} />
    </Card>
  );
}
registerCard(SameAccessCard, () => []);

const JOSE = { partyId: '10007', partyTypeId: 'PERSON', firstName: 'Jose', lastName: 'Diaz', userLoginId: 'jose.diaz', enabled: 'Y', statusId: 'PARTY_ENABLED' };
const JOSE_GROUPS = [
  { groupId: 'STORE_MANAGER', userLoginId: 'jose.diaz', fromDate: 1 },
  { groupId: 'MERCHANDISE_MGR', userLoginId: 'jose.diaz', fromDate: 1 },
  { groupId: 'WAREHOUSE_MANAGER', userLoginId: 'jose.diaz', fromDate: 1 },
];
const JOSE_STORES = [MARIA_STORES[0], { partyId: '10007', productStoreId: 'STORE_MX', storeName: 'Demo Store Mexico', roleTypeId: 'APPLICATION_USER', fromDate: 1 }];
const JOSE_FACILITIES = [
  { facilityId: 'BROADWAY', facilityName: 'Broadway', partyId: '10007', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1 },
  { facilityId: 'QUEENS', facilityName: 'Queens', partyId: '10007', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1 },
];

interface Held {
  groups: unknown[];
  stores: unknown[];
  facilities: unknown[];
}
const MARIA_NOW: Held = { groups: MARIA_GROUPS, stores: MARIA_STORES, facilities: MARIA_FACILITIES };
const MARIA_AFTER: Held = {
  groups: [MARIA_GROUPS[0], { groupId: 'MERCHANDISE_MGR', userLoginId: 'maria.garcia', fromDate: NOW }],
  stores: [MARIA_STORES[0], { ...JOSE_STORES[1], partyId: '10003', fromDate: NOW }],
  facilities: [MARIA_FACILITIES[0], MARIA_FACILITIES[2], { facilityId: 'QUEENS', partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER', fromDate: NOW }],
};

/** Maria's three sections read again (and the fulfillment-admin check that follows her groups). */
function expectMariaReads(oms: nock.Scope, held: Held): void {
  expectFind(oms, 'UserLoginSecurityGroup', held.groups, { userLoginId: 'maria.garcia' });
  expectFind(oms, 'SecurityGroupPermission', [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
  expectFind(oms, 'ProductStoreAndRole', held.stores, { partyId: '10003' });
  expectFind(oms, 'FacilityParty', held.facilities, { partyId: '10003' });
}

/** Jose's access (his party first for his login), and Maria's read afresh beside it. */
function expectComparison(oms: nock.Scope, maria: Held, policy?: PolicyFacts): void {
  expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [JOSE], { partyId: '10007' });
  expectFind(oms, 'ProductStoreAndRole', JOSE_STORES, { partyId: '10007' });
  expectFind(oms, 'FacilityParty', JOSE_FACILITIES, { partyId: '10007' });
  expectFind(oms, 'UserLoginSecurityGroup', JOSE_GROUPS, { userLoginId: 'jose.diaz' });
  expectMariaReads(oms, maria);
  // The change policy decides on facts read again as the comparison is made.
  expectPolicyReads(expectFind, oms, policy);
}

/** Every write that gives Maria Jose's access, each with its exact body; `groupReply` answers the group add. */
function expectCopyWrites(oms: nock.Scope, groupReply?: [number, unknown]): void {
  expectService(oms, 'removePartyUserPermission', { groupId: 'CSR', userLoginId: 'maria.garcia' });
  expectService(oms, 'addPartyUserPermission', { userLoginId: 'maria.garcia', groupIds: ['MERCHANDISE_MGR'] }, groupReply);
  if (!groupReply) expectMadeOnce(oms, 'UserLoginSecurityGroup', { userLoginId: 'maria.garcia', groupId: 'MERCHANDISE_MGR' }, { userLoginId: 'maria.garcia', groupId_value: ['MERCHANDISE_MGR'] });
  expectService(oms, 'ensurePartyRole', { partyId: '10003', roleTypeId: 'APPLICATION_USER' });
  expectService(oms, 'updateProductStoreRole', { partyId: '10003', productStoreId: 'STORE_CA', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000, thruDate: NOW });
  expectService(oms, 'createProductStoreRole', { partyId: '10003', productStoreId: 'STORE_MX', roleTypeId: 'APPLICATION_USER' });
  expectMadeOnce(oms, 'ProductStoreRole', {}, { partyId: '10003', productStoreId: 'STORE_MX', roleTypeId: 'APPLICATION_USER' });
  expectService(oms, 'ensurePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
  expectService(oms, 'removePartyFromFacility', { partyId: '10003', facilityId: 'BROOKLYN', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1672650000000, thruDate: NOW });
  expectService(oms, 'addPartyToFacility', { partyId: '10003', facilityId: 'QUEENS', roleTypeId: 'WAREHOUSE_PICKER' });
  expectMadeOnce(oms, 'FacilityParty', { partyId: '10003', facilityId: 'QUEENS', roleTypeId: 'WAREHOUSE_PICKER' }, { partyId: '10003', facilityId: 'QUEENS' });
}

async function openAndCompare(viewer: { permissions?: string[]; policy?: PolicyFacts } = {}, maria: Held = MARIA_NOW) {
  const rendered = await renderCard([SameAccessCard, ClearanceCard, FulfillmentCard], MARIA, { permissions: viewer.permissions, answers: { groups: maria.groups, policy: viewer.policy } });
  const oms = omsScope();
  // The picker: the Users tab's query, one entry per person, Maria left out.
  expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [
    { ...MARIA, securityGroupId: 'CSR' },
    { ...JOSE, securityGroupId: 'STORE_MANAGER' },
    { ...JOSE, securityGroupId: 'MERCHANDISE_MGR' },
  ], { roleTypeIdTo: 'APPLICATION_USER' });
  await rendered.user.click(screen.getByRole('button', { name: 'Same access as…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Same access as…' });
  const options = await within(dialog).findAllByRole('radio');
  expect(options.map((option) => option.closest('.fui-Radio')?.textContent)).toEqual(['Jose Diazjose.diaz']);
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  await rendered.user.click(options[0] as HTMLElement);
  expectComparison(oms, maria, viewer.policy);
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Compare' }));
  await within(dialog).findByText('Maria Garcia compared with Jose Diaz:');
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  return { ...rendered, oms, dialog };
}

const lines = (dialog: HTMLElement, kind: string) => within(within(dialog).getByRole('region', { name: kind })).queryAllByRole('listitem').map((item) => item.textContent);

describe('Same access as…', () => {
  it("onto a super user, by a security admin: every change is left as it is with the policy's reason, and nothing can be applied", async () => {
    const inSuper: Held = { ...MARIA_NOW, groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }, ...MARIA_GROUPS] };
    const { dialog } = await openAndCompare({ permissions: [...SECURITY_ADMIN_VIEWER.permissions], policy: { viewerGroups: ['SECURITY_ADMIN'] } }, inSuper);
    const groupsRefused = "You don't have permission to update the security group.";
    const refused = 'Only a super user can change a super user.';
    expect(lines(dialog, 'Security groups')).toEqual([
      'Keep Store Manager',
      `Not given Merchandising Manager: ${groupsRefused}`,
      `Not given Warehouse Manager: ${groupsRefused}`,
      `Not removed Customer Service Representative: ${groupsRefused}`,
      `Not removed Full Admin: ${groupsRefused}`,
    ]);
    expect(lines(dialog, 'Product stores')).toEqual(['Keep Demo Store US', `Not given Demo Store Mexico: ${refused}`, `Not removed Demo Store Canada: ${refused}`]);
    expect(within(dialog).getByText('Nothing to apply: what is left as it is says why.')).toBeInTheDocument();
    // Nothing is offered to send (nock would refuse any write).
    expect(within(dialog).getByRole('button', { name: 'Apply changes' })).not.toBeUsable();
  });

  it('shows the difference read from both users, applies it with the cards’ own calls, reports each outcome and the cards show the new truth', async () => {
    const { user, oms, dialog } = await openAndCompare();
    expect(lines(dialog, 'Security groups')).toEqual(['Add Merchandising Manager', 'Remove Customer Service Representative', 'Keep Store Manager', 'Not given Warehouse Manager: This group is restricted: only users who already belong to it keep it.']);
    expect(lines(dialog, 'Product stores')).toEqual(['Add Demo Store Mexico', 'Remove Demo Store Canada', 'Keep Demo Store US']);
    // Picker facilities only: Bronx (a manager role) is not the Fulfillment card's, and stays.
    expect(lines(dialog, 'Facilities')).toEqual(['Add Queens', 'Remove BROOKLYN', 'Keep Broadway']);

    expectCopyWrites(oms);
    expectMariaReads(oms, MARIA_AFTER);
    expectFind(oms, 'PartyRole', [{ partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' }], { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
    // A double click applies once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await findToast('Access copied from Jose Diaz.')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Done' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Access copied from Jose Diaz.');
    expect(lines(dialog, 'Facilities')).toEqual(['Remove BROOKLYN: done', 'Add Queens: done']);
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    // Done closes, focus back on the button that opened it.
    const opener = screen.getByRole('button', { name: 'Same access as…', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(within(getCard('Clearance')).getByText('Demo Store Mexico')).toBeInTheDocument();
    expect(within(getCard('Clearance')).queryByText('Customer Service Representative')).not.toBeInTheDocument();
    expect(within(getCard('Fulfillment')).getByText('Added to 2 facilities')).toBeInTheDocument();
  });

  it('a refused call is reported with the OMS’s message; comparing again plans only what is left, so nothing done is sent twice', async () => {
    const { user, oms, dialog } = await openAndCompare();
    expectCopyWrites(oms, [200, { _ERROR_MESSAGE_: 'Group refused' }]);
    const partly: Held = { ...MARIA_AFTER, groups: [MARIA_GROUPS[0]] };
    expectMariaReads(oms, partly);
    expectFind(oms, 'PartyRole', [{ partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' }], { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await findToast('Some changes could not be made. Compare again to retry what is left.')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Compare again' });
    expect(lines(dialog, 'Security groups')).toEqual(['Remove Customer Service Representative: done', 'Add Merchandising Manager: failed (Group refused)']);
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));

    // Compare again: only the group is left to add.
    expectComparison(oms, partly);
    await user.click(within(dialog).getByRole('button', { name: 'Compare again' }));
    await waitFor(() => expect(lines(dialog, 'Security groups')[0]).toBe('Add Merchandising Manager'));
    expect(lines(dialog, 'Product stores')).toEqual(['Keep Demo Store Mexico', 'Keep Demo Store US']);
    expect(lines(dialog, 'Facilities')).toEqual(['Keep Broadway', 'Keep Queens']);
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expectService(oms, 'addPartyUserPermission', { userLoginId: 'maria.garcia', groupIds: ['MERCHANDISE_MGR'] });
    expectMadeOnce(oms, 'UserLoginSecurityGroup', { userLoginId: 'maria.garcia', groupId: 'MERCHANDISE_MGR' }, { userLoginId: 'maria.garcia', groupId_value: ['MERCHANDISE_MGR'] });
    expectFind(oms, 'UserLoginSecurityGroup', MARIA_AFTER.groups, { userLoginId: 'maria.garcia' });
    expectFind(oms, 'SecurityGroupPermission', [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await findToast('Access copied from Jose Diaz.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});
