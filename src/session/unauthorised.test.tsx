import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { mockLogin, OMS_BASE, OMS_ORIGIN, renderApp, TOKEN } from '../../test/render';
import { RequireAuth } from '../app/guards';
import { LoginPage } from '../app/login-page';
import { performFind } from '../oms/perform-find';
import { useOmsClient } from './hooks';

/** Fires 20 OMS calls at once, as a busy screen would. */
function Burst(): React.JSX.Element {
  const client = useOmsClient();
  return (
    <button
      type="button"
      onClick={() => {
        for (let i = 0; i < 20; i += 1) void performFind(client, { entityName: 'UserLogin', noConditionFind: true }).catch(() => undefined);
      }}
    >
      burst
    </button>
  );
}

const children = (
  <RequireAuth>
    <Burst />
  </RequireAuth>
);

beforeEach(() => window.sessionStorage.clear());

describe('an unauthorised answer', () => {
  it('20 parallel calls answered 401 give one logout, without calling the OMS logout', async () => {
    const onUnauthorised = jest.fn();
    const onLogout = jest.fn();
    const login = mockLogin();
    renderApp({ session: { onUnauthorised, onLogout }, children });
    const button = await screen.findByRole('button', { name: 'burst' });
    login.done();
    const burst = nock(OMS_ORIGIN).post('/api/performFind').times(20).reply(401, { error: { message: 'expired' } });
    await userEvent.click(button);
    await waitFor(() => expect(burst.isDone()).toBe(true));
    await waitFor(() => expect(onUnauthorised).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("keeps the tab's draft (an access review's decisions) for the same login coming back", async () => {
    const onUnauthorised = jest.fn();
    const draft = JSON.stringify({ scope: `${OMS_BASE}|admin`, name: 'Q4 review', decisions: [] });
    window.sessionStorage.setItem('users.draft.accessReview', draft);
    const login = mockLogin();
    renderApp({ session: { onUnauthorised }, children });
    const button = await screen.findByRole('button', { name: 'burst' });
    login.done();
    nock(OMS_ORIGIN).post('/api/performFind').times(20).reply(401, {});
    await userEvent.click(button);
    await waitFor(() => expect(onUnauthorised).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('users.draft.accessReview')).toBe(draft);
  });

  it('standalone: logs out once and goes to {launchpad}/login?redirectUrl={origin}/login', async () => {
    const login = mockLogin();
    const { environment } = renderApp({
      session: null,
      path: `/login?${new URLSearchParams({ token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'x' })}`,
      children: (
        <>
          {children}
          <LoginPage />
        </>
      ),
    });
    const button = await screen.findByRole('button', { name: 'burst' });
    login.done();
    nock(OMS_ORIGIN).post('/api/performFind').times(20).reply(401, {});
    await userEvent.click(button);
    await waitFor(() => expect(environment.redirects).toEqual(['https://launchpad.test/login?redirectUrl=https%3A%2F%2Fusers.test%2Flogin']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(environment.redirects).toHaveLength(1);
    expect(window.sessionStorage.getItem('users.session')).toBeNull();
  });
});
