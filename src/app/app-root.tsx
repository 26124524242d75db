/**
 * One mounted root of the app: its own Jotai store, i18n instance, loader, toaster and (unless a
 * host's router already surrounds it) its own router. Every expose renders through this.
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FluentProvider, useFocusFinders, webLightTheme } from '@fluentui/react-components';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter, useInRouterContext } from 'react-router-dom';
import { BlockingLoader } from '../components/blocking-loader';
import { AppToaster } from '../components/toaster';
import { createI18n } from '../i18n';
import { LoaderStore } from '../lib/loader';
import { ToastQueue } from '../lib/toast-queue';
import { AppServicesContext } from '../lib/services';
import type { AppServices, JotaiStore } from '../lib/services';
import { createEnvironment } from '../session/environment';
import type { LoginInput } from '../session/login';
import type { AppEnvironment, HostSession } from '../session/types';
import { AuthBootstrap } from './auth-bootstrap';
import { LocationTracker } from './location-history';
import { RouteFocus } from './route-focus';

export interface AppRootProps {
  /** The host's session. Omit for the standalone app, which uses the /login hand-off. */
  session?: HostSession;
  /** Where the app is mounted in the page's URL, e.g. '/users'. Default ''. */
  basename?: string;
  /** Overrides for redirects, storage, launchpad URL… (tests, unusual hosts). */
  environment?: Partial<AppEnvironment>;
  /** Tests: run on a memory router starting at these entries. */
  initialEntries?: string[];
  /**
   * A piece embedded in another app's page (the user card): no page-covering loader; the piece
   * shows its own loading state.
   */
  embedded?: boolean;
  /**
   * Where '/' leads in this root's routes, for a root whose routes hold the Users tab: a landing on
   * that tab asks for its first page as the session begins (./landing-prime.ts). Omitted, nothing
   * is asked before a screen renders.
   */
  home?: string;
  /**
   * Standalone: the launchpad's hand-off, taken from /login before the first render
   * (src/standalone/bootstrap.tsx); the root logs in with it once, on the screen it leads to.
   */
  handOff?: LoginInput;
  children: React.ReactNode;
}

/**
 * The app fills what its host gives it: the whole page standalone (#root is 100% high), the rest
 * of a flex column inside a host, so the tab shell's side pane runs the full height. A style, not a
 * class: Fluent copies the provider's classes onto every portal (the dropdowns' listboxes too).
 */
const PAGE_STYLE = { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '100%' } as const;

function normaliseBasename(basename: string | undefined): string {
  if (!basename || basename === '/') return '';
  return `/${basename.replace(/^\/+|\/+$/g, '')}`;
}

export function AppRoot({ session, basename, environment, initialEntries, embedded = false, home, handOff, children }: AppRootProps): React.JSX.Element {
  const inHostRouter = useInRouterContext();
  const toasterId = `users-toaster-${useId()}`;
  const mountPath = normaliseBasename(basename);
  const [store, setStore] = useState(() => createStore());
  const resetState = useCallback((prepare?: (fresh: JotaiStore) => void) => {
    const fresh = createStore();
    prepare?.(fresh);
    setStore(fresh);
  }, []);
  const [i18n] = useState(() => createI18n(session?.locale));
  // The root's lang follows the language, so screen readers and fonts switch with the texts.
  const [language, setLanguage] = useState(() => i18n.language);
  useEffect(() => {
    const changed = (next: string) => setLanguage(next);
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [i18n]);
  const [loader] = useState(() => new LoaderStore());
  const [toasts] = useState(() => new ToastQueue());
  const [env] = useState(() => createEnvironment(session ? { storage: undefined, ...environment } : environment));
  const rootElement = useRef<HTMLDivElement>(null);

  const services = useMemo<AppServices>(
    () => ({ environment: env, loader, toasterId, toasts, mountPath, basePath: inHostRouter ? mountPath : '', host: session, home, resetState }),
    [env, loader, toasterId, toasts, mountPath, inHostRouter, session, home, resetState],
  );

  const content = (
    <>
      <LocationTracker />
      {/* A route change moves the focus to the new screen's heading; an embedded piece has no screens. */}
      {embedded ? null : <RouteFocus root={rootElement} />}
      <AuthBootstrap handOff={session ? undefined : handOff} />
      {children}
    </>
  );
  let routed: React.ReactNode = content;
  if (initialEntries) routed = <MemoryRouter initialEntries={initialEntries}>{content}</MemoryRouter>;
  else if (!inHostRouter) routed = <BrowserRouter basename={mountPath || undefined}>{content}</BrowserRouter>;

  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider ref={rootElement} theme={webLightTheme} lang={language} style={embedded ? undefined : PAGE_STYLE}>
          <AppServicesContext.Provider value={services}>
            <KeepTabster />
            {/* A root starting in a language whose texts are still loading (src/i18n) shows nothing until they are in. */}
            <Suspense fallback={null}>
              {routed}
              <AppToaster />
              {embedded ? null : <BlockingLoader />}
            </Suspense>
          </AppServicesContext.Provider>
        </FluentProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}

/**
 * Holds Fluent's focus manager (tabster) for the app's lifetime. Without a holder, a route change
 * that unmounts the last component using it (a dialog whose Proceed navigates) disposes it before
 * it takes its modal's aria-hidden off the page (microsoft/tabster#530): the next screen stays
 * hidden from screen readers.
 */
function KeepTabster(): null {
  useFocusFinders();
  return null;
}
