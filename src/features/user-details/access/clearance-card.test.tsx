import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope, SERVICE_ERROR, expectMadeOnce } from '../../../../test/oms-nock';
import { ClearanceCard } from './clearance-card';
import { FulfillmentCard } from './fulfillment-card';
import { findToast, getCard, LIAM, MARIA, MARIA_GROUPS, MARIA_STORES, NOW, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(30_000);

/** Everything except WEBTOOLS_VIEW: no APP_SUPER_USER. */
const NOT_SUPER = ['USERS_APP_VIEW', 'SECURITY_CREATE', 'SECURITY_VIEW', 'STOREFULFILLMENT_ADMIN'];
/** Neither APP_SECURITY_GROUP_CREATE nor APP_UPDT_PRODUCT_STORE_CONFG. */
const VIEWER = ['USERS_APP_VIEW', 'SECURITY_VIEW', 'WEBTOOLS_VIEW'];
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/**
 * The groups read again after a write; with `admin` (the Fulfillment card beside it, which shows the
 * fulfillment-admin note) also the fulfillment-admin check that follows the new groups.
 */
function expectGroupsReread(scope: ReturnType<typeof omsScope>, groups: { groupId: string }[], admin?: boolean) {
  expectFind(scope, 'UserLoginSecurityGroup', groups.map((group) => ({ userLoginId: 'maria.garcia', fromDate: 1672650000000, ...group })), { userLoginId: 'maria.garcia' });
  if (admin !== undefined && groups.length) expectFind(scope, 'SecurityGroupPermission', admin ? [{ groupId: 'X' }] : [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
  return scope;
}

describe('Clearance card: security groups', () => {
  it("lists the login's groups by name; a row's popover shows the ordinal 'added to group' date", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    const card = getCard('Clearance');
    expect(await within(card).findByText('Store Manager')).toBeInTheDocument();
    expect(within(card).getByText('Customer Service Representative')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Actions for Customer Service Representative' }));
    // 1672736400000 is 3rd Jan 2023 09:00 UTC; the viewer's time zone is America/New_York.
    expect(await screen.findByText('added to group: 3rd Jan 2023')).toBeInTheDocument();
  });

  it('adds and removes groups through the select modal (restricted groups hidden, search by id or name)', async () => {
    const { user } = await renderCard([ClearanceCard, FulfillmentCard], MARIA);
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Add Security Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select security groups' });
    const names = within(dialog).getAllByRole('checkbox').map((box) => box.closest('.fui-Checkbox')?.textContent);
    // By the name shown, as the viewer's language sorts it (not the OMS's order).
    expect(names).toEqual(['Customer Service RepresentativeCSR', 'Full AdminSUPER', 'IntegrationINTEGRATION', 'Merchandising ManagerMERCHANDISE_MGR', 'Store ManagerSTORE_MANAGER']);
    expect(within(dialog).getByRole('checkbox', { name: /Store Manager/ })).toBeChecked();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search security groups' }), 'merch');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: /Merchandising Manager/ }));
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'nothing like it');
    expect(within(dialog).getByText('No security groups found')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'csr');
    await user.click(within(dialog).getByRole('checkbox', { name: /Customer Service Representative/ }));

    const oms = expectService(omsScope(), 'removePartyUserPermission', { groupId: 'CSR', userLoginId: 'maria.garcia' });
    expectService(oms, 'addPartyUserPermission', { userLoginId: 'maria.garcia', groupIds: ['MERCHANDISE_MGR'] });
    expectMadeOnce(oms, 'UserLoginSecurityGroup', { userLoginId: 'maria.garcia', groupId: 'MERCHANDISE_MGR' }, { userLoginId: 'maria.garcia', groupId_value: ['MERCHANDISE_MGR'] });
    expectGroupsReread(oms, [{ groupId: 'STORE_MANAGER' }, { groupId: 'MERCHANDISE_MGR' }], true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Security group(s) updated successfully.')).toBeInTheDocument();
    const card = getCard('Clearance');
    expect(await within(card).findByText('Merchandising Manager')).toBeInTheDocument();
    expect(within(card).queryByText('Customer Service Representative')).not.toBeInTheDocument();
    // The fulfillment-admin flag follows the new groups.
    expect(await screen.findByText("This user has 'STOREFULFILLMENT_ADMIN' permission, enabling access to all facilities.")).toBeInTheDocument();
    oms.done();
  });

  it("says 'Failed to update some security group(s).' when a call is refused, shows the server's groups and keeps the selection", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Add Security Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select security groups' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Integration/ }));
    const oms = expectService(omsScope(), 'addPartyUserPermission', { userLoginId: 'maria.garcia', groupIds: ['INTEGRATION'] }, [200, SERVICE_ERROR]);
    // The server's groups differ from what the card showed: only the read again can show them.
    expectGroupsReread(oms, [{ groupId: 'STORE_MANAGER' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update some security group(s).')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    const card = getCard('Clearance');
    await waitFor(() => expect(within(card).queryByText('Customer Service Representative')).not.toBeInTheDocument());
    expect(within(card).getByText('Store Manager')).toBeInTheDocument();
    expect(within(card).queryByText('Integration')).not.toBeInTheDocument();
    // Nothing was saved: the modal stays open with what was chosen, to save again or cancel.
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Integration/ })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a restricted group the user already holds; hides SUPER from a viewer without APP_SUPER_USER', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions: NOT_SUPER, answers: { groups: [{ groupId: 'STORE_ASSOCIATE', userLoginId: 'maria.garcia', fromDate: 1 }] } });
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Add Security Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select security groups' });
    const ids = within(dialog).getAllByRole('checkbox').map((box) => box.closest('.fui-Checkbox')?.textContent);
    expect(ids).toEqual(['Customer Service RepresentativeCSR', 'IntegrationINTEGRATION', 'Merchandising ManagerMERCHANDISE_MGR', 'Store AssociateSTORE_ASSOCIATE', 'Store ManagerSTORE_MANAGER']);
    expect(within(dialog).getByRole('checkbox', { name: /Store Associate/ })).toBeChecked();
  });

  it('shows only a disabled Super row for a SUPER user to a viewer without APP_SUPER_USER', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions: NOT_SUPER, answers: { groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }, ...MARIA_GROUPS] } });
    const card = getCard('Clearance');
    expect(within(card).queryByText('Store Manager')).not.toBeInTheDocument();
    expect(within(card).getByText("You don't have permission to update the security group.")).toBeInTheDocument();
    // Both greyed-out controls keep the keyboard focus and say why (a screen reader hears the message).
    for (const name of ['Super', 'Add Security Group']) {
      const control = within(card).getByRole('button', { name });
      expect(control).not.toBeUsable();
      expect(control).toHaveAccessibleDescription("You don't have permission to update the security group.");
      control.focus();
      expect(control).toHaveFocus();
    }
    await user.click(within(card).getByRole('button', { name: 'Add Security Group' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a viewer with APP_SUPER_USER manage a SUPER user', async () => {
    await renderCard(ClearanceCard, MARIA, { answers: { groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }] } });
    const card = getCard('Clearance');
    expect(within(card).getByText('Full Admin')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Security Group' })).toBeUsable();
    expect(within(card).queryByText("You don't have permission to update the security group.")).not.toBeInTheDocument();
  });

  it("removes a group after \"Removing this security group may limit …\" with 'Keep Group' / 'Remove'", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Actions for Customer Service Representative' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Removing this security group may limit maria.garcia's access to certain features or data. Are you sure you want to continue?");
    await user.click(within(confirm).getByRole('button', { name: 'Keep Group' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const oms = expectService(omsScope(), 'removePartyUserPermission', { groupId: 'CSR', userLoginId: 'maria.garcia' });
    expectGroupsReread(oms, [{ groupId: 'STORE_MANAGER' }]);
    await user.click(await within(getCard('Clearance')).findByRole('button', { name: 'Actions for Customer Service Representative' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Security group removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(getCard('Clearance')).queryByText('Customer Service Representative')).not.toBeInTheDocument());
    // The removed row's button had the focus back from the confirmation: it moves on to what followed (the last row's: View history), not to <body>.
    await waitFor(() => expect(within(getCard('Clearance')).getByRole('button', { name: 'View history' })).toHaveFocus());
    oms.done();
  });

  it("says 'Something went wrong.' when the removal fails", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    const oms = expectService(omsScope(), 'removePartyUserPermission', { groupId: 'CSR', userLoginId: 'maria.garcia' }, [200, SERVICE_ERROR]);
    expectGroupsReread(oms, MARIA_GROUPS);
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Actions for Customer Service Representative' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Something went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(within(getCard('Clearance')).getByText('Customer Service Representative')).toBeInTheDocument();
  });

  it('needs APP_SECURITY_GROUP_CREATE to add or remove', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions: VIEWER });
    const card = getCard('Clearance');
    const add = within(card).getByRole('button', { name: 'Add Security Group' });
    expect(add).not.toBeUsable();
    expect(add).toHaveAccessibleDescription("You don't have permission to update the security group.");
    expect(within(card).getByText("You don't have permission to update the security group.")).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Actions for Store Manager' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it("offers 'Add to security group' (disabled) and the login text to a user without a login", async () => {
    await renderCard(ClearanceCard, LIAM);
    const card = getCard('Clearance');
    expect(within(card).getByRole('button', { name: 'Add to security group' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'View history' })).not.toBeInTheDocument();
  });

  it("offers 'Add to security group' when the login has no group", async () => {
    await renderCard(ClearanceCard, MARIA, { answers: { groups: [] } });
    expect(within(getCard('Clearance')).getByRole('button', { name: 'Add to security group' })).toBeUsable();
  });

  describe('View history', () => {
    it("lists current entries first ('fromDate - Current'), then ended ones ('fromDate - thruDate') with ordinal dates", async () => {
      const { user } = await renderCard(ClearanceCard, MARIA);
      expectFind(omsScope(), 'UserLoginAndSecurityGroup', [
        { groupId: 'CSR', userLoginId: 'maria.garcia', fromDate: Date.UTC(2023, 0, 2, 12), thruDate: Date.UTC(2023, 5, 1, 12) },
        { groupId: 'MERCHANDISE_MGR', userLoginId: 'maria.garcia', fromDate: Date.UTC(2023, 0, 21, 12), thruDate: Date.UTC(2024, 2, 23, 12) },
        { groupId: 'STORE_MANAGER', userLoginId: 'maria.garcia', fromDate: Date.UTC(2023, 0, 2, 12) },
        { groupId: 'UNKNOWN_GROUP', userLoginId: 'maria.garcia', fromDate: Date.UTC(2023, 0, 2, 12) },
      ], { userLoginId: 'maria.garcia' });
      await user.click(within(getCard('Clearance')).getByRole('button', { name: 'View history' }));
      const dialog = await screen.findByRole('dialog', { name: 'Security group history' });
      const entries = (await within(dialog).findAllByRole('listitem')).map((item) => item.textContent);
      expect(entries).toEqual([
        'Store ManagerSTORE_MANAGER2nd Jan 2023 - Current',
        'UNKNOWN_GROUPUNKNOWN_GROUP2nd Jan 2023 - Current',
        'Merchandising ManagerMERCHANDISE_MGR21st Jan 2023 - 23rd Mar 2024',
        'Customer Service RepresentativeCSR2nd Jan 2023 - 1st Jun 2023',
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await dialogGone();
    });

    it("says 'No history found.' when there is none", async () => {
      const { user } = await renderCard(ClearanceCard, MARIA);
      expectFind(omsScope(), 'UserLoginAndSecurityGroup', [200, { error: 'No record found' }], { userLoginId: 'maria.garcia' });
      await user.click(within(getCard('Clearance')).getByRole('button', { name: 'View history' }));
      expect(await within(await screen.findByRole('dialog')).findByText('No history found.')).toBeInTheDocument();
    });
  });
});

describe('Clearance card: product stores', () => {
  it("lists stores with their role, and 'View product store' opens the Company app's login for the store with all five parameters", async () => {
    const { user, environment } = await renderCard(ClearanceCard, MARIA);
    const card = getCard('Clearance');
    expect(within(card).getByText('Demo Store US')).toBeInTheDocument();
    expect(within(card).getAllByText('Application User')).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Actions for Demo Store US' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View product store' }));
    expect(environment.opened).toHaveLength(1);
    const url = new URL(environment.opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://company.hotwax.io/login');
    // As the Company app reads them: oms is the launchpad's redirection URL, omsRedirectionUrl the
    // instance; the session has no expirationTime, which is still sent (empty).
    expect([...url.searchParams]).toEqual([
      ['oms', 'https://oms-redirect.test'],
      ['token', 'test-token'],
      ['expirationTime', ''],
      ['omsRedirectionUrl', 'https://oms.test/api/'],
      ['productStoreId', 'STORE_US'],
    ]);
  });

  it('removes a store role (thruDate now, original fromDate and role) after Yes, then reads the stores again', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    const oms = expectService(omsScope(), 'updateProductStoreRole', { partyId: '10003', productStoreId: 'STORE_CA', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000, thruDate: NOW });
    expectFind(oms, 'ProductStoreAndRole', MARIA_STORES.slice(0, 1), { partyId: '10003' });
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Actions for Demo Store Canada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to perform this action?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await findToast('Role removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(getCard('Clearance')).queryByText('Demo Store Canada')).not.toBeInTheDocument());
    oms.done();
  });

  it("says 'Something went wrong.' when the removal fails, and reads the stores again anyway", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    const oms = omsScope().post('/api/service/updateProductStoreRole').reply(200, SERVICE_ERROR);
    expectFind(oms, 'ProductStoreAndRole', MARIA_STORES, { partyId: '10003' });
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Actions for Demo Store Canada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await findToast('Something went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  async function selectStores(permissions?: string[]) {
    const rendered = await renderCard(ClearanceCard, MARIA, { permissions });
    expectFind(omsScope(), 'ProductStore', [
      { productStoreId: 'STORE_US', storeName: 'Demo Store US' },
      { productStoreId: 'STORE_CA', storeName: 'Demo Store Canada' },
      { productStoreId: 'STORE_OUTLET', storeName: 'Demo Outlet' },
    ]);
    await rendered.user.click(within(getCard('Clearance')).getByRole('button', { name: 'Add Product stores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select product stores' });
    await rendered.user.click(await within(dialog).findByRole('checkbox', { name: /Demo Store Canada/ }));
    await rendered.user.click(within(dialog).getByRole('checkbox', { name: /Demo Outlet/ }));
    return { ...rendered, dialog };
  }

  it('ensures APPLICATION_USER first, then ends and adds roles from the select modal', async () => {
    const { user, dialog } = await selectStores();
    expect(within(dialog).getByRole('checkbox', { name: /Demo Store US/ })).toBeChecked();
    const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'APPLICATION_USER' });
    expectService(oms, 'updateProductStoreRole', { partyId: '10003', productStoreId: 'STORE_CA', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000, thruDate: NOW });
    // No fromDate: the OMS sets it on its own clock.
    expectService(oms, 'createProductStoreRole', { partyId: '10003', productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER' });
    expectMadeOnce(oms, 'ProductStoreRole', {}, { partyId: '10003', productStoreId: 'STORE_OUTLET', roleTypeId: 'APPLICATION_USER' });
    expectFind(oms, 'ProductStoreAndRole', [MARIA_STORES[0], { ...MARIA_STORES[0], productStoreId: 'STORE_OUTLET', storeName: 'Demo Outlet' }], { partyId: '10003' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Role(s) updated successfully.')).toBeInTheDocument();
    expect(await within(getCard('Clearance')).findByText('Demo Outlet')).toBeInTheDocument();
    oms.done();
  });

  it("aborts with 'Something went wrong.' when APPLICATION_USER cannot be ensured", async () => {
    const { user, dialog } = await selectStores();
    const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'APPLICATION_USER' }, [200, SERVICE_ERROR]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Something went wrong.')).toBeInTheDocument();
    oms.done();
    // Nothing was sent after the role: the modal keeps the selection (Canada off, Outlet on).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
    expect(within(dialog).getByRole('checkbox', { name: /Demo Store Canada/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Demo Outlet/ })).toBeChecked();
  });

  it("says 'Failed to update some role(s).' when a call is refused", async () => {
    const { user, dialog } = await selectStores();
    const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'APPLICATION_USER' });
    oms.post('/api/service/updateProductStoreRole').reply(200, {});
    oms.post('/api/service/createProductStoreRole').reply(200, SERVICE_ERROR);
    expectFind(oms, 'ProductStoreAndRole', MARIA_STORES.slice(0, 1), { partyId: '10003' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update some role(s).')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    // One of the two was done: the modal closes and the card shows what the OMS holds.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("needs APP_UPDT_PRODUCT_STORE_CONFG to add or remove, not to view", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions: VIEWER });
    const card = getCard('Clearance');
    expect(within(card).getByRole('button', { name: 'Add Product stores' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Actions for Demo Store US' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'View product store' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("offers 'Add to a product store' when there is none, and says 'Something went wrong.' when roles cannot be read", async () => {
    await renderCard(ClearanceCard, LIAM, { answers: { roles: 'fail' } });
    expect(within(getCard('Clearance')).getByRole('button', { name: 'Add to a product store' })).toBeUsable();
    expect(await findToast('Something went wrong.')).toBeInTheDocument();
  });
});
