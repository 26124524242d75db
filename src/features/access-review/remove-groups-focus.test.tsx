/**
 * The access review's 'Remove groups…' opened with the keyboard: closed with Escape, or with Save
 * after choosing a group, the focus is back on the row's button (the dialog opens through the
 * page's state, not a Fluent DialogTrigger: src/components/use-return-focus.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { found } from '../../../test/oms-nock';
import { mockLogin, OMS_ORIGIN, preloadScreens, renderApp } from '../../../test/render';
import type { FindRequestBody } from '../../oms/perform-find';

jest.setTimeout(30_000);
beforeAll(preloadScreens, 60_000);

/** The review's bulk reads, by entity: one login in one security group. */
const ROWS: Record<string, unknown[]> = {
  UserLogin: [{ userLoginId: 'jdoe', partyId: 'JDOE', enabled: 'Y' }],
  Party: [{ partyId: 'JDOE', partyTypeId: 'PERSON', statusId: 'PARTY_ENABLED' }],
  Person: [{ partyId: 'JDOE', firstName: 'John', lastName: 'Doe' }],
  UserLoginSecurityGroup: [{ userLoginId: 'jdoe', groupId: 'STORE_MANAGER' }],
};

beforeEach(() => {
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
    .reply(200, (_uri, body) => found(ROWS[(body as FindRequestBody).entityName] ?? []));
});

it("'Remove groups…' gives the focus back to its button on Escape and on Save", async () => {
  const user = userEvent.setup();
  mockLogin();
  renderApp({ path: '/access-review' });
  await screen.findByRole('table', { name: 'Logins under review' });
  const button = await screen.findByRole('button', { name: 'Remove groups from jdoe' });
  const title = 'Security groups to remove from jdoe';

  act(() => button.focus());
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(button).not.toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toBe(button));

  // Again: the group chosen with Space, then Enter on Save (jsdom has no layout for Tab to walk the dialog).
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: title });
  const group = within(dialog).getByRole('checkbox', { name: 'STORE_MANAGER' });
  act(() => group.focus());
  await user.keyboard(' ');
  expect(group).toBeChecked();
  const save = within(dialog).getByRole('button', { name: 'Save' });
  act(() => save.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toBe(button));
  expect(button.closest('[role="cell"]')).toHaveTextContent('Remove groups: STORE_MANAGER');
});
