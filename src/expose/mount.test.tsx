import { act, screen, waitFor } from '@testing-library/react';
import { mockLogin, hostSession, preloadScreens, recordingEnvironment } from '../../test/render';
import { mockUsersTab } from '../../test/users-tab';
import { mount } from './mount';

// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);

describe('mount', () => {
  beforeEach(() => mockUsersTab());

  it('renders the app into a plain element with the host session and unmounts cleanly', async () => {
    const scope = mockLogin();
    const element = document.createElement('div');
    document.body.appendChild(element);
    window.history.replaceState(null, '', '/plain/tabs/users');
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { session: hostSession(), basename: '/plain', environment: recordingEnvironment() });
    });
    expect(await screen.findByRole('tab', { name: 'Users' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plain/tabs/users');
    scope.done();
    act(() => unmount());
    await waitFor(() => expect(element).toBeEmptyDOMElement());
    act(() => unmount());
    element.remove();
  });
});
