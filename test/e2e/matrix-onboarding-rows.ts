/**
 * Fault-matrix rows of onboarding: create user (matrix-create-user-row.ts), and each step of quick setup (the login, its
 * security group, the email, the employee ID, the party role, product stores, facilities and a
 * facility login's FAC_LOGIN role type). Each quick-setup row sets up a person (or facility login)
 * of its own, made once per run through the OMS as the create-user screen makes one; its first
 * cell submits the form, the next ones press the checklist's Retry, so every cell runs the failing
 * step again while the steps already done are not sent twice. After the row the user details of
 * that party are compared with performFind.
 */
import type { Page } from '@playwright/test';
import { apiLogin, createUserParty, expect, omsFind, omsPost } from './fixtures';
import { countCurrent, currentRows } from './matrix-restore';
import { card, facilityCountMatches } from './matrix-support';
import type { MatrixRow } from './matrix-support';
import { CREATE_USER_ROW } from './matrix-create-user-row';

const origin = (page: Page) => new URL(page.url()).origin;
const stamp = Date.now().toString(36);

type StepId = 'login' | 'securityGroup' | 'email' | 'employeeId' | 'partyRole' | 'productStores' | 'facilities' | 'facilityLoginRole';

interface SetupCase {
  step: StepId;
  call: string;
  /** The template chosen (none for a facility login, whose form has no template). */
  template?: string;
  facilityLogin?: boolean;
  /** A facility chosen in the picker. */
  facility?: string;
  answersWithData?: boolean;
  /** After a reload of the party's user details: they show what performFind reads. */
  matches(page: Page, token: string, party: SetupParty): Promise<void>;
  /** How many records the step's write left (1: a lost answer and its Retry make no duplicate); per store or facility, the most. */
  records?(token: string, party: SetupParty): Promise<number>;
}

interface SetupParty {
  partyId: string;
  /** The login the form makes (facility logins: the one typed in place of the facility id). */
  userLoginId: string;
  email: string;
}

const parties = new Map<StepId, Promise<SetupParty>>();
/** How many parties each row has made: a lost answer's cell sets one up for real, the next cell takes another. */
const partyRuns = new Map<StepId, number>();

