/**
 * The Permissions tab through the real providers with only its reads answered: the sections, the
 * chosen group in the URL, a toggle's calls and texts, a failed toggle showing the server's state,
 * the permission gates of the checkboxes, the view in the URL and one pane at a time when narrow.
 * A wide screen unless a test says otherwise.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectFind, expectMadeOnce, expectService, omsScope, SERVICE_ERROR } from '../../../test/oms-nock';
import { LocationProbe } from '../../../test/probes';
import { mockLogin, recordingEnvironment, renderApp } from '../../../test/render';
import { AppRoutes } from '../../app/routes';
import * as csv from '../../lib/csv';
import { CATALOG } from '../../catalog/catalog.data';
import { catalogUses } from './by-app/by-app';
import { expectHolders, mockScreen } from '../../../test/features/permissions';
import { hookInApp, mockPolicyFacts, SECURITY_ADMIN_PERMISSIONS } from '../../../test/features/policy-perms';
import type { PolicyFacts } from '../../../test/features/policy-perms';
import type { Cleared } from '../../policy/cleared';
import { usePermissionActions } from './use-permission-actions';
import type { PermissionToggle } from './use-permission-actions';

jest.setTimeout(30_000);

const NOW = 1_750_000_000_000;
const GROUPS = [
  { groupId: 'CSR', groupName: 'Customer Service' },
  { groupId: 'STORE_MANAGER', groupName: 'Store Manager' },
];
const PERMISSIONS = [
  { permissionId: 'ORDER_VIEW', description: 'View orders' },
  { permissionId: 'ORDER_UPDATE', description: 'Change orders' },
  { permissionId: 'SECRET_ADMIN', description: 'Hidden one' },
  { permissionId: 'LOOSE_ONE', description: 'In no group' },
];

/** Every read of the tab for group CSR, which holds ORDER_VIEW (granted at fromDate 5). */
function expectTabReads(grants: unknown[] = [{ groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5 }], catalog: unknown[] | [number, unknown] = PERMISSIONS): nock.Scope {
  const oms = omsScope();
  expectFind(oms, 'SecurityGroup', GROUPS, { groupTypeEnumId_op: 'notEqual' });
  for (const group of GROUPS) oms.post('/api/performFind', (body: { entityName?: string; inputFields?: Record<string, unknown> }) => body.entityName === 'UserLoginSecurityGroup' && body.inputFields?.groupId === group.groupId).reply(200, { docs: [], count: group.groupId === 'CSR' ? 7 : 1 });
  expectFind(oms, 'SecurityPermission', catalog as unknown[]);
  expectFind(oms, 'SecurityGroupAndPermission', [
    { groupId: 'SGC_ORDERS', groupName: 'Orders', permissionId: 'ORDER_VIEW' },
    { groupId: 'SGC_ORDERS', groupName: 'Orders', permissionId: 'ORDER_UPDATE' },
    { groupId: 'SGC_HIDDEN', groupName: 'Hidden', permissionId: 'SECRET_ADMIN' },
  ], { groupTypeEnumId: 'PRM_CLASS_TYPE' });
  expectFind(oms, 'SecurityGroup', [{ groupId: 'SGC_ORDERS', groupName: 'Orders' }], { groupTypeEnumId: 'PRM_CLASS_TYPE' });
  expectFind(oms, 'SecurityGroupAndPermission', grants, { groupId: 'CSR' });
  return oms;
}

async function openTab(permissions?: string[], path = '/tabs/permissions?groupId=CSR', grants?: unknown[], facts: PolicyFacts = { viewerGroups: [], superPowerGroups: [] }, catalog?: unknown[]) {
  mockLogin(permissions ? { permissions } : {});
  const policy = mockPolicyFacts(facts);
  const oms = expectTabReads(grants, catalog);
  renderApp({
    path,
    environment: recordingEnvironment({ now: () => NOW }),
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
      </>
    ),
  });
  const card = await screen.findByText('ORDER_VIEW', {}, { timeout: 8000 });
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  // The boxes are on once the change policy's facts are read.
  await waitFor(() => expect(policy.reads.superPowerGroups).toBeGreaterThan(0));
  await waitFor(() => expect(document.querySelectorAll('[data-permission] input:not([disabled])').length).toBeGreaterThan(0));
  return { user: userEvent.setup({ delay: null }), card, policy };
}

