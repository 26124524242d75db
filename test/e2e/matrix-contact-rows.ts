/**
 * Fault-matrix rows of the user details' Contact details card (Felix Fulton).
 */
import { FULFILLMENT_ADMIN_USER, expect, omsFind, omsPost } from './fixtures';
import { primaryContacts } from './matrix-restore';
import { cancelDialog, card, openDialogWith } from './matrix-support';
import type { MatrixRow } from './matrix-support';
import { openFelix } from './matrix-user-rows';

const FELIX = FULFILLMENT_ADMIN_USER;
const NEW_EMAIL = 'felix.matrix@example.com';
const NEW_PHONE = '5550199';
const FELIX_EMAIL = 'felix.fulton@example.com';

export const CONTACT_ROWS: MatrixRow[] = [
  {
    name: 'edit email',
    call: 'service/createUpdatePartyEmailAddress',
    failure: 'Failed to update email.',
    success: 'Email updated successfully.',
    answersWithData: true,
    lost: {
      shows: 'success',
      async restore(token) {
        const [email] = await primaryContacts(token, FELIX.partyId, 'PRIMARY_EMAIL');
        if (email?.infoString !== FELIX_EMAIL) await omsPost(token, 'service/createUpdatePartyEmailAddress', { partyId: FELIX.partyId, emailAddress: FELIX_EMAIL, contactMechId: email?.contactMechId });
      },
      records: async (token) => (await primaryContacts(token, FELIX.partyId, 'PRIMARY_EMAIL')).length,
    },
    open: openFelix,
    async act(page) {
      const dialog = await openDialogWith(
        page,
        'Edit email',
        async () => {
          await card(page, 'Contact details').getByRole('button', { name: 'Email actions' }).click();
          await page.getByRole('menuitem', { name: 'Edit' }).click();
        },
        'Email',
        NEW_EMAIL,
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const dialog = page.getByRole('dialog', { name: 'Edit email' });
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_EMAIL);
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Edit email'),
    async matchesServer(page, token) {
      const emails = await omsFind<{ infoString?: string }>(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: FELIX.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' },
        filterByDate: 'Y',
      });
      const contacts = card(page, 'Contact details');
      for (const { infoString } of emails) if (infoString) await expect(contacts.getByText(infoString)).toBeVisible();
      if (!emails.some((email) => email.infoString === NEW_EMAIL)) await expect(contacts.getByText(NEW_EMAIL)).toHaveCount(0);
    },
  },
  {
    name: 'add phone number',
    call: 'service/createUpdatePartyTelecomNumber',
    failure: 'Failed to add phone number.',
    success: 'Phone number added successfully.',
    answersWithData: true,
    lost: {
      shows: 'success',
      async restore(token) {
        for (const phone of await primaryContacts(token, FELIX.partyId, 'PRIMARY_PHONE')) await omsPost(token, 'service/deletePartyContactMech', { partyId: FELIX.partyId, contactMechId: phone.contactMechId });
      },
      records: async (token) => (await primaryContacts(token, FELIX.partyId, 'PRIMARY_PHONE')).length,
    },
    open: openFelix,
    async act(page) {
      const dialog = await openDialogWith(
        page,
        'Add phone number',
        () => card(page, 'Contact details').getByRole('button', { name: 'Add phone number' }).click(),
        'Phone number',
        NEW_PHONE,
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
    },
    async usable(page) {
      const dialog = page.getByRole('dialog', { name: 'Add phone number' });
      await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue(NEW_PHONE);
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Add phone number'),
    async matchesServer(page, token) {
      const phones = await omsFind(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: FELIX.partyId, contactMechPurposeTypeId: 'PRIMARY_PHONE' },
        filterByDate: 'Y',
      });
      const add = card(page, 'Contact details').getByRole('button', { name: 'Add phone number' });
      if (phones.length === 0) await expect(add).toBeVisible();
      else await expect(add).toHaveCount(0);
    },
  },
  {
    name: 'remove email',
    call: 'service/deletePartyContactMech',
    failure: 'Failed to remove email.',
    success: 'Email removed successfully.',
    lost: {
      shows: 'success',
      async restore(token) {
        if ((await primaryContacts(token, FELIX.partyId, 'PRIMARY_EMAIL')).length === 0) {
          await omsPost(token, 'service/createUpdatePartyEmailAddress', { partyId: FELIX.partyId, emailAddress: FELIX_EMAIL, contactMechPurposeTypeId: 'PRIMARY_EMAIL' });
        }
      },
    },
    open: openFelix,
    async act(page) {
      await card(page, 'Contact details').getByRole('button', { name: 'Email actions' }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page.getByRole('alertdialog', { name: 'Remove email' }).getByRole('button', { name: 'Remove' }).click();
    },
    async usable(page) {
      const contacts = card(page, 'Contact details');
      await expect(contacts.getByRole('button', { name: 'Email actions' })).toBeEnabled();
      await expect(contacts.getByText('felix.fulton@example.com')).toBeVisible();
    },
    async matchesServer(page, token) {
      const emails = await omsFind<{ infoString?: string }>(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: FELIX.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' },
        filterByDate: 'Y',
      });
      const contacts = card(page, 'Contact details');
      if (emails.length === 0) await expect(contacts.getByRole('button', { name: 'Add email' })).toBeVisible();
      for (const { infoString } of emails) if (infoString) await expect(contacts.getByText(infoString)).toBeVisible();
    },
  },
];
