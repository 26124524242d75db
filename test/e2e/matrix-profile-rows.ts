/**
 * Fault-matrix rows of the user details' profile and favourites writes: rename (a person and a
 * facility login), the profile picture, the External ID and the favourite shop.
 */
import type { Page } from '@playwright/test';
import { FULFILLMENT_ADMIN_USER, KNOWN_FACILITY_LOGIN, KNOWN_PERSON, expect, omsFind, omsPost } from './fixtures';
import { setPreference } from './matrix-restore';
import { cancelDialog, card, openDetails, openDialogWith } from './matrix-support';
import type { MatrixRow } from './matrix-support';
import { openFelix } from './matrix-user-rows';

const FELIX = FULFILLMENT_ADMIN_USER;
const FELIX_NAME = `${FELIX.firstName} ${FELIX.lastName}`;
const BROADWAY = KNOWN_FACILITY_LOGIN;
const MARIA_NAME = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
const NEW_FIRST_NAME = 'Felicity';
const NEW_GROUP_NAME = 'Broadway Matrix';
const NEW_EXTERNAL_ID = 'EMP-MATRIX';
/** A 1×1 PNG: a real image, so the app's own check lets it through to the upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The profile's name, by CSS: behind an open modal dialog the page is hidden from the accessibility tree. */
const heading = (page: Page, name: string) => page.locator('h2').filter({ hasText: new RegExp(`^${name}$`) });
const openBroadway = (page: Page) => openDetails(page, BROADWAY.partyId, BROADWAY.groupName);
const openMaria = (page: Page) => openDetails(page, KNOWN_PERSON.partyId, MARIA_NAME);
const shopSelect = (page: Page) => card(page, 'Favorites').getByRole('combobox', { name: 'Shopify shop' });

/** Opens 'Edit name' (unless a failed cell left it open) and types `value` into `field`. */
async function editName(page: Page, owner: string, field: string, value: string): Promise<void> {
  const dialog = await openDialogWith(page, 'Edit name', () => card(page, owner).getByRole('button', { name: 'Edit name' }).click(), field, value);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

async function dialogKeeps(page: Page, title: string, field: string, value: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: field })).toHaveValue(value);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
}

