/**
 * The fault matrix's create-user row: the Create user screen's createRelationship under every fault.
 * A lost answer offers the person this login just made; a resend (the OMS made two people) disables
 * the second and the confirmation names both; either way one enabled person is left.
 */
import type { Page } from '@playwright/test';
import { expect, omsFind, usersApp } from './fixtures';
import type { MatrixRow } from './matrix-support';

const origin = (page: Page) => new URL(page.url()).origin;
const stamp = Date.now().toString(36);

/** The person the row creates; after a cell that created one for real, the next cell names another. */
let userRun = 0;
const newUser = () => ({ firstName: 'Matrix', lastName: `Onboard${stamp}${userRun === 0 ? '' : `x${userRun}`}` });

/** The people of that last name whose party is not disabled. */
async function enabledPeople(token: string, lastName: string): Promise<string[]> {
  const people = await omsFind<{ partyId: string }>(token, { entityName: 'Person', inputFields: { lastName } });
  const enabled: string[] = [];
  for (const { partyId } of people) {
    const [party] = await omsFind<{ statusId?: string | null }>(token, { entityName: 'Party', inputFields: { partyId } });
    if (party?.statusId !== 'PARTY_DISABLED') enabled.push(partyId);
  }
  return enabled;
}

export const CREATE_USER_ROW: MatrixRow = {
  name: 'create user',
  call: 'service/createRelationship',
  // The server's message when it sends one (spec), else the app's.
  failure: /Failed to create user\.|Injected fault|Permission denied/,
  success: 'User created successfully',
  answersWithData: true,
  // The create made the person, its answer lost: the app offers the person this login just made
  // with those names (never a second one), and 'Open it' goes on to the confirmation.
  lost: {
    shows: 'success',
    async check(page) {
      const offer = page.getByRole('alert').filter({ hasText: 'was just created' });
      await expect(offer).toHaveText(`A user named ${newUser().firstName} ${newUser().lastName} was just created. Open it?Open itNo, create another`);
      await offer.getByRole('button', { name: 'Open it' }).click();
      await expect(page).toHaveURL(/\/users\/user-confirmation\//);
    },
    // The browser sent the create twice and the OMS made two people: the app disables the one it
    // was not answered with and says so, naming both.
    async resentCheck(page) {
      await expect(usersApp(page).toast('User created successfully').first()).toBeVisible();
      await expect(page).toHaveURL(/\/users\/user-confirmation\//);
      const kept = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await expect(page.getByText(new RegExp(`made a second user, \\d+\\. It was disabled; this user is ${kept}\\.`))).toBeVisible();
    },
    async restore() {
      userRun += 1;
    },
    // Enabled people: a second one a resend made is disabled.
    records: async (token) => (await enabledPeople(token, newUser().lastName)).length,
  },
  async open(page) {
    await page.goto(`${origin(page)}/users/create-user`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
  },
  async act(page) {
    const first = page.getByRole('textbox', { name: 'First name' });
    if (!(await first.inputValue())) {
      await first.fill(newUser().firstName);
      await page.getByRole('textbox', { name: 'Last name' }).fill(newUser().lastName);
    }
    await page.getByRole('button', { name: 'Create User' }).click();
  },
  async usable(page) {
    await expect(page).toHaveURL(/\/users\/create-user$/);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(newUser().firstName);
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(newUser().lastName);
    await expect(page.getByRole('button', { name: 'Create User' })).toBeEnabled();
  },
  async matchesServer(page, token) {
    // The Users tab hides disabled users by default.
    const people = await enabledPeople(token, newUser().lastName);
    await page.goto(`${origin(page)}/users/tabs/users?q=${newUser().lastName}`);
    if (people.length === 0) await expect(page.getByText('No users found')).toBeVisible();
    else await expect(page.getByText(`${newUser().firstName} ${newUser().lastName}`)).toHaveCount(people.length);
  },
};
