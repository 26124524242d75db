/**
 * Offboard from a file, through the real providers: the preview's summary counts a row naming a
 * user an earlier row named as such, not as a row naming nobody; rows are numbered by their file
 * line, a blank line counted. Nothing is written.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFind, omsScope } from '../../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../../test/render';
import { persistPolicyFacts } from '../../../../test/policy-setup';

jest.setTimeout(30_000);


// The change policy's facts (src/session/policy.ts), read as each plan is made: a super viewer's unless a test says otherwise.
beforeEach(() => void persistPolicyFacts());
describe('Offboard from a file: the preview', () => {
  it('counts a user named again apart from the rows naming nobody', async () => {
    mockLogin();
    const oms = omsScope();
    // The import screen's own reads.
    expectFind(oms, 'SecurityGroup', []);
    expectFind(oms, 'ProductStore', []);
    expectFind(oms, 'FacilityAndType', []);
    expectFind(oms, 'DataManagerLogAndContent', [], { configId: 'IMP_EMPLOYEE' });
    // One bulk lookup of the file's usernames: leo.miller is a user, ghost is nobody.
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ userLoginId: 'leo.miller', partyId: '10020', partyTypeId: 'PERSON', firstName: 'Leo', lastName: 'Miller' }], {
      userLoginId_value: ['leo.miller', 'ghost'],
      userLoginId_op: 'in',
    });
    renderApp({ path: '/import-users' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Offboard from a file' }, { timeout: 8000 }));
    await user.upload(screen.getByTestId('import-file-input'), new File(['Username\r\nleo.miller\r\n\r\nleo.miller\r\nghost\r\n'], 'leavers.csv', { type: 'text/csv' }));

    const list = await screen.findByRole('list', { name: 'Rows of the file' });
    const line = (n: number) => list.querySelector<HTMLElement>(`[data-line="${n}"]`);
    // Line 3 is blank: the rows are on lines 2, 4 and 5, as the admin's editor numbers them.
    expect(line(3)).toBeNull();
    expect(line(4)).toHaveTextContent('Named again on line 2.');
    expect(line(5)).toHaveTextContent('No user has the username ghost.');
    expect(screen.getByText(/^To offboard:/)).toHaveTextContent('To offboard: 1. Rows naming nobody: 1. Rows naming a user again: 1.');
    expect(screen.getByRole('button', { name: 'Offboard these users' })).toBeUsable();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });
});
