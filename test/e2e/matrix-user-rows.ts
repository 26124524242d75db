/**
 * Fault-matrix rows of the user-details screen (Felix Fulton; Maria Garcia where stores are
 * needed); the contact details' rows are in matrix-contact-rows.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { FULFILLMENT_ADMIN_USER, KNOWN_PERSON, SEED_PASSWORD, expect, omsFind, omsPost } from './fixtures';
import { countCurrent, endFacility, endStore, leaveGroup, setPreference } from './matrix-restore';
import { cancelDialog, card, facilityCountMatches, openDetails, saveFacilitySelection, selectionKept } from './matrix-support';
import type { MatrixRow } from './matrix-support';

const FELIX = FULFILLMENT_ADMIN_USER;
export const openFelix = (page: Page) => openDetails(page, FELIX.partyId, `${FELIX.firstName} ${FELIX.lastName}`);
/** Maria Garcia has product stores to choose a favourite from (her favourite is STORE_US). */
const openMaria = (page: Page) => openDetails(page, KNOWN_PERSON.partyId, `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`);

/** The product stores section's add: 'Add to a product store' while empty, else its subheader's 'Add Product stores'. */
const storesAdd = (page: Page): Locator =>
  card(page, 'Clearance').getByRole('button', { name: 'Add to a product store' }).or(card(page, 'Clearance').getByRole('button', { name: 'Add Product stores', exact: true }));


