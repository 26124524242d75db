/**
 * The Users tab's selection on screen (issue 62, 1): a user un-ticked after 'Select all N matching'
 * is left out — the count says so, their box alone is clear, 'Select all shown' is mixed (some of
 * the rows ticked), 'Export selected' leaves them out — and ticked again they are back in.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as download from './download';
import { DEFAULT_FIELDS, expectPage, renderUsersTab, rows } from '../../../test/features/users';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

it("un-ticking a user after 'Select all matching' leaves every matching user but them; ticked again, they are back", async () => {
  const saved = jest.spyOn(download, 'downloadFile').mockImplementation(() => undefined);
  const { oms } = renderUsersTab();
  expectPage(oms, DEFAULT_FIELDS, rows(3));
  const box = async (name: string) => screen.findByRole('checkbox', { name: `Select ${name}` });
  const user = userEvent.setup({ delay: null });
  await user.click(await box('Ann1 Lee'));
  await user.click(await screen.findByRole('button', { name: 'Select all 3 matching' }));
  const bar = screen.getByRole('region', { name: 'Selected users' });
  expect(bar).toHaveTextContent('Selected: 3 of 3 matching');

  await user.click(await box('Ann2 Lee'));
  expect(bar).toHaveTextContent('Selected: 2 of 3 matching');
  expect([await box('Ann1 Lee'), await box('Ann2 Lee'), await box('Ann3 Lee')].map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, false, true]);
  expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBePartiallyChecked();
  // 'Select all 3 matching' takes everyone back in; so does ticking the user again.
  expect(screen.getByRole('button', { name: 'Select all 3 matching' })).toBeInTheDocument();
  await user.click(await box('Ann2 Lee'));
  expect(bar).toHaveTextContent('Selected: 3 of 3 matching');
  expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select all shown' })).not.toBePartiallyChecked();

  // Left out again: 'Export selected' reads the filter's users and leaves them out.
  await user.click(await box('Ann2 Lee'));
  expectPage(oms, DEFAULT_FIELDS, rows(3), { viewSize: 250 });
  await user.click(screen.getByRole('button', { name: 'Export selected' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  const lines = (await saved.mock.calls[0]![1].text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines.slice(1).map((line) => line.split('","')[0])).toEqual(['"1', '"3']);
  oms.done();
});
