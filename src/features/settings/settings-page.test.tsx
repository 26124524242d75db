import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { mockLogin, OMS_ORIGIN, preloadScreens, renderApp } from '../../../test/render';
import { mockUsersTab } from '../../../test/users-tab';

// Whole-screen tests, like the other screens' (the 5 s default runs out on a busy 2-core machine).
jest.setTimeout(30_000);
// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);

const ZONES = [
  { id: 'America/New_York', label: '(GMT-05:00) Eastern Time' },
  { id: 'Europe/Madrid', label: '(GMT+01:00) Madrid' },
  { id: 'Asia/Kolkata', label: '(GMT+05:30) India Standard Time' },
];

async function renderSettings(options: Parameters<typeof renderApp>[0] = {}) {
  const login = mockLogin();
  const zones = nock(OMS_ORIGIN).get('/api/getAvailableTimeZones').reply(200, ZONES);
  const view = renderApp({ path: '/tabs/settings', ...options });
  await screen.findByRole('heading', { name: 'Settings' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Time zone/ })).toBeUsable());
  login.done();
  zones.done();
  return view;
}

describe('Settings tab', () => {
  it('shows the time zone explanation and the current zone', async () => {
    await renderSettings();
    expect(
      screen.getByText('The timezone you select is used to ensure automations you schedule are always accurate to the time you select.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('(GMT-05:00) Eastern Time');
  });

  it('saves a time zone with setUserTimeZone { tzId } and shows it', async () => {
    await renderSettings();
    const save = nock(OMS_ORIGIN).post('/api/setUserTimeZone', { tzId: 'Europe/Madrid' }).reply(200, {});
    const box = screen.getByRole('combobox', { name: /Time zone/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'madr');
    expect(screen.queryByRole('option', { name: '(GMT+05:30) India Standard Time' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: '(GMT+01:00) Madrid' }));
    expect(await screen.findByText('Time zone updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('(GMT+01:00) Madrid'));
    save.done();
  });

  it('keeps the old zone and says so when the OMS refuses it', async () => {
    await renderSettings();
    const save = nock(OMS_ORIGIN).post('/api/setUserTimeZone', { tzId: 'Asia/Kolkata' }).reply(200, { _ERROR_MESSAGE_: 'nope' });
    const box = screen.getByRole('combobox', { name: /Time zone/ });
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: '(GMT+05:30) India Standard Time' }));
    expect(await screen.findByText('Failed to update time zone')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('(GMT-05:00) Eastern Time'));
    save.done();
  });

  it('saves the language with setUserLocale { newLocale } and switches the texts', async () => {
    await renderSettings();
    const save = nock(OMS_ORIGIN).post('/api/setUserLocale', { newLocale: 'es' }).reply(200, {});
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toBeInTheDocument();
    // The root's lang follows, for screen readers and fonts.
    expect(screen.getByRole('heading', { name: 'Configuración' }).closest('.fui-FluentProvider')).toHaveAttribute('lang', 'es');
    // The time zone box's open button is named in the page's language too (Fluent's own name is 'Open').
    expect(screen.getByRole('button', { name: 'Mostrar zonas horarias' })).toBeInTheDocument();
    save.done();
  });

  it('offers the three languages, each in its own name', async () => {
    await renderSettings();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['English (United States)', 'Español', '日本語']);
  });

  it('stays in English when the locale save fails', async () => {
    await renderSettings();
    const save = nock(OMS_ORIGIN).post('/api/setUserLocale', { newLocale: 'es' }).reply(500, { error: { message: 'down' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Español' }));
    expect(await screen.findByText('Failed to update language')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    save.done();
  });

  it("'Go to Launchpad' and 'Go to OMS' lead to the launchpad and the OMS", async () => {
    const { environment } = await renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Launchpad' }));
    expect(environment.redirects).toEqual(['https://launchpad.test']);
    await userEvent.click(screen.getByRole('button', { name: 'Go to OMS' }));
    expect(environment.opened).toEqual(['https://oms.test/commerce/control/main']);
  });

  it('logs out of the OMS and hands back to the host', async () => {
    const onLogout = jest.fn();
    await renderSettings({ session: { onLogout } });
    const logout = nock(OMS_ORIGIN).get('/api/logout').reply(200, '{}');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    logout.done();
  });

  it("drops the tab's drafts (the access review's decisions) and nothing else of the tab", async () => {
    const onLogout = jest.fn();
    await renderSettings({ session: { onLogout } });
    window.sessionStorage.setItem('users.draft.accessReview', JSON.stringify({ scope: 'https://oms.test/api/|admin', name: 'Q4 review', decisions: [] }));
    window.sessionStorage.setItem('users.import.madeParties', '{}');
    const logout = nock(OMS_ORIGIN).get('/api/logout').reply(200, '{}');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    logout.done();
    expect(window.sessionStorage.getItem('users.draft.accessReview')).toBeNull();
    expect(window.sessionStorage.getItem('users.import.madeParties')).toBe('{}');
  });

});

describe('Settings logout when standalone', () => {
  beforeEach(() => window.sessionStorage.clear());
  // The standalone hand-off lands on the Users tab first.
  beforeEach(() => mockUsersTab());

  async function standalone() {
    const login = mockLogin();
    nock(OMS_ORIGIN).get('/api/getAvailableTimeZones').reply(200, ZONES);
    const view = renderApp({ session: null, path: '/login?token=test-token&oms=https%3A%2F%2Foms.test%2Fapi%2F&omsRedirectionUrl=x' });
    const settingsTab = await screen.findByRole('tab', { name: 'Settings' });
    await userEvent.click(settingsTab);
    await screen.findByRole('heading', { name: 'Settings' });
    login.done();
    return view;
  }

  it('follows a SAML2SSO logout to the identity provider', async () => {
    const { environment } = await standalone();
    nock(OMS_ORIGIN).get('/api/logout').reply(200, '//{"logoutAuthType":"SAML2SSO","logoutUrl":"https://idp.test/logout"}');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(environment.redirects).toEqual(['https://idp.test/logout']));
    expect(window.sessionStorage.getItem('users.session')).toBeNull();
  });

  it('otherwise returns to the launchpad login with isLoggedOut=true and forgets the session', async () => {
    const { environment } = await standalone();
    expect(window.sessionStorage.getItem('users.session')).not.toBeNull();
    nock(OMS_ORIGIN).get('/api/logout').reply(200, '');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(environment.redirects).toHaveLength(1));
    expect(environment.redirects[0]).toBe('https://launchpad.test/login?isLoggedOut=true&redirectUrl=https%3A%2F%2Fusers.test%2Flogin');
    expect(window.sessionStorage.getItem('users.session')).toBeNull();
    expect(within(document.body).getAllByText('Logging out').length).toBeGreaterThan(0);
  });
});
