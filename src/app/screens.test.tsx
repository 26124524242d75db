import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { ScreenSuspense, lazyScreen, screenForPath, screens } from './screens';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('lazy screens', () => {
  it('finds the screen of an app path; /, /tabs and /login lead to home', () => {
    expect(screenForPath('/tabs/users', '/tabs/users')).toBe(screens.users);
    expect(screenForPath('/user-details/10003', '/tabs/users')).toBe(screens.userDetails);
    expect(screenForPath('/user-quick-setup/10003', '/tabs/users')).toBe(screens.quickSetup);
    expect(screenForPath('/import-users', '/tabs/users')).toBe(screens.importUsers);
    expect(screenForPath('/login', '/tabs/settings')).toBe(screens.settings);
    expect(screenForPath('/', '/tabs/permissions')).toBe(screens.permissions);
    expect(screenForPath('/nowhere', '/tabs/users')).toBeUndefined();
  });

  it('fetches a chunk once however often it is preloaded, and again after a failed fetch', async () => {
    const load = jest.fn<Promise<{ Page: () => React.JSX.Element }>, []>().mockRejectedValueOnce(chunkLoadError());
    load.mockResolvedValue({ Page: () => <p>Loaded</p> });
    const screenOf = lazyScreen(load, (module) => module.Page);
    await expect(screenOf.preload()).rejects.toThrow('Loading chunk 42 failed.');
    await Promise.all([screenOf.preload(), screenOf.preload()]);
    expect(load).toHaveBeenCalledTimes(2);

    render(
      <I18nextProvider i18n={createI18n()}>
        <ScreenSuspense>
          <screenOf.Component />
        </ScreenSuspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a screen whose code is already in within the same render: no fallback, no suspension', async () => {
    const screenOf = lazyScreen(() => Promise.resolve({ Page: () => <p>Loaded</p> }), (module) => module.Page);
    await screenOf.preload();
    render(
      <I18nextProvider i18n={createI18n()}>
        <ScreenSuspense>
          <screenOf.Component />
        </ScreenSuspense>
      </I18nextProvider>,
    );
    // Synchronously after render: a suspended screen would show 'Loading' here first.
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('offers a reload when a screen chunk cannot be fetched', async () => {
    const failing = lazyScreen(() => Promise.reject(chunkLoadError()), (module: { Page: () => React.JSX.Element }) => module.Page);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={createI18n()}>
        <ScreenSuspense>
          <failing.Component />
        </ScreenSuspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
