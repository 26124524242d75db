import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdReply } from '../../../test/oms-nock';
import * as omsUsers from '../../oms/users';
import {
  APP_USERS,
  DEFAULT_FIELDS,
  HIDE_DISABLED,
  LOGIN_ENABLED,
  NOT_ME,
  dataRows,
  expectGroupsOf,
  expectPage,
  ignoreOtherScreens,
  listBody,
  location,
  renderUsersTab,
  row,
  rows,
  scrollWindowTo,
  searchFields,
} from '../../../test/features/users';

// These tests drive Fluent dropdowns through a whole login; give a busy machine room.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const realInnerHeight = window.innerHeight;

/** Lets what is already under way finish: settled promises' callbacks, then React's updates and effects. */
const settle = (promise?: Promise<unknown>) => act(async () => void (await promise?.catch(() => undefined)));


afterEach(() => {
  scrollWindowTo(0);
  window.innerHeight = realInnerHeight;
});

describe('Users tab: the list', () => {
  it('loads the default filter and shows each user once, with their groups, statuses and creation', async () => {
    const { oms, login } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [
      row('1', 'CSR'),
      row('1', 'SUPER'),
      row('2', null, { firstName: null, lastName: null, groupName: 'Main warehouse', userLoginId: null, enabled: null }),
      row('3', 'STORE_MANAGER', { statusId: 'PARTY_DISABLED', enabled: 'N', createdByUserLogin: null }),
    ]);

    expect(await screen.findByText('3 users')).toBeInTheDocument();
    const [ann, warehouse, disabled] = dataRows();
    expect(dataRows()).toHaveLength(3);

    const link = within(ann!).getByRole('link', { name: 'Ann1 Lee' });
    expect(link).toHaveAttribute('href', '/user-details/1');
    expect(within(ann!).getByText('ann1.lee')).toBeInTheDocument();
    expect(within(ann!).getByText('Customer service')).toBeInTheDocument();
    expect(within(ann!).getByText('Super')).toBeInTheDocument();
    expect(within(ann!).getAllByText('Enabled')).toHaveLength(2);
    expect(within(ann!).getByText('15th Jan 2025')).toBeInTheDocument();
    expect(within(ann!).getByText('Created by admin')).toBeInTheDocument();

    expect(within(warehouse!).getByRole('link', { name: 'Main warehouse' })).toBeInTheDocument();
    expect(within(warehouse!).getAllByText('No login')).toHaveLength(2);

    expect(within(disabled!).getByText('Disabled')).toBeInTheDocument();
    expect(within(disabled!).getByText('Blocked')).toBeInTheDocument();
    expect(within(disabled!).queryByText(/Created by/)).not.toBeInTheDocument();

    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '4');
    login.done();
    oms.done();
  });

  it('opens the user details from the name link', async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1'), row('2')]);
    const link = await screen.findByRole('link', { name: 'Ann1 Lee' });
    ignoreOtherScreens();
    await userEvent.click(link);
    await waitFor(() => expect(location()).toBe('/user-details/1'));
    oms.done();
  });

  it('opens the user details on a click anywhere on the row', async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1'), row('2')]);
    await screen.findByRole('link', { name: 'Ann2 Lee' });
    ignoreOtherScreens();
    await userEvent.click(within(dataRows()[1]!).getByText('ann2.lee'));
    await waitFor(() => expect(location()).toBe('/user-details/2'));
    oms.done();
  });

  it("says 'No users found' when nothing matches", async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, []);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    oms.done();
  });

  it("shows the OMS's message with a retry when the first page fails", async () => {
    const { oms } = renderUsersTab();
    oms.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(500, { error: { message: 'Database is down' } });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ann1 Lee' })).toBeInTheDocument();
    oms.done();
  });

  it("offers 'Create user' only with APP_USER_CREATE", async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    const create = await screen.findByRole('button', { name: 'Create user' });
    ignoreOtherScreens();
    await userEvent.click(create);
    await waitFor(() => expect(location()).toBe('/create-user'));
    oms.done();
  });

  it("offers 'Import users' with APP_USER_CREATE; it opens /import-users", async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    const importUsers = await screen.findByRole('button', { name: 'Import users' });
    ignoreOtherScreens();
    await userEvent.click(importUsers);
    await waitFor(() => expect(location()).toBe('/import-users'));
    oms.done();
  });

  it("hides 'Create user' and 'Import users' from a viewer without APP_USER_CREATE", async () => {
    const { oms } = renderUsersTab({ permissions: ['USERS_APP_VIEW', 'USERS_LIST_VIEW'] });
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    await screen.findByRole('link', { name: 'Ann1 Lee' });
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import users' })).not.toBeInTheDocument();
    oms.done();
  });
});

