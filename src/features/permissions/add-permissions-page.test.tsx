/**
 * /add-permissions: after 'Create security group' it shows the new group's list at once (the
 * groups are read again before the app goes there, so a list already read never says "not found"
 * for the group just made), and a groupId the OMS does not hold says so instead of offering a list
 * whose every tick would fail.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFind, expectService, omsScope } from '../../../test/oms-nock';
import { LocationProbe } from '../../../test/probes';
import { mockLogin, preloadScreens, renderApp } from '../../../test/render';
import { expectPermissionList } from '../../../test/features/permissions';
import { mockPolicyFacts } from '../../../test/features/policy-perms';
import { AppRoutes } from '../../app/routes';
import { referenceData, useReference } from '../../reference/hooks';

jest.setTimeout(30_000);
beforeAll(preloadScreens, 60_000);

const GROUPS = [{ groupId: 'CSR', groupName: 'Customer Service' }];
const GROUPS_READ = { groupTypeEnumId_op: 'notEqual' };

/** Holds the groups list read from the start, as the Permissions tab has before 'Create security group'. */
function GroupsProbe(): React.JSX.Element {
  const [groups] = useReference('securityGroups');
  return <output data-testid="groups">{referenceData(groups).map((group) => group.groupId).join(',')}</output>;
}

describe('Add permissions', () => {
  it('after a create, shows the new group and never says it is not found', async () => {
    mockLogin();
    mockPolicyFacts({ viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER'] });
    const oms = omsScope();
    expectFind(oms, 'SecurityGroup', GROUPS, GROUPS_READ);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const user = userEvent.setup();
    renderApp({
      path: '/create-security-group',
      children: (
        <>
          <AppRoutes />
          <GroupsProbe />
          <LocationProbe />
        </>
      ),
    });
    await waitFor(() => expect(screen.getByTestId('groups')).toHaveTextContent('CSR'));

    expectService(oms, 'createSecurityGroup', { groupId: 'FLOOR_STAFF', groupName: 'Floor staff' });
    expectFind(oms, 'SecurityGroup', [...GROUPS, { groupId: 'FLOOR_STAFF', groupName: 'Floor staff' }], GROUPS_READ);
    expectPermissionList(oms, [{ permissionId: 'ORDER_VIEW', description: 'View orders' }]);
    expectFind(oms, 'SecurityGroupAndPermission', [], { groupId: 'FLOOR_STAFF' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Floor staff');
    await user.click(screen.getByRole('button', { name: 'Create security group' }));

    expect(await screen.findByRole('heading', { name: 'Add permissions to Floor staff' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/add-permissions?groupId=FLOOR_STAFF');
    expect(await screen.findByText('Security group created successfully.')).toBeInTheDocument();
    expect(await screen.findByText('ORDER_VIEW')).toBeInTheDocument();
    // The new group is not the viewer's: the change policy lets its boxes on.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /ORDER_VIEW/ })).toBeEnabled());
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    observer.disconnect();
    expect(seen.filter((text) => text.includes('not found'))).toEqual([]);
  });

  it('says a group the OMS does not hold is not found, and Finish setup goes to the Permissions tab', async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'SecurityGroup', GROUPS, GROUPS_READ);
    // While the groups load, the list is shown as for any group and reads; it may be gone before they answer.
    for (const [entityName, inputFields] of [
      ['SecurityPermission', {}],
      ['SecurityGroupAndPermission', { groupTypeEnumId: 'PRM_CLASS_TYPE' }],
      ['SecurityGroup', { groupTypeEnumId: 'PRM_CLASS_TYPE' }],
      ['SecurityGroupAndPermission', { groupId: 'GONE' }],
    ] as const) {
      oms
        .post('/api/performFind', (body: { entityName?: string; inputFields?: Record<string, unknown> }) => body.entityName === entityName && Object.entries(inputFields).every(([key, value]) => body.inputFields?.[key] === value))
        .optionally()
        .reply(200, { docs: [], count: 0 });
    }
    const user = userEvent.setup();
    renderApp({
      path: '/add-permissions?groupId=GONE',
      children: (
        <>
          <AppRoutes />
          <LocationProbe />
        </>
      ),
    });

    expect(await screen.findByText('Security group GONE not found')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search permissions' })).not.toBeInTheDocument();
    // The Permissions tab it opens reads too: answered empty, it is not what this test is about.
    oms.post('/api/performFind').optionally().reply(200, { docs: [], count: 0 }).persist();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tabs\/permissions$/));
  });
});
