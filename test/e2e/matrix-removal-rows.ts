/**
 * Fault-matrix rows of the user details' removals and login creation: the picker role off, a
 * product store and a facility removed (Maria Garcia), and credentials added to a person without a
 * login (made for the matrix, so no other spec's data is touched).
 */
import type { Page } from '@playwright/test';
import { KNOWN_PERSON, apiLogin, createUserParty, expect, omsFind } from './fixtures';
import { cancelDialog, card, facilityCountMatches, openDetails, saveFacilitySelection, selectionKept } from './matrix-support';
import { holdFacility, holdStore } from './matrix-restore';
import type { MatrixRow } from './matrix-support';

const MARIA_NAME = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
const openMaria = (page: Page) => openDetails(page, KNOWN_PERSON.partyId, MARIA_NAME);
const STORE_NAME = 'Demo Store Canada';
const FACILITY_ID = 'BROOKLYN';
const picker = (page: Page) => card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });

/** A person without a login, created once per run (as the create-user screen makes one). */
const NO_LOGIN = { firstName: 'Matrix', lastName: 'Nologin', password: 'Matrix@123' } as const;
/** Each person without a login gets a username of its own (a login, once made, stays). */
const username = async (): Promise<string> => `matrix.${await personWithoutLogin()}`;
let noLoginParty: Promise<string> | undefined;
function personWithoutLogin(): Promise<string> {
  noLoginParty ??= (async () => {
    const { token } = await apiLogin('admin');
    return createUserParty(token, { firstName: NO_LOGIN.firstName, lastName: `${NO_LOGIN.lastName}${Date.now()}` });
  })();
  return noLoginParty;
}

async function openNoLogin(page: Page): Promise<void> {
  const partyId = await personWithoutLogin();
  await page.goto(`${new URL(page.url()).origin}/users/user-details/${partyId}`);
  await expect(card(page, 'Login details').getByRole('button', { name: 'Add credentials' })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

export const REMOVAL_ROWS: MatrixRow[] = [
  {
    name: 'picker role off',
    call: 'service/deletePartyRole',
    failure: 'Failed to update user role.',
    success: 'User picker role updated successfully.',
    // Maria's picker facilities still hold the role: the OMS refuses the delete whether or not its
    // answer arrives (or runs it twice), so the app says it failed, before and after the retry.
    lost: { shows: 'failure', afterRetry: 'failure', resent: 'failure', restore: async () => undefined },
    open: openMaria,
    async act(page) {
      await expect(picker(page)).toBeChecked();
      await picker(page).click();
    },
    async usable(page) {
      await expect(picker(page)).toBeEnabled();
      await expect(picker(page)).toBeChecked();
    },
    async matchesServer(page, token) {
      const roles = await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: KNOWN_PERSON.partyId, roleTypeId: 'WAREHOUSE_PICKER' } });
      if (roles.length > 0) await expect(picker(page)).toBeChecked();
      else await expect(picker(page)).not.toBeChecked();
    },
  },
  {
    name: 'remove a product store',
    call: 'service/updateProductStoreRole',
    failure: 'Something went wrong.',
    success: 'Role removed successfully.',
    lost: { shows: 'success', restore: (token) => holdStore(token, KNOWN_PERSON.partyId, 'STORE_CA') },
    open: openMaria,
    async act(page) {
      await card(page, 'Clearance').getByRole('button', { name: `Actions for ${STORE_NAME}` }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page.getByRole('alertdialog', { name: 'Remove' }).getByRole('button', { name: 'Yes' }).click();
    },
    async usable(page) {
      const clearance = card(page, 'Clearance');
      await expect(clearance.getByRole('button', { name: `Actions for ${STORE_NAME}` })).toBeEnabled();
      await expect(clearance.getByText(STORE_NAME)).toBeVisible();
    },
    async matchesServer(page, token) {
      const roles = await omsFind<{ storeName?: string }>(token, { entityName: 'ProductStoreAndRole', inputFields: { partyId: KNOWN_PERSON.partyId }, filterByDate: 'Y' });
      const held = roles.filter((role) => role.storeName === STORE_NAME).length;
      await expect(card(page, 'Clearance').getByText(STORE_NAME)).toHaveCount(held > 0 ? 1 : 0);
    },
  },
  {
    name: 'remove a facility',
    call: 'service/removePartyFromFacility',
    failure: 'Failed to update some association(s).',
    success: 'Facility associations updated successfully.',
    lost: { shows: 'success', restore: (token) => holdFacility(token, KNOWN_PERSON.partyId, FACILITY_ID) },
    open: openMaria,
    act: (page) => saveFacilitySelection(page, FACILITY_ID, false),
    usable: (page) => selectionKept(page, 'Select facilities', new RegExp(FACILITY_ID), false),
    leave: (page) => cancelDialog(page, 'Select facilities'),
    matchesServer: (page, token) => facilityCountMatches(page, token, KNOWN_PERSON.partyId),
  },
  {
    name: 'add credentials',
    call: 'service/createNewUserLoginAndSetUserPreference',
    failure: 'Something went wrong.',
    // A login cannot be taken away: each cell after it gets a person of its own.
    lost: {
      shows: 'success',
      // No success text: the card shows the login once it is made.
      check: async (page) => expect(card(page, 'Login details').getByText(await username(), { exact: true })).toBeVisible(),
      async restore() {
        noLoginParty = undefined;
      },
      records: async (token) => (await omsFind(token, { entityName: 'UserLogin', inputFields: { partyId: await personWithoutLogin() } })).length,
    },
    open: openNoLogin,
    async act(page) {
      const login = card(page, 'Login details');
      await login.getByRole('textbox', { name: 'Username' }).fill(await username());
      await login.getByPlaceholder('Default password').fill(NO_LOGIN.password);
      await login.getByRole('button', { name: 'Add credentials' }).click();
    },
    async usable(page) {
      const login = card(page, 'Login details');
      await expect(login.getByRole('button', { name: 'Add credentials' })).toBeEnabled();
      await expect(login.getByRole('textbox', { name: 'Username' })).toHaveValue(await username());
      await expect(login.getByPlaceholder('Default password')).toHaveValue(NO_LOGIN.password);
    },
    async matchesServer(page, token) {
      const partyId = await personWithoutLogin();
      const logins = await omsFind<{ userLoginId: string }>(token, { entityName: 'UserLogin', inputFields: { partyId } });
      const login = card(page, 'Login details');
      if (logins[0]) await expect(login.getByText(logins[0].userLoginId)).toBeVisible();
      else await expect(login.getByRole('button', { name: 'Add credentials' })).toBeVisible();
    },
  },
];
