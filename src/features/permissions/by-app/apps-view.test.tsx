/**
 * 'By app' through the real providers with only its reads answered: an app's one find for all of
 * its ids, its holders (classification groups never among them) and their links, the search, the
 * two honest lists, a failed read's Retry, and one pane at a time on a narrow screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type nock from 'nock';
import { expectFind, omsScope, SERVICE_ERROR } from '../../../../test/oms-nock';
import { LocationProbe } from '../../../../test/probes';
import { mockLogin, renderApp } from '../../../../test/render';
import { RequireAuth } from '../../../app/guards';
import type { FindRequestBody } from '../../../oms/perform-find';
import es from '../../../catalog/locales/es.json';
import { appPermissionIds } from '../../../catalog/holders';
import { AppsView } from './apps-view';
import { catalogApp, expectHolders, expectPermissionList, mockScreen } from '../../../../test/features/permissions';

jest.setTimeout(30_000);

const GROUPS = [
  { groupId: 'STORE', groupName: 'Store Manager' },
  { groupId: 'CSR', groupName: 'Customer Service' },
];
/** Every id of Fulfillment but ORD_TRANSFER_ORDER_CANCEL, and one permission no app checks. */
const PERMISSIONS = [
  ...appPermissionIds(catalogApp('fulfillment'))
    .filter((id) => id !== 'ORD_TRANSFER_ORDER_CANCEL')
    .map((permissionId) => ({ permissionId })),
  { permissionId: 'LOCAL_ONLY', description: 'Only this OMS uses it' },
];
const HOLDERS = [
  { groupId: 'STORE', groupName: 'Store Manager', groupTypeEnumId: 'FUNCTIONAL', permissionId: 'FULFILLMENT_APP_VIEW' },
  { groupId: 'STORE', groupName: 'Store Manager', groupTypeEnumId: 'FUNCTIONAL', permissionId: 'FF_SHIP_NOW' },
  { groupId: 'SGC_FULFILLMENT', groupName: 'Fulfillment permissions', groupTypeEnumId: 'PRM_CLASS_TYPE', permissionId: 'FULFILLMENT_APP_VIEW' },
  { groupId: 'CSR', groupName: 'Customer Service', permissionId: 'ORD_TRANSFER_ORDER_VIEW' },
];

/** The group list and each group's user count (STORE 3, CSR 5), read once the app shows. */
function expectGroupsAndCounts(scope: nock.Scope): nock.Scope {
  expectFind(scope, 'SecurityGroup', GROUPS, { groupTypeEnumId_op: 'notEqual' });
  for (const [groupId, count] of [['STORE', 3], ['CSR', 5]] as const) {
    scope
      .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginSecurityGroup' && body.inputFields.groupId === groupId)
      .reply(200, { docs: [], count });
  }
  return scope;
}

function renderView(path: string, locale?: string) {
  mockLogin(locale ? { profile: { userLocale: locale } } : {});
  renderApp({
    path,
    session: locale ? { locale } : {},
    children: (
      <>
        <RequireAuth>
          <AppsView />
        </RequireAuth>
        <LocationProbe />
      </>
    ),
  });
  return userEvent.setup({ delay: null });
}

const location = () => screen.getByTestId('location').textContent;
const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;

