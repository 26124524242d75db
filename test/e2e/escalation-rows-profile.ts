/**
 * Escalation-matrix rows of the rest of user details (issue 63, rule 1 beyond groups and rule 3
 * for stores): Edit name, a product store added in Clearance, a facility in Fulfillment. The
 * targets: tomas.nakamura (in SUPER) and the viewer's own user; none hands out a group, so the
 * restricted cells are n/a.
 */
import type { Page } from '@playwright/test';
import { expect, omsFind, omsPost, usersApp } from './fixtures';
import { card, openDetails, REASONS } from './escalation-support';
import type { Cell, EscalationRow } from './escalation-support';

const OUTLET = { productStoreId: 'STORE_OUTLET', name: 'Demo Outlet' } as const;
const storesAdd = (page: Page) =>
  card(page, 'Clearance').getByRole('button', { name: 'Add to a product store' }).or(card(page, 'Clearance').getByRole('button', { name: 'Add Product stores', exact: true }));

async function outletRows(token: string, partyId: string): Promise<Array<{ roleTypeId: string; fromDate: number }>> {
  return omsFind(token, { entityName: 'ProductStoreRole', inputFields: { partyId, productStoreId: OUTLET.productStoreId }, filterByDate: 'Y' });
}

/** Adds Demo Outlet through the select dialog: saved, read back, then ended again. */
const addStore: Cell = async ({ page, target, token }) => {
  expect(await outletRows(token, target.partyId)).toEqual([]);
  await openDetails(page, target);
  try {
    await storesAdd(page).click();
    const dialog = page.getByRole('dialog', { name: 'Select product stores' });
    await dialog.getByRole('checkbox', { name: new RegExp(OUTLET.name) }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(usersApp(page).toast('Role(s) updated successfully.').first()).toBeVisible();
    expect(await outletRows(token, target.partyId)).toHaveLength(1);
  } finally {
    for (const row of await outletRows(token, target.partyId)) {
      await omsPost(token, 'service/updateProductStoreRole', { partyId: target.partyId, productStoreId: OUTLET.productStoreId, roleTypeId: row.roleTypeId, fromDate: row.fromDate, thruDate: Date.now() });
    }
  }
};

function storeRefused(reason: string): Cell {
  return async ({ page, target, token }) => {
    await openDetails(page, target);
    await expect(storesAdd(page)).toBeDisabled();
    await expect(card(page, 'Clearance')).toContainText(reason);
    expect(await outletRows(token, target.partyId)).toEqual([]);
  };
}

const stores: EscalationRow = {
  name: 'Clearance: add a product store',
  cells: {
    'admin/super': addStore,
    'admin/own': addStore,
    'sam/super': storeRefused(REASONS.superTarget),
    'sam/own': storeRefused(REASONS.ownAccess),
  },
};

const facilitiesButton = (page: Page) => card(page, 'Fulfillment').getByRole('button', { name: /^Added to \d+ facilit/ });
const FACILITY = 'TRIBECA';

async function pickerFacilityRows(token: string, partyId: string): Promise<number> {
  return (await omsFind(token, { entityName: 'FacilityParty', inputFields: { partyId, facilityId: FACILITY }, filterByDate: 'Y' })).length;
}

/**
 * A super viewer is offered the facilities (the button on, no reason); not saved: a facility makes
 * the seeded user a picker for good (the facility row refers to the role, which cannot go again).
 */
const facilitiesOffered: Cell = async ({ page, target }) => {
  await openDetails(page, target);
  await expect(facilitiesButton(page)).toBeEnabled();
  await expect(card(page, 'Fulfillment')).not.toContainText(/super user|raise your own/);
};

const facilities: EscalationRow = {
  name: 'Fulfillment: add a facility',
  cells: {
    'admin/super': facilitiesOffered,
    'admin/own': facilitiesOffered,
    async 'sam/super'({ page, target, token }) {
      await openDetails(page, target);
      await expect(facilitiesButton(page)).toBeDisabled();
      await expect(facilitiesButton(page)).toHaveAccessibleDescription(REASONS.superTarget);
      await expect(card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' })).toBeDisabled();
      expect(await pickerFacilityRows(token, target.partyId)).toBe(0);
    },
    // A security admin may not assign facilities at all (the spec's gate, STOREFULFILLMENT_ADMIN): off, without a policy reason.
    async 'sam/own'({ page, target, token }) {
      await openDetails(page, target);
      await expect(facilitiesButton(page)).toBeDisabled();
      await expect(card(page, 'Fulfillment')).not.toContainText(/super user|raise your own/);
      expect(await pickerFacilityRows(token, target.partyId)).toBe(0);
    },
  },
};

const editName = (page: Page) => page.getByRole('button', { name: 'Edit name' });
const name: EscalationRow = {
  name: 'Edit name',
  cells: {
    async 'admin/super'({ page, target, token }) {
      await openDetails(page, target);
      const [first, last] = target.name.split(' ') as [string, string];
      try {
        await editName(page).click();
        const dialog = page.getByRole('dialog', { name: 'Edit name' });
        await dialog.getByRole('textbox', { name: 'First name' }).fill(`${first}x`);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(usersApp(page).toast('User renamed successfully.').first()).toBeVisible();
        const [person] = await omsFind<{ firstName?: string }>(token, { entityName: 'Person', inputFields: { partyId: target.partyId } });
        expect(person?.firstName).toBe(`${first}x`);
      } finally {
        await omsPost(token, 'service/updatePerson', { partyId: target.partyId, firstName: first, lastName: last });
      }
    },
    async 'sam/super'({ page, target, token }) {
      await openDetails(page, target);
      await expect(editName(page)).toBeDisabled();
      await expect(editName(page)).toHaveAccessibleDescription(REASONS.superTarget);
      const [person] = await omsFind<{ firstName?: string }>(token, { entityName: 'Person', inputFields: { partyId: target.partyId } });
      expect(`${person?.firstName} `).toBe(`${target.name.split(' ')[0]} `);
    },
  },
};

export const PROFILE_ROWS: EscalationRow[] = [name, stores, facilities];
