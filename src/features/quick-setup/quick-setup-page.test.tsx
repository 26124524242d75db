/**
 * The quick-setup screen through the real providers: validation and the username clash stop the
 * run before anything is written; a CSR run sends its calls and ends in 'Setup complete'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_RECORD, expectFind, expectService, omsScope, expectMadeOnce } from '../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../test/render';
import { expectPolicyFacts, expectPolicyTarget } from '../../../test/policy-setup';

jest.setTimeout(30_000);

const PARTY = { partyId: '300', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', statusId: 'PARTY_ENABLED' };
const STORES = [{ productStoreId: 'STORE_US', storeName: 'Demo Store US' }];

/** The screen's reads: the party, its email, its facilities and the product stores. */
function expectScreenReads() {
  const oms = omsScope();
  expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [PARTY], { partyId: '300' });
  expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: '300' });
  expectFind(oms, 'FacilityParty', [], { partyId: '300' });
  expectFind(oms, 'ProductStore', STORES);
  return oms;
}

async function openAs(templateName: string, permissions?: string[]) {
  mockLogin(permissions ? { permissions } : {});
  const oms = expectScreenReads();
  const view = renderApp({ path: '/user-quick-setup/300' });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByRole('button', { name: 'Finish setup' })).toBeUsable();
  await user.click(screen.getByRole('combobox', { name: 'Select template' }));
  await user.click(await screen.findByRole('option', { name: templateName }));
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  return { user, view };
}

const toast = (text: string) => screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });

