/**
 * `./UserAccess` on its own (as another suite app embeds it): one app's access and its capabilities
 * for a partyId, from the party, the login's groups, their permissions and the user's facilities;
 * a party that does not exist says so.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { UserAccess } from './user-access';
import { expectFind, omsScope } from '../../test/oms-nock';
import { hostSession, mockLogin, recordingEnvironment } from '../../test/render';
import { MARIA, MARIA_FACILITIES, MARIA_GROUPS } from '../../test/features/user-details';
import { expectPolicyReads } from '../../test/features/policy-details';

jest.setTimeout(30_000);

describe('UserAccess (expose ./UserAccess)', () => {
  it('shows one app, opened, with why the user can open it and each capability', async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: MARIA.partyId });
    expectFind(oms, 'UserLoginSecurityGroup', MARIA_GROUPS, { userLoginId: 'maria.garcia' });
    expectFind(oms, 'FacilityParty', MARIA_FACILITIES, { partyId: MARIA.partyId });
    expectFind(oms, 'SecurityGroupPermission', [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
    expectFind(oms, 'SecurityGroup', [{ groupId: 'STORE_MANAGER', groupName: 'Store Manager' }, { groupId: 'CSR', groupName: 'Customer Service Representative' }]);
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'STORE_MANAGER', permissionId: 'FULFILLMENT_APP_VIEW' }], { groupId_value: ['STORE_MANAGER', 'CSR'] });
    // The change policy's facts (the viewer's groups, who holds super-user power), as user details reads them.
    expectPolicyReads(expectFind, oms);
    render(<UserAccess partyId={MARIA.partyId} appId="fulfillment" session={hostSession()} environment={recordingEnvironment()} />);

    expect(await screen.findByRole('heading', { name: 'App access of Maria Garcia' }, { timeout: 8000 })).toBeInTheDocument();
    const apps = await screen.findByRole('list', { name: 'App access' }, { timeout: 8000 });
    const rows = within(apps).getAllByRole('listitem').filter((item) => item.querySelector('summary'));
    expect(rows.map((row) => row.querySelector('summary')?.textContent)).toEqual(['FulfillmentCan openThrough Store Manager (FULFILLMENT_APP_VIEW)']);
    expect(rows[0]?.querySelector('details')).toHaveAttribute('open');
    expect(within(rows[0] as HTMLElement).getByRole('list', { name: 'Capabilities in Fulfillment' })).toBeVisible();
    // No app chrome: no tabs, no navigation.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('says when there is no such user', async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [], { partyId: 'NOPE' });
    render(<UserAccess partyId="NOPE" session={hostSession()} environment={recordingEnvironment()} />);
    expect(await screen.findByText('No record found', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});
