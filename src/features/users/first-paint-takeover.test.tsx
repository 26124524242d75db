/**
 * The standalone page's first picture of the Users tab (src/standalone/first-paint) gives way to
 * the app: in the frame the list is shown, when an error is shown instead, or when the app shows
 * another screen; never while the list is still loading (the picture would give way to a spinner).
 */
import { screen, waitFor } from '@testing-library/react';
import { holdReply } from '../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../test/render';
import { AppRoutes } from '../../app/routes';
import { FIRST_PAINT_ID } from '../../lib/first-paint';
import { DEFAULT_FIELDS, listBody, renderUsersTab, rows } from '../../../test/features/users';

jest.setTimeout(30_000);

function paintPicture(): HTMLElement {
  const picture = document.createElement('div');
  picture.id = FIRST_PAINT_ID;
  document.body.append(picture);
  return picture;
}

const picture = () => document.getElementById(FIRST_PAINT_ID);

afterEach(() => picture()?.remove());

it('stays while the list loads and goes when the rows are shown', async () => {
  paintPicture();
  const { oms } = renderUsersTab();
  const list = holdReply(200, { docs: rows(2), count: 2 });
  oms.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(list.reply);
  await waitFor(() => expect(list.requested).toBe(true));
  expect(screen.getByText('Loading users')).toBeInTheDocument();
  expect(picture()).not.toBeNull();
  list.release();
  expect(await screen.findByRole('link', { name: 'Ann1 Lee' })).toBeInTheDocument();
  expect(picture()).toBeNull();
});

it('goes when the list fails, so the error is seen', async () => {
  paintPicture();
  const { oms } = renderUsersTab();
  oms.post('/api/performFind', listBody(DEFAULT_FIELDS)).reply(500, {});
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading. Please try again.');
  expect(picture()).toBeNull();
});

it('goes when the app shows another screen', async () => {
  paintPicture();
  mockLogin();
  renderApp({ path: '/tabs/settings', children: <AppRoutes /> });
  await waitFor(() => expect(picture()).toBeNull());
});