describe('Users tab: filters', () => {
  it('sends the exact body for each filter and keeps the filter in the URL', async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    await screen.findByRole('link', { name: 'Ann1 Lee' });

    expectPage(oms, { ...APP_USERS, securityGroupId: 'CSR', ...HIDE_DISABLED, ...NOT_ME }, [row('2')]);
    // Under a group filter, the page's users' every group (the filter's other conditions kept).
    expectGroupsOf(oms, { ...APP_USERS, ...HIDE_DISABLED }, ['2'], [row('2')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Security group' }), 'Customer service');
    expect(await screen.findByRole('link', { name: 'Ann2 Lee' })).toBeInTheDocument();
    expect(location()).toBe('/tabs/users?group=CSR');

    expectPage(oms, { ...APP_USERS, securityGroupId: 'CSR', enabled: 'N', ...HIDE_DISABLED, ...NOT_ME }, [row('3')]);
    expectGroupsOf(oms, { ...APP_USERS, enabled: 'N', ...HIDE_DISABLED }, ['3'], [row('3')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Login status' }), 'Login blocked');
    expect(await screen.findByRole('link', { name: 'Ann3 Lee' })).toBeInTheDocument();
    expect(location()).toBe('/tabs/users?group=CSR&status=N');

    expectPage(oms, { ...APP_USERS, securityGroupId: 'CSR', ...LOGIN_ENABLED, ...HIDE_DISABLED, ...NOT_ME }, [row('4')]);
    expectGroupsOf(oms, { ...APP_USERS, ...LOGIN_ENABLED, ...HIDE_DISABLED }, ['4'], [row('4')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Login status' }), 'Login enabled');
    expect(await screen.findByRole('link', { name: 'Ann4 Lee' })).toBeInTheDocument();

    expectPage(oms, { ...APP_USERS, securityGroupId: 'CSR', ...LOGIN_ENABLED, ...NOT_ME }, [row('5')]);
    expectGroupsOf(oms, { ...APP_USERS, ...LOGIN_ENABLED }, ['5'], [row('5')]);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide disabled users' }));
    expect(await screen.findByRole('link', { name: 'Ann5 Lee' })).toBeInTheDocument();
    expect(location()).toBe('/tabs/users?group=CSR&status=Y&hideDisabled=false');

    expectPage(oms, { ...APP_USERS, ...LOGIN_ENABLED, ...NOT_ME }, [row('6')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Security group' }), 'All security groups');
    expect(await screen.findByRole('link', { name: 'Ann6 Lee' })).toBeInTheDocument();
    expect(location()).toBe('/tabs/users?status=Y&hideDisabled=false');
    oms.done();
  });

  it('searches the first word (debounced), includes the logged-in user, and submits on Enter', async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    await screen.findByRole('link', { name: 'Ann1 Lee' });

    // Typed quickly: one request, for the first word only; later words change nothing.
    expectPage(oms, { ...APP_USERS, ...HIDE_DISABLED, ...searchFields('ann') }, [row('7')]);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    // One change (as a paste or fast typing lands within the debounce; keystroke-by-keystroke typing
    // on a slow machine can outlast it and legitimately search for 'a', 'an'...).
    fireEvent.change(box, { target: { value: 'ann lee' } });
    expect(await screen.findByRole('link', { name: 'Ann7 Lee' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/tabs/users?q=ann+lee'));

    expectPage(oms, { ...APP_USERS, ...HIDE_DISABLED, ...searchFields('Bo') }, [row('8')]);
    fireEvent.change(box, { target: { value: 'Bo' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // At once, inside the same act: the debounce could not have fired yet.
    expect(location()).toBe('/tabs/users?q=Bo');
    expect(await screen.findByRole('link', { name: 'Ann8 Lee' })).toBeInTheDocument();
    oms.done();
  });

  it('reads the filter from a shared link and restores it on back and forward', async () => {
    const { oms } = renderUsersTab({ path: '/tabs/users?q=ann&group=SUPER&status=N&hideDisabled=false' });
    expectPage(oms, { ...APP_USERS, securityGroupId: 'SUPER', enabled: 'N', ...searchFields('ann') }, [row('1', 'SUPER')]);
    expectGroupsOf(oms, { ...APP_USERS, enabled: 'N', ...searchFields('ann') }, ['1'], [row('1', 'SUPER')]);
    await screen.findByRole('link', { name: 'Ann1 Lee' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Security group' })).toHaveDisplayValue('Super');
    expect(screen.getByRole('combobox', { name: 'Login status' })).toHaveDisplayValue('Login blocked');
    expect(screen.getByRole('switch', { name: 'Hide disabled users' })).not.toBeChecked();

    expectPage(oms, { ...APP_USERS, securityGroupId: 'SUPER', enabled: 'N', ...searchFields('ann'), ...HIDE_DISABLED }, [row('2', 'SUPER')]);
    expectGroupsOf(oms, { ...APP_USERS, enabled: 'N', ...searchFields('ann'), ...HIDE_DISABLED }, ['2'], [row('2', 'SUPER')]);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide disabled users' }));
    await screen.findByRole('link', { name: 'Ann2 Lee' });

    expectPage(oms, { ...APP_USERS, securityGroupId: 'SUPER', enabled: 'N', ...searchFields('ann') }, [row('1', 'SUPER')]);
    expectGroupsOf(oms, { ...APP_USERS, enabled: 'N', ...searchFields('ann') }, ['1'], [row('1', 'SUPER')]);
    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    await screen.findByRole('link', { name: 'Ann1 Lee' });
    expect(screen.getByRole('switch', { name: 'Hide disabled users' })).not.toBeChecked();
    expect(location()).toBe('/tabs/users?q=ann&group=SUPER&status=N&hideDisabled=false');

    expectPage(oms, { ...APP_USERS, securityGroupId: 'SUPER', enabled: 'N', ...searchFields('ann'), ...HIDE_DISABLED }, [row('2', 'SUPER')]);
    expectGroupsOf(oms, { ...APP_USERS, enabled: 'N', ...searchFields('ann'), ...HIDE_DISABLED }, ['2'], [row('2', 'SUPER')]);
    await userEvent.click(screen.getByRole('button', { name: 'history forward' }));
    await screen.findByRole('link', { name: 'Ann2 Lee' });
    expect(screen.getByRole('switch', { name: 'Hide disabled users' })).toBeChecked();
    oms.done();
  });

  it('aborts the request in flight when the filter changes, and its late answer never shows', async () => {
    const findUsers = jest.spyOn(omsUsers, 'findUsers');
    const { oms } = renderUsersTab();
    const slow = holdReply(200, { docs: [row('1')], count: 1 });
    oms.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(slow.reply);
    await waitFor(() => expect(slow.requested).toBe(true));

    expectPage(oms, { ...APP_USERS, enabled: 'N', ...HIDE_DISABLED, ...NOT_ME }, [row('2')]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Login status' }), 'Login blocked');
    expect(await screen.findByRole('link', { name: 'Ann2 Lee' })).toBeInTheDocument();

    const firstSignal = findUsers.mock.calls[0]?.[2];
    expect(firstSignal?.aborted).toBe(true);
    expect(findUsers.mock.calls[1]?.[2]?.aborted).toBe(false);

    slow.release();
    // The first read ended (aborted) and whatever followed it rendered: its answer is not shown.
    await expect(findUsers.mock.results[0]?.value).rejects.toThrow();
    await settle();
    expect(screen.queryByRole('link', { name: 'Ann1 Lee' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann2 Lee' })).toBeInTheDocument();
    oms.done();
  });

  it('ignores a late answer even when it was not aborted in time (request generations)', async () => {
    // The first answer is already on its way when the filter changes: only the newer one counts.
    const findUsers = jest.spyOn(omsUsers, 'findUsers');
    const { oms } = renderUsersTab();
    const slow = holdReply(200, { docs: [row('1')], count: 1 });
    oms.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(slow.reply);
    await waitFor(() => expect(slow.requested).toBe(true));
    const abort = jest.spyOn(AbortController.prototype, 'abort').mockImplementation(() => undefined);

    const fast = holdReply(200, { docs: [row('2')], count: 1 });
    oms.post('/api/performFind', listBody({ ...APP_USERS, enabled: 'N', ...HIDE_DISABLED, ...NOT_ME })).reply(fast.reply);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Login status' }), 'Login blocked');
    await waitFor(() => expect(fast.requested).toBe(true));
    expect(abort).toHaveBeenCalled();

    fast.release();
    expect(await screen.findByRole('link', { name: 'Ann2 Lee' })).toBeInTheDocument();
    slow.release();
    // The late answer arrived (it was not aborted) and everything it set off rendered: it is not shown.
    await expect(findUsers.mock.results[0]?.value).resolves.toMatchObject({ count: 1 });
    await settle();
    expect(screen.queryByRole('link', { name: 'Ann1 Lee' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann2 Lee' })).toBeInTheDocument();
    oms.done();
  });
});

describe('Users tab: paging', () => {
  it('asks for page 2 only after a full page of 20 rows, when the end comes near', async () => {
    const findUsers = jest.spyOn(omsUsers, 'findUsers');
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, rows(20), { count: 25 });
    await screen.findByRole('link', { name: 'Ann1 Lee' });
    expect(screen.getByText('25 users')).toBeInTheDocument();
    // jsdom's window shows 12 rows: the end is not near yet, so nothing more is asked.
    await settle();
    expect(findUsers).toHaveBeenCalledTimes(1);

    expectPage(oms, DEFAULT_FIELDS, rows(5, 21), { viewIndex: 1, count: 25 });
    scrollWindowTo(600);
    await waitFor(() => expect(oms.isDone()).toBe(true));
    scrollWindowTo(1000);
    expect(await screen.findByRole('link', { name: 'Ann25 Lee' })).toBeInTheDocument();
    // Later pages append: the first users are still there (rendered once scrolled back).
    scrollWindowTo(0);
    expect(await screen.findByRole('link', { name: 'Ann1 Lee' })).toBeInTheDocument();
    expect(screen.getByText('25 users')).toBeInTheDocument();

    // 25 rows is not a multiple of 20: nothing more is asked, however far one scrolls.
    window.innerHeight = 5000;
    scrollWindowTo(2000);
    await settle();
    expect(findUsers).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    oms.done();
  });

  it('never asks for page 2 after a short first page', async () => {
    window.innerHeight = 5000;
    const findUsers = jest.spyOn(omsUsers, 'findUsers');
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, rows(19));
    await screen.findByRole('link', { name: 'Ann19 Lee' });
    await settle();
    expect(findUsers).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    oms.done();
  });

  it("loads the next page with 'Load more users' (keyboard users) and shows a spinner meanwhile", async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, rows(20), { count: 30 });
    const more = await screen.findByRole('button', { name: 'Load more users' });
    const page2 = holdReply(200, { docs: rows(10, 21), count: 30 });
    oms.post('/api/performFind', listBody(DEFAULT_FIELDS, 1)).reply(page2.reply);
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Loading more users')).toBeInTheDocument();
    // Busy, the button keeps the keyboard focus; with the last page in it goes, and the focus goes to the new page's first control.
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    // A browser scrolls a focused button into view: the list's end, where the new page's rows are drawn.
    scrollWindowTo(700);
    page2.release();
    await waitFor(() => expect(screen.queryByText('Loading more users')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    expect(screen.getByText('30 users')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Ann21 Lee' })).toHaveFocus());
    oms.done();
  });

  it('merges a user whose groups straddle two pages into one row, and counts users not rows', async () => {
    window.innerHeight = 5000;
    const { oms } = renderUsersTab();
    // 19 users on page 1, the 20th row is user 20's first group; page 2 starts with their second.
    const page1 = [...rows(19), row('20', 'CSR')];
    const page2 = [row('20', 'SUPER'), row('21', 'STORE_MANAGER'), row('21', 'SUPER')];
    expectPage(oms, DEFAULT_FIELDS, page1, { count: 21 });
    expectPage(oms, DEFAULT_FIELDS, page2, { viewIndex: 1, count: 21 });

    expect(await screen.findByRole('link', { name: 'Ann21 Lee' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ann20 Lee' })).toHaveLength(1);
    expect(dataRows()).toHaveLength(21);
    const straddling = dataRows().find((r) => within(r).queryByRole('link', { name: 'Ann20 Lee' }))!;
    expect(within(straddling).getByText('Customer service')).toBeInTheDocument();
    expect(within(straddling).getByText('Super')).toBeInTheDocument();
    // 23 rows came back; 21 users are listed and counted.
    expect(screen.getByText('21 users')).toBeInTheDocument();
    oms.done();
  });

  it('keeps the loaded users and offers a retry when a later page fails', async () => {
    const { oms } = renderUsersTab();
    expectPage(oms, DEFAULT_FIELDS, rows(20), { count: 30 });
    const more = await screen.findByRole('button', { name: 'Load more users' });
    oms.post('/api/performFind', listBody(DEFAULT_FIELDS, 1)).reply(200, { _ERROR_MESSAGE_: 'Busy' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Busy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann1 Lee' })).toBeInTheDocument();
    // The failed page's button hands the keyboard focus to Retry in its place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
    expectPage(oms, DEFAULT_FIELDS, rows(10, 21), { viewIndex: 1, count: 30 });
    scrollWindowTo(700);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Busy')).not.toBeInTheDocument());
    expect(screen.getByText('30 users')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Ann21 Lee' })).toHaveFocus());
    oms.done();
  });
});