describe('Quick setup', () => {
  it('validates first: every failure in one toast, nothing sent', async () => {
    const { user } = await openAs('CSR');
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('ana.lee');
    await user.clear(screen.getByRole('textbox', { name: /^Username/ }));
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(
      await toast(
        'Username is required. Email is required. Invalid passowrd. Password should be at least 5 characters long and contain at least one number, alphabet and special character.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Setup steps' })).not.toBeInTheDocument();
  });

  it("a username someone else has stops the setup with the spec's message, nothing written", async () => {
    const { user } = await openAs('CSR');
    const oms = expectFind(omsScope(), 'UserLogin', [{ userLoginId: 'ana.lee', partyId: '999' }], { userLoginId: 'ana.lee' });
    expectFind(oms, 'UserLogin', [{ userLoginId: 'ana.lee', partyId: '999' }], { userLoginId: 'ana.lee' });
    await user.type(screen.getByLabelText(/^Password/), 'secret@1');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await toast('Could not create login user: user with ID ana.lee already exists.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(screen.queryByRole('list', { name: 'Setup steps' })).not.toBeInTheDocument();
  });

  it('a facility login: picking another facility in the single-choice picker lists only that one (the replaced one is gone)', async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ partyId: '400', partyTypeId: 'PARTY_GROUP', groupName: 'Tribeca', statusId: 'PARTY_ENABLED' }], { partyId: '400' });
    expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: '400' });
    expectFind(oms, 'FacilityParty', [{ partyId: '400', facilityId: 'TRIBECA', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1 }], { partyId: '400' });
    expectFind(oms, 'ProductStore', STORES);
    expectFind(oms, 'FacilityAndType', [
      { facilityId: 'TRIBECA', facilityName: 'Tribeca' },
      { facilityId: 'SOHO', facilityName: 'Soho' },
    ]);
    renderApp({ path: '/user-quick-setup/400' });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Select Facilities' });
    await waitFor(() => expect(list).toHaveTextContent('Tribeca TRIBECA'));
    await user.click(within(list.parentElement as HTMLElement).getByRole('button', { name: 'Add' }));
    const picker = await screen.findByRole('dialog', { name: 'Select facilities' });
    await user.click(await within(picker).findByRole('radio', { name: /Soho/ }));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select facilities' })).not.toBeInTheDocument());
    // Until the closed dialog has left, the page behind it stays hidden from the accessibility tree.
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Soho SOHO']));
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("a CSR run: login, then its group, and the email; 'Setup complete' copies the credentials", async () => {
    const { user } = await openAs('CSR');
    const oms = omsScope();
    // The change policy's facts, read fresh as the plan is made to run: a super viewer, a user with no login yet.
    expectPolicyFacts(oms);
    expectPolicyTarget(oms, '300');
    // The clash check, then the login step's own check: no such login yet.
    expectFind(oms, 'UserLogin', [], { userLoginId: 'ana.lee' });
    expectFind(oms, 'UserLogin', [], { userLoginId: 'ana.lee' });
    expectService(oms, 'createNewUserLoginAndSetUserPreference', {
      partyId: '300',
      userLoginId: 'ana.lee',
      currentPassword: 'secret@1',
      currentPasswordVerify: 'secret@1',
      requirePasswordChange: 'N',
      enabled: 'Y',
      userPrefTypeId: 'ORGANIZATION_PARTY',
      userPrefValue: 'COMPANY',
    });
    expectFind(oms, 'UserLoginSecurityGroup', [], { userLoginId: 'ana.lee' });
    expectService(oms, 'addPartyUserPermission', { userLoginId: 'ana.lee', groupIds: ['CSR'] });
    expectMadeOnce(oms, 'UserLoginSecurityGroup', { userLoginId: 'ana.lee', groupId: 'CSR' }, { userLoginId: 'ana.lee', groupId_value: ['CSR'] });
    expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: '300' });
    expectService(oms, 'createUpdatePartyEmailAddress', { partyId: '300', emailAddress: 'ana@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, [200, { contactMechId: 'CM1' }]);
    expectMadeOnce(oms, 'PartyContactDetailByPurpose', { contactMechId: 'CM1', infoString: 'ana@example.com' }, { partyId: '300', contactMechPurposeTypeId: 'PRIMARY_EMAIL' });
    await user.type(screen.getByLabelText(/^Password/), 'secret@1');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Setup complete', hidden: true }, { timeout: 8000 });
    expect(alert).toHaveTextContent('ana.lee is ready to login');
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.getAttribute('data-status'))).toEqual(['done', 'done', 'done']);
    oms.done();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    // Proceed opens the user details, whose reads are not this test's subject.
    omsScope().post('/api/performFind').times(20).reply(200, NO_RECORD);
    // jsdom + tabster may mark an open Fluent dialog aria-hidden after a moment (browsers do not).
    await user.click(within(alert).getByRole('checkbox', { name: 'Copy credentials', hidden: true }));
    await user.click(within(alert).getByRole('button', { name: 'Proceed', hidden: true }));
    expect(write).toHaveBeenCalledWith('username: ana.lee, password: secret@1');
    expect(await toast('Copied to clipboard')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'User details', level: 1 })).toBeInTheDocument();
  });

  it("a login whose create answer was lost, retried with another password: 'Setup complete' copies the password the login holds (the one sent)", async () => {
    const { user } = await openAs('CSR');
    const login = (password: string) => ({
      partyId: '300',
      userLoginId: 'ana.lee',
      currentPassword: password,
      currentPasswordVerify: password,
      requirePasswordChange: 'N',
      enabled: 'Y',
      userPrefTypeId: 'ORGANIZATION_PARTY',
      userPrefValue: 'COMPANY',
    });
    const oms = omsScope();
    expectPolicyFacts(oms);
    expectPolicyTarget(oms, '300');
    expectFind(oms, 'UserLogin', [], { userLoginId: 'ana.lee' });
    expectFind(oms, 'UserLogin', [], { userLoginId: 'ana.lee' });
    oms.post('/api/service/createNewUserLoginAndSetUserPreference', (body: unknown) => JSON.stringify(body) === JSON.stringify(login('first@1'))).replyWithError('socket hang up');
    // Looked for after the lost answer: not there yet (it commits late).
    expectFind(oms, 'UserLogin', [], { userLoginId: 'ana.lee' });
    expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: '300' });
    expectService(oms, 'createUpdatePartyEmailAddress', { partyId: '300', emailAddress: 'ana@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, [200, { contactMechId: 'CM1' }]);
    expectMadeOnce(oms, 'PartyContactDetailByPurpose', { contactMechId: 'CM1', infoString: 'ana@example.com' }, { partyId: '300', contactMechPurposeTypeId: 'PRIMARY_EMAIL' });
    await user.type(screen.getByLabelText(/^Password/), 'first@1');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));

    // The admin types another password and retries; the first create has committed meanwhile.
    const retry = omsScope();
    expectPolicyFacts(retry);
    expectPolicyTarget(retry, '300', { 'ana.lee': [] });
    // The clash check (the login is there: whose?), then the login step's own check: this party's.
    for (let read = 0; read < 3; read++) expectFind(retry, 'UserLogin', [{ userLoginId: 'ana.lee', partyId: '300' }], { userLoginId: 'ana.lee' });
    expectFind(retry, 'UserLoginSecurityGroup', [], { userLoginId: 'ana.lee' });
    expectService(retry, 'addPartyUserPermission', { userLoginId: 'ana.lee', groupIds: ['CSR'] });
    expectMadeOnce(retry, 'UserLoginSecurityGroup', { userLoginId: 'ana.lee', groupId: 'CSR' }, { userLoginId: 'ana.lee', groupId_value: ['CSR'] });
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'second@1');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Setup complete', hidden: true }, { timeout: 8000 });
    retry.done();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    omsScope().post('/api/performFind').times(20).reply(200, NO_RECORD);
    await user.click(within(alert).getByRole('checkbox', { name: 'Copy credentials', hidden: true }));
    await user.click(within(alert).getByRole('button', { name: 'Proceed', hidden: true }));
    expect(write).toHaveBeenCalledWith('username: ana.lee, password: first@1');
    expect(await screen.findByRole('heading', { name: 'User details', level: 1 })).toBeInTheDocument();
  });

  it('a security admin on a super user (its login in SUPER): nothing is sent, each step says why, and the finish says what did not run', async () => {
    // USERS_LIST_VIEW: a viewer who may not list users is sent to the Me tab (src/app/guards.tsx), never to quick setup.
    const { user } = await openAs('CSR', ['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_CREATE', 'SECURITY_ADMIN', 'SECURITY_VIEW']);
    const oms = omsScope();
    expectPolicyFacts(oms, { viewerGroups: ['SECURITY_ADMIN'] });
    expectPolicyTarget(oms, '300', { 'ana.lee': ['SUPER'] });
    // The clash check: the login is this party's own.
    expectFind(oms, 'UserLogin', [{ userLoginId: 'ana.lee', partyId: '300' }], { userLoginId: 'ana.lee' });
    expectFind(oms, 'UserLogin', [{ userLoginId: 'ana.lee', partyId: '300' }], { userLoginId: 'ana.lee' });
    const writes: string[] = [];
    omsScope().persist().post(/\/api\/service\//).reply((uri) => {
      writes.push(uri);
      return [200, {}];
    });
    await user.type(screen.getByLabelText(/^Password/), 'secret@1');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await toast('Not all of the setup ran. Not run: Create the login (Only a super user can change a super user.), Add to the security group (Only a super user can change a super user.), Save the email (Only a super user can change a super user.)')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => [item.getAttribute('data-step'), item.getAttribute('data-status')])).toEqual([
      ['login', 'refused'],
      ['securityGroup', 'refused'],
      ['email', 'refused'],
    ]);
    expect(steps).toHaveTextContent('Only a super user can change a super user.');
    expect(screen.queryByRole('alertdialog', { name: 'Setup complete', hidden: true })).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(writes).toEqual([]);
  });
});
