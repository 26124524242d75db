import { Suspense, lazy, startTransition, useEffect } from 'react';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { LocationProbe, NavigateButton } from '../../test/probes';
import { OMS_ORIGIN, mockLogin, preloadScreens, renderApp } from '../../test/render';
import { mockUsersTab } from '../../test/users-tab';
import { ScreenHeading } from '../components/screen-heading';

// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);
jest.setTimeout(30_000);

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;

function Screen({ title }: { title: string }): React.JSX.Element {
  return (
    <section>
      <ScreenHeading>{title}</ScreenHeading>
      <input aria-label={`${title} field`} />
    </section>
  );
}

/** A filter kept in the query, as the Users tab's search is. */
function FilterScreen(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  return (
    <section>
      <ScreenHeading>Filtered</ScreenHeading>
      <input aria-label="Filter" value={params.get('q') ?? ''} onChange={(event) => setParams({ q: event.target.value })} />
    </section>
  );
}

/** A redirect during the load, in a transition as the router's navigations are in the browser. */
function RedirectTo({ path }: { path: string }): null {
  const navigate = useNavigate();
  useEffect(() => startTransition(() => void navigate(path, { replace: true })), [navigate, path]);
  return null;
}

/** A screen whose code arrives when the test says so (React.lazy, as every real screen). */
function heldScreen(title: string): { Screen: ComponentType; release: () => void } {
  let release: () => void = () => undefined;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    release = () => resolve({ default: () => <Screen title={title} /> });
  });
  return { Screen: lazy(() => loaded), release: () => release() };
}

function renderScreens(path: string, routes: React.ReactNode) {
  mockLogin();
  return renderApp({
    path,
    children: (
      <>
        <Routes>
          <Route path="a" element={<Screen title="Screen A" />} />
          <Route path="b" element={<Screen title="Screen B" />} />
          <Route path="filter" element={<FilterScreen />} />
          <Route path="blank" element={<p>No heading here</p>} />
          <Route path="start" element={<RedirectTo path="/a" />} />
          {routes}
        </Routes>
        <LocationProbe />
        <NavigateButton to="/b" />
        <NavigateButton to="/a?tab=2" />
        <NavigateButton to="/blank" />
        <NavigateButton to="/slow" />
        <input aria-label="Elsewhere" />
      </>
    ),
  });
}

describe('route focus: the new screen heading takes the focus after a route change', () => {
  it('leaves the focus alone on the first load, then moves it to the new heading', async () => {
    const user = userEvent.setup();
    renderScreens('/a', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Screen A' })).toHaveAttribute('tabindex', '-1');
    // Give the mechanism every chance to (wrongly) act on the first screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();

    const trigger = screen.getByRole('button', { name: 'go /b' });
    await user.click(trigger);
    await waitFor(() => expect(heading('Screen B')).toHaveFocus());
  });

  it('leaves the focus alone when the first load passes through a redirect (as / and the /login hand-off do)', async () => {
    renderScreens('/start', null);
    await screen.findByRole('heading', { level: 1, name: 'Screen A' });
    expect(location()).toBe('/a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
  });

  it('does not move the focus when only the query changes: typing in a filter keeps it', async () => {
    const user = userEvent.setup();
    renderScreens('/filter', null);
    await screen.findByRole('heading', { level: 1, name: 'Filtered' });
    const filter = screen.getByRole('textbox', { name: 'Filter' });
    await user.click(filter);
    await user.type(filter, 'ann');
    await waitFor(() => expect(location()).toBe('/filter?q=ann'));
    expect(filter).toHaveFocus();
    expect(filter).toHaveValue('ann');

    // A button leading to another query of another path does move it; one to a query alone does not.
    await user.click(screen.getByRole('button', { name: 'go /a?tab=2' }));
    await waitFor(() => expect(heading('Screen A')).toHaveFocus());
    const sameScreen = screen.getByRole('button', { name: 'go /a?tab=2' });
    await user.click(sameScreen);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sameScreen).toHaveFocus();
  });

  it("waits for a lazily loaded screen's heading", async () => {
    const user = userEvent.setup();
    const held = heldScreen('Slow screen');
    renderScreens('/a', <Route path="slow" element={<Suspense fallback={<p>Loading screen</p>}>{<held.Screen />}</Suspense>} />);
    await screen.findByRole('heading', { level: 1, name: 'Screen A' });
    await user.click(screen.getByRole('button', { name: 'go /slow' }));
    expect(await screen.findByText('Loading screen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.release();
    await waitFor(() => expect(heading('Slow screen')).toHaveFocus());
  });

  it('keeps a focus the user moved before the heading showed', async () => {
    const user = userEvent.setup();
    const held = heldScreen('Held screen');
    renderScreens(
      '/a',
      <Route
        path="slow"
        element={
          <Suspense fallback={<p>Loading screen</p>}>
            <held.Screen />
          </Suspense>
        }
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Screen A' });
    await user.click(screen.getByRole('button', { name: 'go /slow' }));
    expect(await screen.findByText('Loading screen')).toBeInTheDocument();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(elsewhere);
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Held screen' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(elsewhere).toHaveFocus();
  });

  it("never takes a heading outside the app's own root (a host's)", async () => {
    const user = userEvent.setup();
    const hostHeading = document.createElement('h1');
    hostHeading.textContent = 'Host heading';
    hostHeading.tabIndex = -1;
    hostHeading.setAttribute('data-screen-heading', '');
    document.body.prepend(hostHeading);
    try {
      renderScreens('/a', null);
      await screen.findByRole('heading', { level: 1, name: 'Screen A' });
      await user.click(screen.getByRole('button', { name: 'go /blank' }));
      await waitFor(() => expect(location()).toBe('/blank'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hostHeading).not.toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'go /b' }));
      await waitFor(() => expect(heading('Screen B')).toHaveFocus());
    } finally {
      hostHeading.remove();
    }
  });
});

describe('route focus in the route table', () => {
  beforeEach(() => mockUsersTab());

  it('Users tab -> Create user -> Back -> Settings tab: each screen heading takes the focus, the landing one does not', async () => {
    const user = userEvent.setup();
    mockLogin();
    nock(OMS_ORIGIN).get('/api/getAvailableTimeZones').optionally().reply(200, []);
    renderApp({ path: '/tabs/users' });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(heading('Create a new user')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading('Users')).toHaveFocus());

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(heading('Settings')).toHaveFocus());
  });
});
