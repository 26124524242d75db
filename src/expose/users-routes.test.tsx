import { configure, render, screen } from '@testing-library/react';
import { hostSession, mockLogin, preloadScreens, recordingEnvironment } from '../../test/render';
import { omsScope } from '../../test/oms-nock';
import { DEFAULT_FIELDS, expectPage, expectSecurityGroups, row } from '../../test/features/users';
import { UsersRoutes } from './users-routes';

configure({ asyncUtilTimeout: 5000 });

// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);

describe('./UsersRoutes', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lands on the Users tab, without the tab bar, under the host mount path', async () => {
    window.history.replaceState(null, '', '/users');
    const login = mockLogin();
    const oms = omsScope();
    expectSecurityGroups(oms);
    expectPage(oms, DEFAULT_FIELDS, [row('1')]);
    render(<UsersRoutes session={hostSession()} basename="/users" environment={recordingEnvironment()} />);
    expect(await screen.findByRole('link', { name: 'Ann1 Lee' })).toHaveAttribute('href', '/users/user-details/1');
    expect(window.location.pathname).toBe('/users/tabs/users');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    login.done();
    oms.done();
  });
});
