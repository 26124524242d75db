/**
 * 'Manage security groups' on a capability of By app, through the real providers with only its
 * reads and writes answered: granting sends the narrowest id to the checked group; removing reads
 * the group's permissions, previews what else it loses, then ends the row with its own fromDate; a
 * failure says so and the card shows what the OMS holds; without APP_PERMISSION_CREATE/UPDATE there
 * is nothing to manage.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type nock from 'nock';
import { expectFind, expectMadeOnce, expectService, omsScope, SERVICE_ERROR } from '../../../../test/oms-nock';
import { mockLogin, recordingEnvironment, renderApp } from '../../../../test/render';
import { RequireAuth } from '../../../app/guards';
import { CATALOG } from '../../../catalog/catalog.data';
import type { CatalogCapability } from '../../../catalog';
import type { FindRequestBody } from '../../../oms/perform-find';
import { appPermissionIds } from '../../../catalog/holders';
import { AppsView } from './apps-view';
import { lossOfRemoval } from './manage-capability';
import { catalogApp, expectHolders, expectPermissionList, mockScreen } from '../../../../test/features/permissions';
import { mockPolicyFacts } from '../../../../test/features/policy-perms';

jest.setTimeout(30_000);

const NOW = 1_750_000_000_000;
const GROUPS = [
  { groupId: 'STORE', groupName: 'Store Manager' },
  { groupId: 'CSR', groupName: 'Customer Service' },
];
const PERMISSIONS = appPermissionIds(catalogApp('fulfillment')).map((permissionId) => ({ permissionId }));
const holder = (groupId: string, permissionId: string) => ({ groupId, groupName: GROUPS.find((g) => g.groupId === groupId)?.groupName, permissionId });
const HOLDERS = [holder('STORE', 'FULFILLMENT_APP_VIEW'), holder('STORE', 'FF_SHIP_NOW'), holder('STORE', 'CARRIER_SETUP_VIEW')];
const capability = (title: string) => catalogApp('fulfillment').capabilities.find((candidate) => candidate.title === title) as CatalogCapability;

function expectTab(scope: nock.Scope, holders: unknown[]): nock.Scope {
  // The viewer (a super user unless a test says otherwise) is in no group here.
  mockPolicyFacts({ viewerGroups: [], superPowerGroups: [] });
  expectFind(scope, 'SecurityGroup', GROUPS, { groupTypeEnumId_op: 'notEqual' });
  scope.post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginSecurityGroup').times(2).reply(200, { docs: [], count: 1 });
  expectHolders(expectPermissionList(scope, PERMISSIONS), 'fulfillment', holders);
  return scope;
}

function renderView(permissions?: string[]) {
  mockScreen('wide');
  mockLogin(permissions ? { permissions } : {});
  renderApp({
    path: '/tabs/permissions?view=app&app=fulfillment',
    environment: recordingEnvironment({ now: () => NOW }),
    children: (
      <RequireAuth>
        <AppsView />
      </RequireAuth>
    ),
  });
  return userEvent.setup({ delay: null });
}

const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });

async function openManage(user: ReturnType<typeof userEvent.setup>, title = 'Ship orders') {
  await screen.findByRole('region', { name: 'Who can open it' }, { timeout: 8000 });
  await user.click(within(card(title)).getByRole('button', { name: `Manage security groups: ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage security groups' });
  // The boxes stay off until the change policy's facts are read.
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Store Manager/ })).toBeEnabled());
  return dialog;
}

describe('Manage security groups of a capability', () => {
  it('grants the narrowest id to a checked group, then reads the holders again', async () => {
    const oms = expectTab(omsScope(), HOLDERS);
    const user = renderView();
    const dialog = await openManage(user);
    // The admin alternative is offered, never the default.
    expect(within(dialog).getByRole('radio', { name: 'FF_SHIP_NOW' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^COMMON_ADMIN: an admin permission/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Store Manager/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Review changes' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Customer Service/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    // The review step is smaller: a click beside it (a double click's second one) keeps it open.
    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable();
    expect(within(dialog).getByRole('region', { name: 'Groups that gain it' })).toHaveTextContent('Customer Service: grants FF_SHIP_NOW');

    expectService(oms, 'addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'FF_SHIP_NOW' });
    expectMadeOnce(oms, 'SecurityGroupPermission', { groupId: 'CSR', permissionId: 'FF_SHIP_NOW' }, { groupId: 'CSR', permissionId: 'FF_SHIP_NOW' });
    expectHolders(oms, 'fulfillment', [...HOLDERS, holder('CSR', 'FF_SHIP_NOW')]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Security group permission association successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once the dialog has gone, the page is in the accessibility tree again.
    await waitFor(() => expect(within(card('Ship orders')).getByRole('link', { name: 'Customer Service' })).toBeInTheDocument());
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('removing previews what else the group loses, then ends the row with its own fromDate; a failure says so and keeps the truth', async () => {
    const oms = expectTab(omsScope(), HOLDERS);
    const user = renderView();
    const dialog = await openManage(user, 'See carriers');
    await user.click(within(dialog).getByRole('checkbox', { name: /Store Manager/ }));
    const grants = [['FULFILLMENT_APP_VIEW', 11], ['FF_SHIP_NOW', 22], ['CARRIER_SETUP_VIEW', 33]] as const;
    expectFind(oms, 'SecurityGroupAndPermission', grants.map(([permissionId, fromDate]) => ({ groupId: 'STORE', permissionId, fromDate })), { groupId: 'STORE' });
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));

    const lose = within(dialog).getByRole('region', { name: 'Groups that lose it' });
    expect(await within(lose).findByText('ends CARRIER_SETUP_VIEW')).toBeInTheDocument();
    const loss = lossOfRemoval(CATALOG, capability('See carriers'), new Set(grants.map(([id]) => id)));
    expect(loss.capabilities.map((ref) => ref.capability.title)).toContain('Add carriers');
    expect(within(lose).getByText('Store Manager would also lose:')).toBeInTheDocument();
    const lost = within(lose).getAllByRole('listitem').map((item) => item.textContent);
    expect(lost).toEqual(loss.capabilities.map((ref) => `${ref.app.name}: ${ref.capability.title}`));
    expect(lost).toContain('Fulfillment: Add carriers');
    expect(lost).not.toContain('Fulfillment: See carriers');

    expectService(oms, 'updateSecurityPermissionToSecurityGroup', { groupId: 'STORE', permissionId: 'CARRIER_SETUP_VIEW', fromDate: 33, thruDate: NOW }, [200, SERVICE_ERROR]);
    expectHolders(oms, 'fulfillment', HOLDERS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to update security group permission association.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    // Back on the checklist with the admin's choice kept (a retry re-reads before it ends anything);
    // the card behind it shows what the OMS holds: Store Manager still grants it.
    expect(await within(dialog).findByRole('button', { name: 'Review changes' })).toBeUsable();
    expect(within(dialog).getByRole('checkbox', { name: /Store Manager/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('See carriers')).getByRole('link', { name: 'Store Manager' })).toBeInTheDocument());
    expect(screen.queryByText('Security group permission association successfully updated.')).not.toBeInTheDocument();
  });

  it('without APP_PERMISSION_CREATE and APP_PERMISSION_UPDATE there is nothing to manage', async () => {
    const oms = expectTab(omsScope(), HOLDERS);
    renderView(['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_VIEW']);
    await screen.findByRole('region', { name: 'Who can open it' }, { timeout: 8000 });
    expect(within(card('Ship orders')).getByRole('link', { name: 'Store Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Manage security groups/ })).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("'View history' lists every grant of the capability's ids to a functional group, ended ones too, newest first", async () => {
    const oms = expectTab(omsScope(), HOLDERS);
    const user = renderView(['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_VIEW']);
    await screen.findByRole('region', { name: 'Who can open it' }, { timeout: 8000 });
    const bodies: FindRequestBody[] = [];
    oms
      .post('/api/performFind', (body: FindRequestBody) => {
        const match = body.entityName === 'SecurityGroupAndPermission' && JSON.stringify(body.inputFields.permissionId_value) === '["CARRIER_SETUP_VIEW"]';
        if (match) bodies.push(body);
        return match;
      })
      .reply(200, {
        docs: [
          { groupId: 'STORE', groupName: 'Store Manager', groupTypeEnumId: 'FUNCTIONAL', permissionId: 'CARRIER_SETUP_VIEW', fromDate: Date.UTC(2024, 4, 2, 12), thruDate: null },
          { groupId: 'SGC_FULFILLMENT', groupName: 'Fulfillment', groupTypeEnumId: 'PRM_CLASS_TYPE', permissionId: 'CARRIER_SETUP_VIEW', fromDate: Date.UTC(2024, 1, 1) },
          { groupId: 'CSR', groupName: 'Customer Service', permissionId: 'CARRIER_SETUP_VIEW', fromDate: Date.UTC(2023, 0, 5, 12), thruDate: Date.UTC(2023, 5, 6, 12) },
        ],
        count: 3,
      });
    await user.click(within(card('See carriers')).getByRole('button', { name: 'View history: See carriers' }));
    const list = await screen.findByRole('list', { name: 'History of See carriers' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Store ManagerCARRIER_SETUP_VIEW2nd May 2024 - Current',
      'Customer ServiceCARRIER_SETUP_VIEW5th Jan 2023 - 6th Jun 2023',
    ]);
    expect(bodies[0]).toMatchObject({ orderBy: '-fromDate|groupId|permissionId', inputFields: { permissionId_op: 'in', groupTypeEnumId_op: 'notEqual' } });
    expect(bodies[0]?.filterByDate).toBeUndefined();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});