export const USER_ROWS: MatrixRow[] = [
  {
    name: 'block login',
    call: 'service/updateUserLoginStatus',
    failure: 'Failed to update user login status.',
    success: 'User login status updated successfully.',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'service/updateUserLoginStatus', { partyId: FELIX.partyId, userLoginId: FELIX.userLoginId, enabled: 'Y' }).then(() => undefined) },
    open: openFelix,
    async act(page) {
      await card(page, 'Login details').getByRole('switch', { name: 'Block login' }).click();
      await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).click();
    },
    async usable(page) {
      const toggle = card(page, 'Login details').getByRole('switch', { name: 'Block login' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
    },
    async matchesServer(page, token) {
      const [login] = await omsFind<{ enabled?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      const toggle = card(page, 'Login details').getByRole('switch', { name: 'Block login' });
      if (login?.enabled === 'N') await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    name: 'force logout',
    call: 'service/forceLogout',
    failure: 'Failed to perform force logout.',
    success: 'User has been logged out.',
    // Felix logging in again clears hasLoggedOut, as after any force logout.
    lost: { shows: 'success', restore: () => omsPost(undefined, 'login', { USERNAME: FELIX.userLoginId, PASSWORD: SEED_PASSWORD }).then(() => undefined) },
    open: openFelix,
    async act(page) {
      await card(page, 'Login details').getByRole('button', { name: 'Force logout' }).click();
      await page.getByRole('alertdialog', { name: 'Force logout' }).getByRole('button', { name: 'Yes' }).click();
    },
    async usable(page) {
      await expect(card(page, 'Login details').getByRole('button', { name: 'Force logout' })).toBeEnabled();
    },
    async matchesServer(page, token) {
      const [login] = await omsFind<{ hasLoggedOut?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      const button = card(page, 'Login details').getByRole('button', { name: 'Force logout' });
      if (login?.hasLoggedOut === 'Y') await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
    },
  },
  {
    name: 'show as picker',
    call: 'service/ensurePartyRole',
    failure: 'Failed to update user role.',
    success: 'User picker role updated successfully.',
    lost: {
      shows: 'success',
      async restore(token) {
        const roles = await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: FELIX.partyId, roleTypeId: 'WAREHOUSE_PICKER' } });
        if (roles.length > 0) await omsPost(token, 'service/deletePartyRole', { partyId: FELIX.partyId, roleTypeId: 'WAREHOUSE_PICKER' });
      },
      records: (token) => omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: FELIX.partyId, roleTypeId: 'WAREHOUSE_PICKER' } }).then((rows) => rows.length),
    },
    open: openFelix,
    async act(page) {
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
    },
    async usable(page) {
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
    },
    async matchesServer(page, token) {
      const roles = await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: FELIX.partyId, roleTypeId: 'WAREHOUSE_PICKER' } });
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      if (roles.length > 0) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    name: 'favourite product store',
    call: 'service/setUserPreference',
    failure: 'Failed to set favorite product store.',
    success: 'Favorite product store updated successfully.',
    // Choosing a store clears the favourite shop (it belonged to the other store): both go back.
    lost: {
      shows: 'success',
      async restore(token) {
        await setPreference(token, KNOWN_PERSON.userLoginId, 'FAVORITE_PRODUCT_STORE', KNOWN_PERSON.favoriteProductStoreId);
        await setPreference(token, KNOWN_PERSON.userLoginId, 'FAVORITE_SHOPIFY_SHOP', KNOWN_PERSON.favoriteShopId);
      },
    },
    open: openMaria,
    async act(page) {
      await card(page, 'Favorites').getByRole('combobox', { name: 'Product store' }).selectOption('STORE_CA');
    },
    async usable(page) {
      const select = card(page, 'Favorites').getByRole('combobox', { name: 'Product store' });
      await expect(select).toBeEnabled();
      await expect(select).toHaveValue(KNOWN_PERSON.favoriteProductStoreId);
    },
    async matchesServer(page, token) {
      const [preference] = await omsFind<{ userPrefValue?: string }>(token, {
        entityName: 'UserPreference',
        inputFields: { userLoginId: KNOWN_PERSON.userLoginId, userPrefTypeId: 'FAVORITE_PRODUCT_STORE' },
      });
      await expect(card(page, 'Favorites').getByRole('combobox', { name: 'Product store' })).toHaveValue(preference?.userPrefValue ?? '');
    },
  },
  {
    name: 'add security group',
    call: 'service/addPartyUserPermission',
    failure: 'Failed to update some security group(s).',
    success: 'Security group(s) updated successfully.',
    lost: {
      shows: 'success',
      restore: (token) => leaveGroup(token, FELIX.userLoginId, 'MERCHANDISE_MGR'),
      records: (token) => countCurrent(token, 'UserLoginSecurityGroup', { userLoginId: FELIX.userLoginId, groupId: 'MERCHANDISE_MGR' }),
    },
    open: openFelix,
    async act(page) {
      const select = page.getByRole('dialog', { name: 'Select security groups' });
      if (!(await select.isVisible())) {
        await card(page, 'Clearance').getByRole('button', { name: 'Add Security Group', exact: true }).click();
        await select.getByRole('searchbox', { name: 'Search security groups' }).fill('merch');
      }
      const box = select.getByRole('checkbox', { name: /Merchandising Manager/ });
      if (!(await box.isChecked())) await box.check();
      await select.getByRole('button', { name: 'Save' }).click();
    },
    usable: (page) => selectionKept(page, 'Select security groups', /Merchandising Manager/, true),
    leave: (page) => cancelDialog(page, 'Select security groups'),
    async matchesServer(page, token) {
      const held = await omsFind(token, {
        entityName: 'UserLoginSecurityGroup',
        inputFields: { userLoginId: FELIX.userLoginId, groupId: 'MERCHANDISE_MGR' },
        filterByDate: 'Y',
      });
      await expect(card(page, 'Clearance').getByText('Merchandising Manager')).toHaveCount(held.length > 0 ? 1 : 0);
    },
  },
  {
    name: 'send reset password email',
    call: 'sendResetPasswordMail',
    failure: 'Failed to send password reset email.',
    success: 'Password reset email sent successfully.',
    // A mail leaves nothing to read back: after a lost answer the app cannot tell, and says it failed.
    lost: { shows: 'failure', restore: async () => undefined },
    open: openFelix,
    async act(page) {
      const dialog = page.getByRole('dialog', { name: 'Reset password' });
      if (!(await dialog.isVisible())) await card(page, 'Login details').getByRole('button', { name: 'Reset password' }).click();
      await dialog.getByRole('button', { name: 'Reset password email' }).click();
    },
    async usable(page) {
      // The spec closes the dialog either way; the card's button opens it again.
      await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeHidden();
      await expect(card(page, 'Login details').getByRole('button', { name: 'Reset password' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Reset password'),
    async matchesServer(page, token) {
      // The mail leaves no record; the login it is for is still as the server has it.
      const [login] = await omsFind<{ userLoginId: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      await expect(card(page, 'Login details').getByText(login?.userLoginId ?? 'missing')).toBeVisible();
    },
  },
  {
    name: 'add a facility',
    call: 'service/addPartyToFacility',
    failure: 'Failed to update some association(s).',
    success: 'Facility associations updated successfully.',
    lost: {
      shows: 'success',
      restore: (token) => endFacility(token, KNOWN_PERSON.partyId, 'TRIBECA'),
      records: (token) => countCurrent(token, 'FacilityParty', { partyId: KNOWN_PERSON.partyId, facilityId: 'TRIBECA' }),
    },
    open: openMaria,
    act: (page) => saveFacilitySelection(page, 'TRIBECA', true),
    usable: (page) => selectionKept(page, 'Select facilities', /TRIBECA/, true),
    leave: (page) => cancelDialog(page, 'Select facilities'),
    matchesServer: (page, token) => facilityCountMatches(page, token, KNOWN_PERSON.partyId),
  },
  {
    name: 'add a product store',
    call: 'service/createProductStoreRole',
    failure: 'Failed to update some role(s).',
    success: 'Role(s) updated successfully.',
    lost: {
      shows: 'success',
      restore: (token) => endStore(token, KNOWN_PERSON.partyId, 'STORE_OUTLET'),
      records: (token) => countCurrent(token, 'ProductStoreRole', { partyId: KNOWN_PERSON.partyId, productStoreId: 'STORE_OUTLET' }),
    },
    open: openMaria,
    async act(page) {
      const dialog = page.getByRole('dialog', { name: 'Select product stores' });
      if (!(await dialog.isVisible())) await storesAdd(page).click();
      const box = dialog.getByRole('checkbox', { name: /Demo Outlet/ });
      if (!(await box.isChecked())) await box.check();
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    usable: (page) => selectionKept(page, 'Select product stores', /Demo Outlet/, true),
    leave: (page) => cancelDialog(page, 'Select product stores'),
    async matchesServer(page, token) {
      const roles = await omsFind<{ storeName?: string }>(token, {
        entityName: 'ProductStoreAndRole',
        inputFields: { partyId: KNOWN_PERSON.partyId },
        filterByDate: 'Y',
      });
      const held = roles.some((role) => role.storeName === 'Demo Outlet');
      await expect(card(page, 'Clearance').getByText('Demo Outlet')).toHaveCount(held ? 1 : 0);
    },
  },
];