const box = (permissionId: string) => within(document.querySelector(`[data-permission="${permissionId}"]`) as HTMLElement).getByRole('checkbox');
const toast = (text: string) => screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });

const location = () => screen.getByTestId('location').textContent;

describe('Permissions tab', () => {
  beforeEach(() => mockScreen('wide'));

  it('lists the groups with their user counts and shows the chosen one: its sections, counts and grants', async () => {
    await openTab();
    const nav = screen.getByRole('navigation', { name: 'Security groups' });
    expect(await within(nav).findByRole('button', { name: /Customer Service.*CSR.*7 users/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Customer Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Others (1)' })).toBeInTheDocument();
    expect(screen.queryByText('SECRET_ADMIN')).not.toBeInTheDocument();
    expect(box('ORDER_VIEW')).toBeChecked();
    expect(box('ORDER_UPDATE')).not.toBeChecked();
  });

  it('shows the list tools from the start, usable only once the list is (a failed catalog read: Retry, tools disabled)', async () => {
    mockLogin({});
    const oms = expectTabReads(undefined, [500, { error: { message: 'down' } }]);
    renderApp({ path: '/tabs/permissions?groupId=CSR', environment: recordingEnvironment({ now: () => NOW }) });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search permissions' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Only selected permissions' })).toBeDisabled();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("'Search permissions' and 'Only selected permissions' narrow the list; nothing left is 'No record found'", async () => {
    const { user } = await openTab();
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'change');
    expect(screen.getByText('ORDER_UPDATE')).toBeInTheDocument();
    expect(screen.queryByText('ORDER_VIEW')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Only selected permissions' }));
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('checking grants (from the OMS’s now: no fromDate sent) once on a double click, then reads the grants again', async () => {
    const { user } = await openTab();
    const oms = expectService(omsScope(), 'addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'ORDER_UPDATE' });
    expectMadeOnce(oms, 'SecurityGroupPermission', { groupId: 'CSR', permissionId: 'ORDER_UPDATE' }, { groupId: 'CSR', permissionId: 'ORDER_UPDATE' });
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5 }, { groupId: 'CSR', permissionId: 'ORDER_UPDATE', fromDate: NOW }], { groupId: 'CSR' });
    // A double click writes once: the box, busy with its write, refuses the second (it stays focusable).
    await user.dblClick(box('ORDER_UPDATE'));
    expect(await toast('Security group permission association successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(box('ORDER_UPDATE')).toBeChecked());
    oms.done();
    expect(screen.queryByText('Failed to update security group permission association.')).not.toBeInTheDocument();
  });

  it('unchecking ends the grant keeping its fromDate; a failure shows what the server has', async () => {
    const { user } = await openTab();
    const oms = expectService(omsScope(), 'updateSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5, thruDate: NOW }, [200, SERVICE_ERROR]);
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5 }], { groupId: 'CSR' });
    await user.click(box('ORDER_VIEW'));
    expect(await toast('Failed to update security group permission association.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(box('ORDER_VIEW')).not.toHaveAttribute('aria-busy', 'true'));
    expect(box('ORDER_VIEW')).toBeChecked();
    expect(screen.queryByText('Security group permission association successfully updated.')).not.toBeInTheDocument();
  });

  it("with 'Only selected' on, a box unchecked by keyboard leaves the list and hands its focus to the next card's box", async () => {
    const held = [
      { groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5 },
      { groupId: 'CSR', permissionId: 'ORDER_UPDATE', fromDate: 6 },
    ];
    const { user } = await openTab(undefined, undefined, held);
    await user.click(screen.getByRole('switch', { name: 'Only selected permissions' }));
    const oms = expectService(omsScope(), 'updateSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5, thruDate: NOW });
    expectFind(oms, 'SecurityGroupAndPermission', [held[1]], { groupId: 'CSR' });
    box('ORDER_VIEW').focus();
    await user.keyboard(' ');
    expect(await toast('Security group permission association successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ORDER_VIEW')).not.toBeInTheDocument());
    oms.done();
    await waitFor(() => expect(box('ORDER_UPDATE')).toHaveFocus());
  });

  it('gates: a checked box needs APP_PERMISSION_UPDATE, an unchecked one APP_PERMISSION_CREATE', async () => {
    await openTab(['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_VIEW', 'SECURITY_UPDATE']);
    expect(box('ORDER_VIEW')).toBeUsable();
    expect(box('ORDER_UPDATE')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Create security group' })).not.toBeInTheDocument();
  });

  it('the change policy (issue 63): a security admin finds WEBTOOLS_VIEW off with the reason, and nothing is sent', async () => {
    const catalog = [...PERMISSIONS, { permissionId: 'WEBTOOLS_VIEW', description: 'Web tools' }];
    const { user } = await openTab(SECURITY_ADMIN_PERMISSIONS, undefined, undefined, { viewerGroups: ['STORE_MANAGER'], superPowerGroups: ['SUPER'] }, catalog);
    expect(box('WEBTOOLS_VIEW')).toBeDisabled();
    expect(box('WEBTOOLS_VIEW')).toHaveAccessibleDescription('Only a super user can give super-user access.');
    expect(box('ORDER_UPDATE')).toBeUsable();
    await user.click(box('WEBTOOLS_VIEW'));
    expect(box('WEBTOOLS_VIEW')).not.toBeChecked();
    // No write is answered here: one sent would fail the test as unmatched.
    expect(screen.queryByText('Security group permission association successfully updated.')).not.toBeInTheDocument();
  });

  it("the change policy: a security admin grants nothing to their own group (ending a grant of it stays open)", async () => {
    await openTab(SECURITY_ADMIN_PERMISSIONS, undefined, undefined, { viewerGroups: ['CSR'], superPowerGroups: ['SUPER'] });
    expect(box('ORDER_UPDATE')).toBeDisabled();
    expect(box('ORDER_UPDATE')).toHaveAccessibleDescription('You cannot raise your own access: another admin has to do it.');
    expect(box('ORDER_VIEW')).toBeUsable();
  });

  it('the change policy: a super user grants WEBTOOLS_VIEW, decided on facts read at the click, and who holds it is read again after', async () => {
    const catalog = [...PERMISSIONS, { permissionId: 'WEBTOOLS_VIEW', description: 'Web tools' }];
    const { user, policy } = await openTab(undefined, undefined, undefined, { viewerGroups: ['SUPER'], superPowerGroups: ['SUPER'] }, catalog);
    const before = policy.reads.superPowerGroups;
    const oms = expectService(omsScope(), 'addSecurityPermissionToSecurityGroup', { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' });
    expectMadeOnce(oms, 'SecurityGroupPermission', { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' }, { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' });
    expectFind(oms, 'SecurityGroupAndPermission', [{ groupId: 'CSR', permissionId: 'ORDER_VIEW', fromDate: 5 }, { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW', fromDate: NOW }], { groupId: 'CSR' });
    await user.click(box('WEBTOOLS_VIEW'));
    expect(await toast('Security group permission association successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(box('WEBTOOLS_VIEW')).toBeChecked());
    oms.done();
    expect(policy.reads.superPowerGroups).toBe(before + 2);
  });

  it('the change policy: an uncleared toggle handed to its runner throws and sends nothing', async () => {
    mockLogin();
    const actions = await hookInApp(usePermissionActions);
    const forged = { groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' } as unknown as Cleared<PermissionToggle>;
    await expect(actions().runToggle(forged)).rejects.toThrow('A write path reached its runner without the change policy.');
  });

  it("'Export' saves the group's granted permissions as CSV", async () => {
    const save = jest.spyOn(csv, 'saveFile').mockImplementation(() => undefined);
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [fileName, blob] = save.mock.calls[0] ?? [];
    expect(fileName).toBe('CSR-permissions.csv');
    const text = await (blob as Blob).text();
    expect(text.replace(/^\uFEFF/, '')).toBe('"permissionId","description","classification group"\r\n"ORDER_VIEW","View orders","Orders"');
    save.mockRestore();
  });

  it('keeps the view in the URL: switching keeps ?groupId= and ?app=, By app shows the chosen app', async () => {
    const { user } = await openTab(undefined, '/tabs/permissions?groupId=CSR&app=fulfillment');
    const oms = omsScope();
    const bodies = expectHolders(oms, 'fulfillment', [{ groupId: 'CSR', groupName: 'Customer Service', permissionId: 'FULFILLMENT_APP_VIEW' }]);
    await user.click(screen.getByRole('tab', { name: 'By app' }));
    expect(location()).toBe('/tabs/permissions?groupId=CSR&app=fulfillment&view=app');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fulfillment' }, { timeout: 8000 })).toBeInTheDocument();
    const access = await screen.findByRole('region', { name: 'Who can open it' });
    expect(within(access).getByRole('link', { name: 'Customer Service · 7 users' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    oms.done();

    await user.click(screen.getByRole('tab', { name: 'By security group' }));
    expect(location()).toBe('/tabs/permissions?groupId=CSR&app=fulfillment&view=group');
    expect(await screen.findByRole('heading', { level: 2, name: 'Customer Service' })).toBeInTheDocument();
  });

  it("a link to a group the OMS does not hold says it is not found (wide and narrow), not 'Select a security group…'", async () => {
    for (const size of ['wide', 'narrow'] as const) {
      mockScreen(size);
      mockLogin({});
      const oms = omsScope();
      expectFind(oms, 'SecurityGroup', GROUPS, { groupTypeEnumId_op: 'notEqual' });
      // The rest of the tab's reads (counts, the catalog, the unknown group's grants): none.
      oms.post('/api/performFind').reply(200, { docs: [], count: 0 }).persist();
      const view = renderApp({ path: '/tabs/permissions?groupId=NOPE_GROUP', children: <AppRoutes /> });
      expect(await screen.findByText('Security group NOPE_GROUP not found')).toBeInTheDocument();
      expect(screen.queryByText('Select a security group to see its permissions.')).not.toBeInTheDocument();
      if (size === 'narrow') expect(screen.getByRole('button', { name: 'Back' })).toBeUsable();
      view.unmount();
      nock.cleanAll();
    }
  });

  it('narrow: shows the chosen group alone with Back, which returns to the list', async () => {
    mockScreen('narrow');
    const { user } = await openTab();
    expect(screen.queryByRole('navigation', { name: 'Security groups' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Customer Service' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/tabs/permissions');
    const nav = screen.getByRole('navigation', { name: 'Security groups' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    // Back took the focused control away: the list's first control has the focus.
    expect(within(nav).getAllByRole('button')[0]).toHaveFocus();
    const oms = expectFind(omsScope(), 'SecurityGroupAndPermission', [], { groupId: 'STORE_MANAGER' });
    await user.click(within(nav).getByRole('button', { name: /Store Manager/ }));
    expect(location()).toBe('/tabs/permissions?groupId=STORE_MANAGER');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Store Manager' })).toHaveFocus());
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});

describe('By security group learns from the capability catalog', () => {
  it("each card says which apps' capabilities check its id, and 'Filters' offers the apps", async () => {
    mockLogin();
    mockPolicyFacts({ viewerGroups: [], superPowerGroups: [] });
    const oms = expectTabReads(undefined, [...PERMISSIONS, { permissionId: 'FF_SHIP_NOW' }, { permissionId: 'COMMON_ADMIN' }]);
    renderApp({ path: '/tabs/permissions?groupId=CSR', children: <AppRoutes /> });
    const card = (id: string) => document.querySelector(`[data-permission="${id}"]`) as HTMLElement;
    await screen.findByText('FF_SHIP_NOW', {}, { timeout: 8000 });
    await waitFor(() => expect(card('FF_SHIP_NOW')).toHaveTextContent('Used by: Fulfillment: Ship orders'));
    const commonAdmin = catalogUses(CATALOG).get('COMMON_ADMIN') ?? [];
    expect(card('COMMON_ADMIN')).toHaveTextContent(new RegExp(`and ${commonAdmin.length - 3} more$`));
    expect(card('ORDER_VIEW')).not.toHaveTextContent('Used by');
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Filters' }));
    expect(screen.getByRole('group', { name: 'Apps' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Fulfillment' }));
    expect(screen.getByRole('combobox', { name: 'Filters' })).toHaveTextContent('Fulfillment');
    await waitFor(() => expect(screen.queryByText('ORDER_VIEW')).not.toBeInTheDocument());
    expect(screen.getByText('FF_SHIP_NOW')).toBeInTheDocument();
    expect(screen.getByText('COMMON_ADMIN')).toBeInTheDocument();
  });
});
