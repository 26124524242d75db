/**
 * The import screen through the real providers: a chosen file is checked row by row before
 * anything is written (the spec's messages, a username another person has), a fix made in place
 * checks the row again, and nothing is sent to the OMS but reads; the run's Pause and Cancel on
 * screen. The run itself is tested in import-run.test.ts and, against the OMS dev server, in
 * test/e2e/import-users.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFind, found, omsScope } from '../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../test/render';
import { expectPolicyFacts } from '../../../test/policy-setup';

jest.setTimeout(30_000);

const GROUPS = [{ groupId: 'CSR', groupName: 'Customer Service Representative' }];

function expectScreenReads() {
  const oms = omsScope();
  expectFind(oms, 'SecurityGroup', GROUPS);
  expectFind(oms, 'ProductStore', [{ productStoreId: 'STORE_US', storeName: 'Demo Store US' }]);
  expectFind(oms, 'FacilityAndType', [{ facilityId: 'SOHO', facilityName: 'SoHo' }]);
  expectFind(oms, 'DataManagerLogAndContent', [], { configId: 'IMP_EMPLOYEE' });
  expectPolicyFacts(oms);
  return oms;
}

const FILE = [
  'First name;Last name;Username;Password;Email;Notes',
  'Ana;Lee;ana.lee;secret@12;ana@example.com;first day Monday',
  'Bo;;bo.k;secret@12;bo@example.com;',
  'Cy;Ng;taken;secret@12;not-an-email;',
].join('\r\n');

describe('Import users', () => {
  it('checks every row before anything is written, and a fix in place checks the row again', async () => {
    mockLogin();
    const oms = expectScreenReads();
    // One bulk lookup of the file's usernames: 'taken' belongs to someone else.
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ userLoginId: 'taken', partyId: '77', partyTypeId: 'PERSON', firstName: 'Other', lastName: 'Person' }], {
      userLoginId_value: ['ana.lee', 'bo.k', 'taken'],
      userLoginId_op: 'in',
    });
    // And whether an interrupted import left people of these first names without a login.
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [], { firstName_value: ['Ana', 'Bo', 'Cy'], firstName_op: 'in', createdByUserLogin: 'admin' });
    renderApp({ path: '/import-users' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import users' })).toBeInTheDocument();
    const input = screen.getByTestId('import-file-input');
    await user.upload(input, new File([`\uFEFF${FILE}`], 'staff.csv', { type: 'text/csv' }));

    expect(await screen.findByText('File: staff.csv')).toBeInTheDocument();
    expect(screen.getByText('Ignored columns: Notes')).toBeInTheDocument();
    // The OMS's answers are in once 'Checking the rows…' is gone.
    await waitFor(() => expect(screen.queryByText('Checking the rows…')).not.toBeInTheDocument());
    expect(screen.getByText('1 row ready, 2 with problems')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    const line = (n: number) => table.querySelector<HTMLElement>(`[data-line="${n}"]`)!;
    expect(line(2)).toHaveTextContent('Ready');
    expect(line(3)).toHaveTextContent('Last name is required.');
    expect(line(4)).toHaveTextContent('Invalid email address.');
    expect(line(4)).toHaveTextContent('Username taken is already taken.');
    // Passwords are never shown.
    expect(table).not.toHaveTextContent('secret@12');
    // The problems come first after the line number (on screen however wide the file), and each
    // marked cell says its own problem: aria-invalid, described by it, and a tooltip.
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Line', 'Problems', 'First name', 'Last name', 'Username', 'Password', 'Email']);
    expect(within(line(4)).getAllByRole('cell')[1]).toHaveTextContent('Invalid email address.');
    const fixEmail = within(line(4)).getByRole('button', { name: /^Fix Email/ });
    expect(fixEmail.closest('[role="cell"]')).toHaveAttribute('aria-invalid', 'true');
    expect(fixEmail).toHaveAccessibleDescription('Invalid email address.');
    expect(fixEmail).toHaveAttribute('title', 'Invalid email address.');
    expect(within(line(4)).getByRole('button', { name: /^Fix Username/ })).toHaveAccessibleDescription('Username taken is already taken.');
    expect(within(line(3)).getByRole('button', { name: /^Fix Last name/ })).toHaveAccessibleDescription('Last name is required.');

    // Escape leaves the cell as it was, its Fix holding the focus again.
    await user.click(within(line(4)).getByRole('button', { name: /^Fix Email/ }));
    // The editor is described by the same problem.
    expect(within(line(4)).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
    await user.type(within(line(4)).getByRole('textbox', { name: 'Email' }), 'x{Escape}');
    await waitFor(() => expect(within(line(4)).getByRole('button', { name: /^Fix Email: not-an-email/ })).toHaveFocus());
    await user.click(within(line(3)).getByRole('button', { name: /^Fix Last name/ }));
    await user.type(within(line(3)).getByRole('textbox', { name: 'Last name' }), 'Kim{Enter}');
    await waitFor(() => expect(screen.getByText('2 rows ready, 1 with problems')).toBeInTheDocument());
    expect(line(3)).toHaveTextContent('Ready');
    // The fixed cell has no Fix any more: the focus goes on to the next problem's.
    await waitFor(() => expect(within(line(4)).getByRole('button', { name: /^Fix Username/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Import 2 users' })).toBeUsable();

    await user.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(line(4)).toBeInTheDocument();
    expect(oms.pendingMocks()).toEqual([]);
  });

  it("a file that is not a CSV of rows says so, and nothing is checked", async () => {
    mockLogin();
    expectScreenReads();
    renderApp({ path: '/import-users' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Import users' });
    await user.upload(screen.getByTestId('import-file-input'), new File(['First name,Last name\r\n'], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no rows below its header.');
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).not.toBeInTheDocument();
  });
});

describe('Import users: the run', () => {
  it('Pause shows Paused and starts no row; Cancel says the rows in flight finish, and the rest are not run', async () => {
    mockLogin();
    const oms = expectScreenReads();
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const logins = names.map((name) => name.toLowerCase());
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [], { userLoginId_value: logins, userLoginId_op: 'in' });
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [], { firstName_value: names, firstName_op: 'in', createdByUserLogin: 'admin' });
    // The creates are answered once let go (nock gives requests in flight the same interceptor).
    const sent: string[] = [];
    const waiting: (() => void)[] = [];
    oms
      .post('/api/service/createRelationship', (body: { firstName?: string }) => {
        sent.push(body.firstName ?? '');
        return true;
      })
      .times(names.length)
      .reply((_uri, body, callback) => {
        const partyId = `P_${(body as { firstName?: string }).firstName ?? ''}`;
        waiting.push(() => callback(null, [200, { partyId }]));
      });
    // A created row's setup (its login, its email, and what they check first) is answered at once.
    oms.post((path) => path.startsWith('/api/service/') && !path.endsWith('/createRelationship')).reply(200, {}).persist();
    oms.post('/api/performFind').reply(200, found([])).persist();
    renderApp({ path: '/import-users' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Import users' });
    const file = ['First name;Last name;Username;Password;Email', ...names.map((name) => `${name};Lee;${name.toLowerCase()};secret@12;${name.toLowerCase()}@example.com`)].join('\r\n');
    await user.upload(screen.getByTestId('import-file-input'), new File([file], 'six.csv', { type: 'text/csv' }));
    expect(await screen.findByText('File: six.csv')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Checking the rows…')).not.toBeInTheDocument());
    // By keyboard: the import button goes with the preview, and its focus to the run's Pause.
    (await screen.findByRole('button', { name: 'Import 6 users' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus());
    await waitFor(() => expect(sent).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    waiting.splice(0).forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    // Cancel went with the run: its focus is on the next control, not <body>.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry failed rows' })).toHaveFocus());
    expect(screen.queryByText(/^Cancelling/)).not.toBeInTheDocument();
    expect(sent).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
    const results = screen.getByRole('table');
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) expect(within(results).getByRole('row', { name: new RegExp(`^\\d ${name} Lee`) })).toHaveTextContent('created and set up');
    for (const name of ['Ed', 'Flo']) expect(within(results).getByRole('row', { name: new RegExp(`^\\d ${name} Lee`) })).toHaveTextContent('not run');
  });
});