/** The row's party, made once per run (a facility login is tied to TRIBECA, as the create-user screen does). */
function partyFor(setup: SetupCase): Promise<SetupParty> {
  let party = parties.get(setup.step);
  if (!party) {
    party = (async () => {
      const { token } = await apiLogin('admin');
      const run = partyRuns.get(setup.step) ?? 0;
      const name = `Qs${setup.step}${stamp}${run === 0 ? '' : `r${run}`}`;
      const partyId = await createUserParty(token, setup.facilityLogin ? { groupName: name } : { firstName: name, lastName: 'Matrix' });
      if (setup.facilityLogin) {
        await omsPost(token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
        await omsPost(token, 'service/addPartyToFacility', { partyId, facilityId: 'TRIBECA', roleTypeId: 'WAREHOUSE_PICKER' });
      }
      const userLoginId = setup.facilityLogin ? `tribeca.${name}`.toLowerCase() : `${name}.matrix`.toLowerCase();
      return { partyId, userLoginId, email: `${userLoginId}@example.com` };
    })();
    parties.set(setup.step, party);
  }
  return party;
}

const stepItem = (page: Page, step: StepId) => page.getByRole('list', { name: 'Setup steps' }).locator(`[data-step="${step}"]`);

/** Fills the form the way an admin would for this case (only what is empty). */
async function fillSetupForm(page: Page, setup: SetupCase, party: SetupParty): Promise<void> {
  if (setup.template) {
    await page.getByRole('combobox', { name: 'Select template' }).click();
    await page.getByRole('option', { name: setup.template, exact: true }).click();
  }
  const username = page.getByRole('textbox', { name: /^Username/ });
  if (await username.isVisible()) {
    await username.fill(party.userLoginId);
    await page.getByLabel(/^Password/).fill('Matrix@123');
    await page.getByRole('textbox', { name: setup.facilityLogin ? /^Reset password email/ : /^Email/ }).fill(party.email);
  }
  const employeeId = page.getByRole('textbox', { name: 'Employee ID' });
  if (await employeeId.isVisible()) await employeeId.fill(`E-${party.userLoginId}`);
  if (setup.facility) {
    await page.getByRole('button', { name: 'Add' }).click();
    const picker = page.getByRole('dialog', { name: 'Select facilities' });
    await picker.getByRole('checkbox', { name: new RegExp(setup.facility) }).check();
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toBeHidden();
  }
}

function quickSetupRow(setup: SetupCase): MatrixRow {
  return {
    name: `quick setup: ${setup.step}`,
    call: setup.call,
    // On 'Finish setup' and its Retry the server's message shows when it sent one (spec), else the app's.
    failure: /Failed to quick setup user\.|Injected fault|Permission denied/,
    answersWithData: setup.answersWithData,
    lost: {
      shows: 'success',
      // No success text: the setup ends with 'Setup complete' (it made a login) or on the user details.
      check: (page) => expect(page.getByRole('alertdialog', { name: 'Setup complete' }).or(page.getByRole('heading', { name: 'User details' })).first()).toBeVisible(),
      // FAC_LOGIN is made once per OMS: after the lost answer's cell made it, no setup asks for it again.
      only: setup.step === 'facilityLoginRole' ? ['lostAnswer'] : undefined,
      async restore() {
        parties.delete(setup.step);
        partyRuns.set(setup.step, (partyRuns.get(setup.step) ?? 0) + 1);
      },
      records: setup.records ? async (token) => (setup.records as NonNullable<SetupCase['records']>)(token, await partyFor(setup)) : undefined,
    },
    async open(page) {
      const { partyId } = await partyFor(setup);
      if (setup.step === 'facilityLoginRole') {
        // The app creates FAC_LOGIN only while it is missing (a fresh OMS has none; quick-setup.spec makes it later).
        const { token } = await apiLogin('admin');
        expect(await omsFind(token, { entityName: 'RoleType', inputFields: { roleTypeId: 'FAC_LOGIN' } }), 'FAC_LOGIN must not exist yet').toEqual([]);
      }
      await page.goto(`${origin(page)}/users/user-quick-setup/${partyId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
    },
    async act(page) {
      const retry = page.getByRole('button', { name: 'Retry', exact: true });
      if (await retry.isVisible()) {
        await retry.click();
        return;
      }
      await fillSetupForm(page, setup, await partyFor(setup));
      await page.getByRole('button', { name: 'Finish setup' }).click();
    },
    async usable(page) {
      await expect(stepItem(page, setup.step)).toHaveAttribute('data-status', 'failed');
      await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
      await expect(page.getByRole('alertdialog', { name: 'Setup complete' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/users\/user-quick-setup\//);
    },
    async leave(page) {
      const { partyId } = await partyFor(setup);
      await page.goto(`${origin(page)}/users/user-details/${partyId}`);
    },
    async matchesServer(page, token) {
      await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
      await setup.matches(page, token, await partyFor(setup));
    },
  };
}

/** The Login details card shows the login the OMS has, or 'Add credentials' when there is none. */
async function loginMatches(page: Page, token: string, party: SetupParty): Promise<void> {
  const logins = await omsFind<{ userLoginId: string }>(token, { entityName: 'UserLogin', inputFields: { partyId: party.partyId } });
  const login = card(page, 'Login details');
  if (logins[0]) await expect(login.getByText(logins[0].userLoginId, { exact: true })).toBeVisible();
  else await expect(login.getByRole('button', { name: 'Add credentials' })).toBeVisible();
}

const SETUP_CASES: SetupCase[] = [
  {
    step: 'login',
    call: 'service/createNewUserLoginAndSetUserPreference',
    template: 'CSR',
    matches: loginMatches,
    records: async (token, party) => (await omsFind(token, { entityName: 'UserLogin', inputFields: { partyId: party.partyId } })).length,
  },
  {
    step: 'securityGroup',
    call: 'service/addPartyUserPermission',
    template: 'CSR',
    records: (token, party) => countCurrent(token, 'UserLoginSecurityGroup', { userLoginId: party.userLoginId, groupId: 'CSR' }),
    async matches(page, token, party) {
      await loginMatches(page, token, party);
      const held = await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId: party.userLoginId, groupId: 'CSR' }, filterByDate: 'Y' });
      await expect(card(page, 'Clearance').getByText('Customer Service Representative')).toHaveCount(held.length > 0 ? 1 : 0);
    },
  },
  {
    step: 'email',
    call: 'service/createUpdatePartyEmailAddress',
    template: 'CSR',
    answersWithData: true,
    records: (token, party) => countCurrent(token, 'PartyContactDetailByPurpose', { partyId: party.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' }),
    async matches(page, token, party) {
      const emails = await omsFind<{ infoString?: string }>(token, {
        entityName: 'PartyContactDetailByPurpose',
        inputFields: { partyId: party.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' },
        filterByDate: 'Y',
      });
      const contacts = card(page, 'Contact details');
      if (emails.length === 0) await expect(contacts.getByRole('button', { name: 'Add email' })).toBeVisible();
      for (const { infoString } of emails) if (infoString) await expect(contacts.getByText(infoString)).toBeVisible();
    },
  },
  {
    step: 'employeeId',
    call: 'service/updatePerson',
    template: 'Fulfillment',
    async matches(page, token, party) {
      const [person] = await omsFind<{ externalId?: string | null }>(token, { entityName: 'Party', inputFields: { partyId: party.partyId } });
      const contacts = card(page, 'Contact details');
      if (person?.externalId) await expect(contacts.getByText(person.externalId)).toBeVisible();
      else await expect(contacts.getByRole('button', { name: 'Add external ID' })).toBeVisible();
    },
  },
  {
    step: 'partyRole',
    call: 'service/ensurePartyRole',
    template: 'Fulfillment',
    records: async (token, party) => (await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: party.partyId, roleTypeId: 'WAREHOUSE_PICKER' } })).length,
    async matches(page, token, party) {
      const roles = await omsFind(token, { entityName: 'PartyRole', inputFields: { partyId: party.partyId, roleTypeId: 'WAREHOUSE_PICKER' } });
      const toggle = card(page, 'Fulfillment').getByRole('switch', { name: 'Show as picker' });
      if (roles.length > 0) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    step: 'productStores',
    call: 'service/createProductStoreRole',
    template: 'Merchandising manager',
    async records(token, party) {
      const rows = await currentRows<{ productStoreId: string }>(token, 'ProductStoreRole', { partyId: party.partyId });
      const perStore = new Map<string, number>();
      for (const row of rows) perStore.set(row.productStoreId, (perStore.get(row.productStoreId) ?? 0) + 1);
      return Math.max(0, ...perStore.values());
    },
    async matches(page, token, party) {
      const roles = await omsFind<{ storeName?: string }>(token, { entityName: 'ProductStoreAndRole', inputFields: { partyId: party.partyId }, filterByDate: 'Y' });
      const clearance = card(page, 'Clearance');
      if (roles.length === 0) await expect(clearance.getByRole('button', { name: 'Add to a product store' })).toBeVisible();
      for (const { storeName } of roles) if (storeName) await expect(clearance.getByText(storeName, { exact: true })).toBeVisible();
    },
  },
  {
    step: 'facilities',
    call: 'service/addPartyToFacility',
    template: 'Fulfillment manager',
    facility: 'SOHO',
    matches: (page, token, party) => facilityCountMatches(page, token, party.partyId),
    records: (token, party) => countCurrent(token, 'FacilityParty', { partyId: party.partyId, facilityId: 'SOHO' }),
  },
  {
    step: 'facilityLoginRole',
    call: 'service/createRoleType',
    facilityLogin: true,
    records: async (token) => (await omsFind(token, { entityName: 'RoleType', inputFields: { roleTypeId: 'FAC_LOGIN' } })).length,
    async matches(page, token, party) {
      // FAC_LOGIN associations are not on the user details; under the refusing faults none may exist,
      // after a lost answer's setup one (made once).
      expect((await omsFind(token, { entityName: 'FacilityParty', inputFields: { partyId: party.partyId, roleTypeId: 'FAC_LOGIN' } })).length).toBe(
        (await omsFind(token, { entityName: 'RoleType', inputFields: { roleTypeId: 'FAC_LOGIN' } })).length > 0 ? 1 : 0,
      );
      await loginMatches(page, token, party);
      await facilityCountMatches(page, token, party.partyId);
    },
  },
];

export const ONBOARDING_ROWS: MatrixRow[] = [CREATE_USER_ROW, ...SETUP_CASES.map(quickSetupRow)];
