/**
 * The bulk actions' bar by keyboard: its buttons that go with their own action hand the focus on
 * ('Select all matching' to 'Clear the selection'; 'Clear the selection', with the whole bar, to
 * what follows it), never to <body>.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { mockLogin, renderApp } from '../../../test/render';
import { RequireAuth } from '../../app/guards';
import type { MatchingUser } from '../../oms/matching-users';
import { BulkActions } from './bulk-actions';
import { EMPTY_SELECTION, selectionAtom } from './selection';

jest.setTimeout(30_000);

const FILTER = { queryString: '', securityGroup: '', status: '', hideDisabledUser: false };
const JDOE = { partyId: 'JDOE', firstName: 'John', lastName: 'Doe' } as MatchingUser;

function PickOne(): null {
  const setSelection = useSetAtom(selectionAtom);
  useEffect(() => setSelection({ ...EMPTY_SELECTION, picked: new Map([[JDOE.partyId, JDOE]]) }), [setSelection]);
  return null;
}

it("'Select all matching' and 'Clear the selection', each gone with its own action, hand the keyboard focus on", async () => {
  mockLogin();
  renderApp({
    children: (
      <RequireAuth>
        <PickOne />
        <BulkActions filter={FILTER} total={12} canChange={false} onChanged={() => undefined} />
        <button type="button">The list's first control</button>
      </RequireAuth>
    ),
  });
  const user = userEvent.setup({ delay: null });
  const selectAll = await screen.findByRole('button', { name: 'Select all 12 matching' }, { timeout: 8000 });
  selectAll.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Selected: 12');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Clear the selection' })).toHaveFocus());

  await user.keyboard('{Enter}');
  expect(screen.queryByRole('region', { name: 'Selected users' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: "The list's first control" })).toHaveFocus());
});
