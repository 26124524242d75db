import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdReply } from '../../../test/oms-nock';
import * as omsUsers from '../../oms/users';
import * as download from './download';
import { APP_USERS, HIDE_DISABLED, LOGIN_ENABLED, NOT_ME, expectGroupsOf, expectPage, listBody, renderUsersTab, row, rows } from '../../../test/features/users';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

/** The tab's filter in these tests: logins enabled (a group filter adds a read, tested on its own below). */
const ENABLED = { ...APP_USERS, ...LOGIN_ENABLED, ...HIDE_DISABLED, ...NOT_ME };
const CSR = { ...APP_USERS, securityGroupId: 'CSR', ...HIDE_DISABLED, ...NOT_ME };


function spyOnDownload() {
  return jest.spyOn(download, 'downloadFile').mockImplementation(() => undefined);
}

/** Opens the tab on the 'Login enabled' filter, with a short first page on screen. */
async function openTab() {
  const tab = renderUsersTab({ path: '/tabs/users?status=Y' });
  expectPage(tab.oms, ENABLED, [row('1')]);
  await screen.findByRole('link', { name: 'Ann1 Lee' });
  return tab;
}

describe('Users tab: CSV export', () => {
  it('exports every page of the current filter, one row per user, as default.csv', async () => {
    const saved = spyOnDownload();
    const { oms } = await openTab();
    // 250 rows: users 1-249 and the first group of user 250; page 2 holds user 250's second group.
    const page1 = [...rows(249), row('250', 'CSR')];
    expectPage(oms, ENABLED, page1, { viewSize: 250, count: 251 });
    expectPage(oms, ENABLED, [row('250', 'SUPER'), row('251', 'CSR', { lastName: '=cmd|"calc"' })], { viewSize: 250, viewIndex: 1, count: 251 });

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));

    const [fileName, blob] = saved.mock.calls[0]!;
    expect(fileName).toBe('default.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"partyId","name","userLoginId","security groups","status","login enabled","created date","created by"');
    expect(lines[1]).toBe('"1","Ann1 Lee","ann1.lee","Customer service","PARTY_ENABLED","Y","2025-01-15","admin"');
    expect(lines).toHaveLength(252);
    expect(lines.filter((line) => line.startsWith('"250",'))).toEqual([
      '"250","Ann250 Lee","ann250.lee","Customer service; Super","PARTY_ENABLED","Y","2025-01-15","admin"',
    ]);
    expect(lines[251]).toBe('"251","Ann251 =cmd|""calc""","ann251.lee","Customer service","PARTY_ENABLED","Y","2025-01-15","admin"');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    oms.done();
  });

  it('neutralises a name that starts a formula', async () => {
    const saved = spyOnDownload();
    const { oms } = await openTab();
    expectPage(oms, ENABLED, [row('1', 'CSR', { groupName: '@SUM(1+1)' })], { viewSize: 250 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const text = await saved.mock.calls[0]![1].text();
    expect(text).toContain('"1","\'@SUM(1+1)",');
    oms.done();
  });

  it('shows "x of y users" while pages arrive, and Cancel aborts without a file', async () => {
    const saved = spyOnDownload();
    const findUsers = jest.spyOn(omsUsers, 'findUsers');
    const { oms } = await openTab();
    expectPage(oms, ENABLED, rows(250), { viewSize: 250, count: 600 });
    const page2 = holdReply(200, { docs: rows(250, 251), count: 600 });
    oms.post('/api/performFind', listBody(ENABLED, 1, 250)).reply(page2.reply);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    // Page 1 answered and page 2 is on its way: the dialog shows where the export stands.
    await waitFor(() => expect(page2.requested).toBe(true));
    const status = await screen.findByText('250 of 600 users');
    // In jsdom, tabster loses track of the focused dialog after a moment and marks it aria-hidden
    // (it cannot see layout); browsers keep it accessible. Hence `hidden: true` inside the dialog,
    // and the dialog taken from the status text it holds, in the same tick.
    const dialog = status.closest<HTMLElement>('[role="alertdialog"]')!;
    expect(dialog).toHaveTextContent('Exporting users');
    const inDialog = within(dialog);
    expect(inDialog.getByRole('progressbar', { name: 'Exporting users', hidden: true })).toHaveAttribute(
      'aria-valuenow',
      String(250 / 600),
    );
    // Not clickable, but focusable (aria-disabled): a browser drops the focus of a disabled button.
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).not.toHaveAttribute('disabled');

    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const exportCall = findUsers.mock.calls.findIndex(([, request]) => request.viewSize === 250 && request.viewIndex === 1);
    expect(findUsers.mock.calls[exportCall]?.[2]?.aborted).toBe(true);
    page2.release();
    // The aborted page ended, and whatever followed it (no file) ran and rendered.
    await expect(findUsers.mock.results[exportCall]?.value).rejects.toThrow();
    await act(async () => undefined);
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toBeUsable();
    // The focus is back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export', hidden: true })).toHaveFocus());
    oms.done();
  });

  it('says so when a page fails, and saves nothing', async () => {
    const saved = spyOnDownload();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { oms } = await openTab();
    oms.post('/api/performFind', listBody(ENABLED, 0, 250)).reply(502, 'Bad gateway');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export users.')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('User export failed:', 'The OMS answered with HTTP 502');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    oms.done();
  });

  it("under a group filter, the file shows each user's every current group (the filter picks the users, not their groups)", async () => {
    const saved = spyOnDownload();
    const tab = renderUsersTab({ path: '/tabs/users?group=CSR' });
    expectPage(tab.oms, CSR, [row('1')]);
    const everyGroup = [row('1', 'CSR'), row('1', 'STORE_MANAGER')];
    const others = { ...APP_USERS, ...HIDE_DISABLED };
    expectGroupsOf(tab.oms, others, ['1'], everyGroup);
    const user = await screen.findByRole('row', { name: /Ann1 Lee/ });
    await waitFor(() => expect(user).toHaveTextContent('Store manager'));
    expectPage(tab.oms, CSR, [row('1'), row('2')], { viewSize: 250 });
    expectGroupsOf(tab.oms, others, ['1', '2'], [...everyGroup, row('2', 'CSR'), row('2', 'SUPER')]);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const lines = (await saved.mock.calls[0]![1].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(1).map((line) => line.split('","')[3])).toEqual(['Customer service; Store manager', 'Customer service; Super']);
    tab.oms.done();
  });
});
