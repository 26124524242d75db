/**
 * 'Manage security groups' of By app and the change policy (issue 63): a security admin who is not
 * a super user finds 'Manage super users' off for every group, with the reason, and a grant to
 * their own group off; a super user grants WEBTOOLS_VIEW and the policy's facts are read again; a
 * Save decides again on facts read at that moment; an uncleared plan never reaches the OMS.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectMadeOnce, expectService, omsScope } from '../../../../test/oms-nock';
import { mockLogin, OMS_ORIGIN, recordingEnvironment, renderApp } from '../../../../test/render';
import { catalogApp, expectHolders, expectPermissionList, mockScreen } from '../../../../test/features/permissions';
import { hookInApp, mockPolicyFacts, SECURITY_ADMIN_PERMISSIONS } from '../../../../test/features/policy-perms';
import { RequireAuth } from '../../../app/guards';
import { appPermissionIds } from '../../../catalog/holders';
import { expectFind } from '../../../../test/oms-nock';
import type { Cleared } from '../../../policy/cleared';
import type { FindRequestBody } from '../../../oms/perform-find';
import { AppsView } from './apps-view';
import { useCapabilityActions } from './use-capability-actions';
import type { CapabilitySave } from './use-capability-actions';

jest.setTimeout(30_000);

const NOW = 1_750_000_000_000;
const GROUPS = [
  { groupId: 'SECURITY_ADMIN', groupName: 'Security Admin' },
  { groupId: 'CSR', groupName: 'Customer Service' },
];
const PERMISSIONS = appPermissionIds(catalogApp('users')).map((permissionId) => ({ permissionId }));
/** Both groups open the app; neither can create users nor is a super user. */
const HOLDERS = GROUPS.map(({ groupId, groupName }) => ({ groupId, groupName, permissionId: 'USERS_APP_VIEW' }));
const SUPER_ADVICE = 'Only a super user can give super-user access.';
const OWN_ADVICE = 'You cannot raise your own access: another admin has to do it.';

function renderUsersApp(permissions?: string[]) {
  const oms = omsScope();
  expectFind(oms, 'SecurityGroup', GROUPS, { groupTypeEnumId_op: 'notEqual' });
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginSecurityGroup' && typeof body.inputFields.groupId === 'string')
    .reply(200, { docs: [], count: 1 });
  expectHolders(expectPermissionList(oms, PERMISSIONS), 'users', HOLDERS);
  mockScreen('wide');
  mockLogin(permissions ? { permissions } : {});
  renderApp({
    path: '/tabs/permissions?view=app&app=users',
    environment: recordingEnvironment({ now: () => NOW }),
    children: (
      <RequireAuth>
        <AppsView />
      </RequireAuth>
    ),
  });
  return { oms, user: userEvent.setup({ delay: null }) };
}

const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });

async function openManage(user: ReturnType<typeof userEvent.setup>, title: string, ready: RegExp) {
  await screen.findByRole('region', { name: 'Who can open it' }, { timeout: 8000 });
  await user.click(within(card(title)).getByRole('button', { name: `Manage security groups: ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage security groups' });
  // The policy's facts are in once a box it allows is on.
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: ready })).toBeEnabled());
  return dialog;
}

describe('Manage security groups and the change policy', () => {
  it("a security admin cannot grant 'Manage super users' (WEBTOOLS_VIEW) to any group, nor a permission to their own group: off, with the reason, nothing sent", async () => {
    mockPolicyFacts({ viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER'] });
    const { oms, user } = renderUsersApp(SECURITY_ADMIN_PERMISSIONS);
    const own = await openManage(user, 'Create users', /Customer Service/);
    const mine = within(own).getByRole('checkbox', { name: /Security Admin/ });
    expect(mine).toBeDisabled();
    expect(mine).toHaveAccessibleDescription(OWN_ADVICE);
    expect(within(own).getByRole('checkbox', { name: /Customer Service/ })).not.toHaveAccessibleDescription();
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('Manage super users')).getByRole('button', { name: 'Manage security groups: Manage super users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage security groups' });
    for (const name of [/Security Admin/, /Customer Service/]) {
      const box = within(dialog).getByRole('checkbox', { name });
      await waitFor(() => expect(box).toHaveAccessibleDescription(SUPER_ADVICE));
      expect(box).toBeDisabled();
      await user.click(box);
      expect(box).not.toBeChecked();
    }
    expect(within(dialog).getByRole('button', { name: 'Review changes' })).toBeDisabled();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('a super user grants WEBTOOLS_VIEW to a group; then the policy reads who holds super-user power again', async () => {
    const facts = mockPolicyFacts({ viewerGroups: ['SUPER'], superPowerGroups: ['SUPER'] });
    const { oms, user } = renderUsersApp();
    const dialog = await openManage(user, 'Manage super users', /Customer Service/);
    const readsBefore = facts.reads.superPowerGroups;
    await user.click(within(dialog).getByRole('checkbox', { name: /Customer Service/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expectService(oms, 'addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' });
    expectMadeOnce(oms, 'SecurityGroupPermission', { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' }, { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' });
    expectHolders(oms, 'users', [...HOLDERS, { groupId: 'CSR', groupName: 'Customer Service', permissionId: 'WEBTOOLS_VIEW' }]);
    facts.set({ superPowerGroups: ['SUPER', 'CSR'] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Security group permission association successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    // Read at Save (the decision) and after the write (who holds the power now).
    await waitFor(() => expect(facts.reads.superPowerGroups).toBe(readsBefore + 2));
  });

  it('Save decides again on facts read at that moment: a grant to a group the viewer has joined since is not sent, and the reason is told', async () => {
    const facts = mockPolicyFacts({ viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER'] });
    const { oms, user } = renderUsersApp(SECURITY_ADMIN_PERMISSIONS);
    const dialog = await openManage(user, 'Create users', /Customer Service/);
    await user.click(within(dialog).getByRole('checkbox', { name: /Customer Service/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    facts.set({ viewerGroups: ['SECURITY_ADMIN', 'CSR'] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast(OWN_ADVICE)).toBeInTheDocument();
    expect(screen.queryByText('Security group permission association successfully updated.')).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('an uncleared plan handed to save throws and sends nothing', async () => {
    mockLogin();
    const actions = await hookInApp(() => useCapabilityActions('users'));
    const forged = { change: { add: [{ groupId: 'SECURITY_ADMIN', ids: ['WEBTOOLS_VIEW'] }], remove: [] }, removals: new Map() } as unknown as Cleared<CapabilitySave>;
    await expect(actions().save(forged)).rejects.toThrow('A write path reached its runner without the change policy.');
    // No interceptor answers a grant: one sent would fail the test as unmatched.
  });
});
