/**
 * The Users table when its virtualiser's chunk does not load: the first screenful is drawn without
 * it, and then every loaded row is mounted (none out of reach), with 'Load more users' for the rest
 * — never a page loaded by itself.
 */
import { act, screen, waitFor } from '@testing-library/react';
import * as omsUsers from '../../oms/users';
import { DEFAULT_FIELDS, dataRows, expectPage, renderUsersTab, rows, scrollWindowTo } from '../../../test/features/users';

jest.mock('./virtual-window', () => {
  throw new Error('ChunkLoadError: Loading chunk virtual-window failed.');
});

jest.setTimeout(30_000);

const realInnerHeight = window.innerHeight;
afterEach(() => {
  scrollWindowTo(0);
  window.innerHeight = realInnerHeight;
});

it('draws the first screenful, then every loaded row, and asks for the next page only when told', async () => {
  // 300 px: 5 rows in view, 13 with the overscan.
  window.innerHeight = 300;
  const findUsers = jest.spyOn(omsUsers, 'findUsers');
  const { oms } = renderUsersTab();
  expectPage(oms, DEFAULT_FIELDS, rows(20), { count: 40 });
  await screen.findByRole('link', { name: 'Ann1 Lee' });
  expect(dataRows().length).toBeLessThan(20);

  // The first scroll asks for the virtualiser; its chunk fails, so every loaded row is mounted.
  act(() => scrollWindowTo(100));
  await waitFor(() => expect(dataRows()).toHaveLength(20));
  expect(screen.getByRole('link', { name: 'Ann20 Lee' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Load more users' })).toBeInTheDocument();
  expect(findUsers).toHaveBeenCalledTimes(1);
  oms.done();
});