export const PROFILE_ROWS: MatrixRow[] = [
  {
    name: 'rename a person',
    call: 'service/updatePerson',
    // The spec has no failure text for a rename (it only logs); the app says so.
    failure: 'Failed to rename user.',
    success: 'User renamed successfully.',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'service/updatePerson', { partyId: FELIX.partyId, firstName: FELIX.firstName }).then(() => undefined) },
    open: openFelix,
    act: (page) => editName(page, FELIX_NAME, 'First name', NEW_FIRST_NAME),
    async usable(page) {
      await dialogKeeps(page, 'Edit name', 'First name', NEW_FIRST_NAME);
      await expect(heading(page, FELIX_NAME)).toBeVisible();
    },
    leave: (page) => cancelDialog(page, 'Edit name'),
    async matchesServer(page, token) {
      const [person] = await omsFind<{ firstName?: string; lastName?: string }>(token, { entityName: 'Person', inputFields: { partyId: FELIX.partyId } });
      await expect(heading(page, `${person?.firstName ?? ''} ${person?.lastName ?? ''}`)).toBeVisible();
    },
  },
  {
    name: 'rename a facility login',
    call: 'service/updatePartyGroup',
    failure: 'Failed to rename user.',
    success: 'User renamed successfully.',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'service/updatePartyGroup', { partyId: BROADWAY.partyId, groupName: BROADWAY.groupName }).then(() => undefined) },
    open: openBroadway,
    act: (page) => editName(page, BROADWAY.groupName, 'Name', NEW_GROUP_NAME),
    async usable(page) {
      await dialogKeeps(page, 'Edit name', 'Name', NEW_GROUP_NAME);
      await expect(heading(page, BROADWAY.groupName)).toBeVisible();
    },
    leave: (page) => cancelDialog(page, 'Edit name'),
    async matchesServer(page, token) {
      const [group] = await omsFind<{ groupName?: string }>(token, { entityName: 'PartyGroup', inputFields: { partyId: BROADWAY.partyId } });
      await expect(heading(page, group?.groupName ?? 'missing')).toBeVisible();
    },
  },
  {
    name: 'upload a profile picture',
    call: 'service/uploadPartyLogoImage',
    failure: 'Failed to upload image.',
    success: 'Image uploaded successfully.',
    // A picture cannot be told from another by a read: after a lost answer the app says it failed, and
    // reads the picture again (Felix keeps the one uploaded: nothing but the matrix looks at it).
    lost: { shows: 'failure', restore: async () => undefined },
    open: openFelix,
    async act(page) {
      await card(page, FELIX_NAME).locator('input[type="file"]').setInputFiles({ name: 'felix.png', mimeType: 'image/png', buffer: PNG });
    },
    async usable(page) {
      const add = card(page, FELIX_NAME).getByRole('button', { name: 'Add profile picture' });
      await expect(add).toBeEnabled();
      await expect(card(page, FELIX_NAME).locator('img')).toHaveCount(0);
    },
    async matchesServer(page, token) {
      const logos = await omsFind(token, { entityName: 'PartyContentDetail', inputFields: { partyId: FELIX.partyId }, filterByDate: 'Y' });
      const profile = card(page, FELIX_NAME);
      await expect(profile.getByRole('button', { name: logos.length > 0 ? 'Replace profile picture' : 'Add profile picture' })).toBeVisible();
      await expect(profile.locator('img')).toHaveCount(logos.length > 0 ? 1 : 0);
    },
  },
  {
    name: 'add an External ID',
    call: 'service/updatePerson',
    failure: 'Failed to add external ID.',
    success: 'External ID added successfully.',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'service/updatePerson', { partyId: FELIX.partyId, externalId: '' }).then(() => undefined) },
    open: openFelix,
    async act(page) {
      const dialog = await openDialogWith(
        page,
        'Add external ID',
        () => card(page, 'Contact details').getByRole('button', { name: 'Add external ID' }).click(),
        'External ID',
        NEW_EXTERNAL_ID,
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    usable: (page) => dialogKeeps(page, 'Add external ID', 'External ID', NEW_EXTERNAL_ID),
    leave: (page) => cancelDialog(page, 'Add external ID'),
    async matchesServer(page, token) {
      const [person] = await omsFind<{ externalId?: string | null }>(token, { entityName: 'Party', inputFields: { partyId: FELIX.partyId } });
      const contacts = card(page, 'Contact details');
      if (person?.externalId) await expect(contacts.getByText(person.externalId)).toBeVisible();
      else await expect(contacts.getByRole('button', { name: 'Add external ID' })).toBeVisible();
    },
  },
  {
    name: 'favourite shop',
    call: 'service/setUserPreference',
    failure: 'Failed to set favorite Shopify shop.',
    success: 'Favorite Shopify shop updated successfully.',
    lost: { shows: 'success', restore: (token) => setPreference(token, KNOWN_PERSON.userLoginId, 'FAVORITE_SHOPIFY_SHOP', KNOWN_PERSON.favoriteShopId).then(() => undefined) },
    open: openMaria,
    async act(page) {
      await shopSelect(page).selectOption('');
    },
    async usable(page) {
      await expect(shopSelect(page)).toBeEnabled();
      await expect(shopSelect(page)).toHaveValue(KNOWN_PERSON.favoriteShopId);
    },
    async matchesServer(page, token) {
      const [preference] = await omsFind<{ userPrefValue?: string }>(token, {
        entityName: 'UserPreference',
        inputFields: { userLoginId: KNOWN_PERSON.userLoginId, userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP' },
      });
      await expect(shopSelect(page)).toHaveValue(preference?.userPrefValue ?? '');
    },
  },
];
