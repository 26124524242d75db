/**
 * The change policy on the Clearance, Fulfillment and Favourites cards (issue 63): to a security
 * admin who is not a super user, a super user's access is off with the policy's reason and nothing
 * reaches the OMS (nock refuses any request not expected); the select modal offers only the groups
 * the policy allows (no restricted or super-power group, nothing new on the viewer's own user); a
 * super user changes a super user.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope } from '../../../../test/oms-nock';
import { SECURITY_ADMIN_VIEWER } from '../../../../test/features/policy-details';
import { findToast, getCard, MARIA, MARIA_GROUPS, renderCard } from '../../../../test/features/user-details';
import { ClearanceCard } from './clearance-card';
import { FavouritesCard } from './favourites-card';
import { FulfillmentCard } from './fulfillment-card';

jest.setTimeout(30_000);

const SUPER_TARGET = 'Only a super user can change a super user.';
const GROUPS_REFUSED = "You don't have permission to update the security group.";
const OWN = 'You cannot raise your own access: another admin has to do it.';
const permissions = [...SECURITY_ADMIN_VIEWER.permissions];
/** Maria in MERCHANDISE_MGR, a group that holds WEBTOOLS_VIEW here: a super user. */
const POWER = { groups: [{ groupId: 'MERCHANDISE_MGR', userLoginId: 'maria.garcia', fromDate: 1 }, ...MARIA_GROUPS], policy: { viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER', 'MERCHANDISE_MGR'] } };
const optionIds = (dialog: HTMLElement) => within(dialog).getAllByRole('checkbox').map((box) => box.closest('.fui-Checkbox')?.textContent);

describe('Clearance card and the change policy', () => {
  it("a super user (by a group's power) to a security admin: the Super row, no Add, no store change, the reasons, nothing sent", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions, answers: POWER });
    const card = getCard('Clearance');
    expect(within(card).queryByText('Store Manager')).not.toBeInTheDocument();
    const superRow = within(card).getByRole('button', { name: 'Super' });
    expect(superRow).not.toBeUsable();
    expect(superRow).toHaveAccessibleDescription(GROUPS_REFUSED);
    const add = within(card).getByRole('button', { name: 'Add Security Group' });
    expect(add).toHaveAccessibleDescription(GROUPS_REFUSED);
    await user.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const addStore = within(card).getByRole('button', { name: 'Add Product stores' });
    expect(addStore).not.toBeUsable();
    expect(addStore).toHaveAccessibleDescription(SUPER_TARGET);
    await user.click(within(card).getByRole('button', { name: 'Actions for Demo Store US' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a super user removes a group of a super user: sent', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { answers: { groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }, ...MARIA_GROUPS] } });
    const oms = expectService(omsScope(), 'removePartyUserPermission', { groupId: 'CSR', userLoginId: 'maria.garcia' });
    expectFind(oms, 'UserLoginSecurityGroup', [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }], { userLoginId: 'maria.garcia' });
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Actions for Customer Service Representative' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Security group removed successfully.')).toBeInTheDocument();
    await waitFor(() => oms.done());
  });

  it("the viewer's own user: no group offered to add (only theirs, to end), no store to add, and the reason", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions, profile: { partyId: '10003', userLoginId: 'maria.garcia' } });
    const card = getCard('Clearance');
    expect(within(card).getByText(OWN)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Product stores' })).toHaveAccessibleDescription(OWN);
    await user.click(within(card).getByRole('button', { name: 'Add Security Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select security groups' });
    expect(optionIds(dialog)).toEqual(['Customer Service RepresentativeCSR', 'Store ManagerSTORE_MANAGER']);
  });

  it('offers a security admin no restricted group, no SUPER and no group that holds super-user power', async () => {
    const { user } = await renderCard(ClearanceCard, MARIA, { permissions, answers: { policy: { viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER', 'INTEGRATION'] } } });
    await user.click(within(getCard('Clearance')).getByRole('button', { name: 'Add Security Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select security groups' });
    expect(optionIds(dialog)).toEqual(['Customer Service RepresentativeCSR', 'Merchandising ManagerMERCHANDISE_MGR', 'Store ManagerSTORE_MANAGER']);
  });
});

describe('Fulfillment and Favourites cards: a super user, to a security admin', () => {
  it('offers no picker, facility or favourite change, says why, and sends nothing', async () => {
    const { user } = await renderCard([FulfillmentCard, FavouritesCard], MARIA, { permissions, answers: POWER });
    const fulfillment = getCard('Fulfillment');
    const picker = within(fulfillment).getByRole('switch', { name: 'Show as picker' });
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(SUPER_TARGET);
    const facilities = within(fulfillment).getByRole('button', { name: 'Added to 2 facilities' });
    expect(facilities).toBeDisabled();
    await user.click(picker);
    const favourites = getCard('Favorites');
    const store = within(favourites).getByRole('combobox', { name: 'Product store' });
    expect(store).toBeDisabled();
    expect(store).toHaveAccessibleDescription(SUPER_TARGET);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a super user sets a super user as picker: sent', async () => {
    const { user } = await renderCard(FulfillmentCard, MARIA, { answers: { ...POWER, picker: false, policy: { superPowerGroups: ['SUPER', 'MERCHANDISE_MGR'] } } });
    const oms = expectService(omsScope(), 'ensurePartyRole', { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
    await user.click(within(getCard('Fulfillment')).getByRole('switch', { name: 'Show as picker' }));
    expect(await findToast('User picker role updated successfully.')).toBeInTheDocument();
    await waitFor(() => oms.done());
  });
});