describe('Permissions tab, By app', () => {
  it('opens an app with one find for all its ids: who can open it, each capability and the groups granting it', async () => {
    mockScreen('wide');
    const oms = expectPermissionList(expectGroupsAndCounts(omsScope()), PERMISSIONS);
    const bodies = expectHolders(oms, 'fulfillment', HOLDERS);
    const user = renderView('/tabs/permissions?view=app&app=fulfillment');

    const access = await screen.findByRole('region', { name: 'Who can open it' }, { timeout: 8000 });
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(bodies).toEqual([
      {
        entityName: 'SecurityGroupAndPermission',
        inputFields: {
          permissionId_value: appPermissionIds(catalogApp('fulfillment')),
          permissionId_op: 'in',
          groupTypeEnumId_value: 'PRM_CLASS_TYPE',
          groupTypeEnumId_op: 'notEqual',
        },
        fieldList: ['groupId', 'groupName', 'groupTypeEnumId', 'permissionId'],
        viewSize: 250,
        viewIndex: 0,
        filterByDate: 'Y',
        orderBy: 'permissionId|groupId|fromDate',
      },
    ]);
    // A classification group sorts permissions; it grants nothing, whatever the OMS answers.
    expect(screen.queryByText(/Fulfillment permissions/)).not.toBeInTheDocument();
    // The user counts are the group list's own (one read per group, once per tab), shown once in.
    expect(await within(access).findByText('Up to 3 users')).toBeInTheDocument();
    expect(within(access).getAllByRole('link').map((link) => link.textContent)).toEqual(['Store Manager · 3 users']);

    expect(within(card('Ship orders')).getByText('FF_SHIP_NOW')).toBeInTheDocument();
    expect(within(card('Ship orders')).getByText('COMMON_ADMIN')).toBeInTheDocument();
    expect(within(card('See transfer orders')).getByRole('link', { name: 'Customer Service' })).toBeInTheDocument();
    expect(within(card('Force ship orders')).getByText('No security group grants it.')).toBeInTheDocument();
    expect(within(card('Close transfer orders')).getByText('Missing on this OMS')).toBeInTheDocument();
    expect(within(card('Close transfer orders')).getByText('Not grantable on this OMS: its permissions are missing here.')).toBeInTheDocument();

    // "Users who can …": the Users tab filtered to the groups granting it.
    expect(within(card('Ship orders')).getByRole('link', { name: 'Users who can Ship orders' })).toHaveAttribute('href', '/tabs/users?group=STORE');
    expect(within(card('Force ship orders')).queryByRole('link', { name: /^Users who can/ })).not.toBeInTheDocument();
    const link = within(card('Ship orders')).getByRole('link', { name: 'Store Manager' });
    expect(link).toHaveAttribute('href', '/tabs/permissions?view=group&app=fulfillment&groupId=STORE');
    await user.click(link);
    expect(location()).toBe('/tabs/permissions?view=group&app=fulfillment&groupId=STORE');
  });

  it('searches app names, capability titles, descriptions and permission ids; a search narrows the chosen app until Show all', async () => {
    mockScreen('wide');
    const oms = expectPermissionList(omsScope(), PERMISSIONS);
    const user = renderView('/tabs/permissions?view=app');
    const nav = await screen.findByRole('navigation', { name: 'Apps' }, { timeout: 8000 });
    const apps = () => within(nav).getAllByRole('button').map((button) => button.textContent);
    const search = screen.getByRole('searchbox', { name: 'Search apps and capabilities' });
    // The honest lists' counts come with the tab's permission list.
    await waitFor(() => expect(within(nav).getByRole('button', { name: /Not in any app/ })).toHaveTextContent('Not in any app1'));

    await user.click(search);
    await user.paste('FF_SHIP_NOW');
    expect(apps()).toEqual(['Fulfillment1 capability', 'Not in any app0', 'Missing on this OMS0']);
    await user.clear(search);
    await user.click(search);
    await user.paste('cycle count');
    expect(apps()[0]).toBe(`Cycle Count${catalogApp('inventory-count').capabilities.length} capabilities`);
    await user.clear(search);
    await user.click(search);
    await user.paste('only this oms');
    expect(within(nav).getByRole('button', { name: /Not in any app/ })).toHaveTextContent('Not in any app1');
    await user.clear(search);
    await user.click(search);
    await user.paste('transfer order');

    expectHolders(expectGroupsAndCounts(oms), 'fulfillment', HOLDERS);
    await user.click(within(nav).getByRole('button', { name: /^Fulfillment/ }));
    expect(location()).toBe('/tabs/permissions?view=app&app=fulfillment');
    const total = catalogApp('fulfillment').capabilities.length;
    expect(await screen.findByText(`4 of ${total} capabilities match the search.`)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(total);
    expect(search).toHaveValue('');
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("a failed holders read offers Retry, which reads them again", async () => {
    mockScreen('wide');
    const oms = expectPermissionList(expectGroupsAndCounts(omsScope()), PERMISSIONS);
    oms.post('/api/performFind', (body: FindRequestBody) => body.entityName === 'SecurityGroupAndPermission' && body.inputFields.permissionId_op === 'in').reply(200, SERVICE_ERROR);
    const user = renderView('/tabs/permissions?view=app&app=fulfillment');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    expectHolders(oms, 'fulfillment', HOLDERS);
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Who can open it' })).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("narrow: one pane at a time with Back; 'Missing on this OMS' and 'Not in any app' from the tab's permission list", async () => {
    mockScreen('narrow');
    const oms = expectPermissionList(omsScope(), PERMISSIONS);
    const user = renderView('/tabs/permissions?view=app&app=missing-on-oms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Missing on this OMS' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('ORD_TRANSFER_ORDER_CANCEL')).toBeInTheDocument();
    expect(screen.getByText('Used by: Fulfillment: Close transfer orders')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Apps' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/tabs/permissions?view=app');
    const nav = screen.getByRole('navigation', { name: 'Apps' });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search apps and capabilities' })).toHaveFocus();

    await user.click(within(nav).getByRole('button', { name: /Not in any app/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Not in any app' })).toHaveFocus();
    expect(screen.getByText('LOCAL_ONLY')).toBeInTheDocument();
    expect(screen.queryByText('FF_SHIP_NOW')).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("shows the catalog's titles and descriptions and the view's texts in the screen's language", async () => {
    mockScreen('wide');
    const oms = expectPermissionList(expectGroupsAndCounts(omsScope()), PERMISSIONS);
    expectHolders(oms, 'fulfillment', HOLDERS);
    renderView('/tabs/permissions?view=app&app=fulfillment', 'es');
    const title = await screen.findByRole('heading', { level: 4, name: 'Enviar pedidos' }, { timeout: 8000 });
    expect(within(title.closest('li') as HTMLElement).getByText(es["Mark packed orders as shipped, from the Completed tab and an order's page."])).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quién puede abrirla' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar apps y funciones' })).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});
