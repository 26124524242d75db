/**
 * Route guards: authentication (with the 'Authenticating' state) and app-action permissions with
 * the spec's toast and redirect rule.
 */
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../components/states';
import { useNotify } from '../components/toaster';
import { stripBase, useAppPath } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import type { AppAction } from '../catalog/users-app';
import { authErrorAtom, authStatusAtom } from '../session/atoms';
import { useHasAction } from '../session/hooks';
import { locationHistoryAtom } from './location-history';

export const ROUTE_DENIED_MESSAGE =
  'The requested page was not available to your user. Please contact your administrator to update your permissions.';

/** Renders children only with a session; otherwise 'Authenticating' (or why login was refused). */
export function RequireAuth({ children }: { children: React.ReactNode }): React.JSX.Element {
  const status = useAtomValue(authStatusAtom);
  const error = useAtomValue(authErrorAtom);
  const { t } = useTranslation();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'refused') return <ErrorState message={t(error ?? 'Something went wrong while login. Please contact administrator')} />;
  if (status === 'logging-out') return <LoadingState label={t('Logging out')} />;
  return <LoadingState label={t('Authenticating')} />;
}

/** Where a denied visitor goes: settings when they came from /login, / or nowhere; else back. */
export function deniedRedirectTarget(previous: string | undefined): string {
  if (!previous) return '/tabs/settings';
  const path = previous.split('?')[0];
  return path === '/login' || path === '/' ? '/tabs/settings' : previous;
}

/** Where a login that may open the app but not list users goes (src/catalog: USERS_LIST_VIEW): its own details. */
export const ME_PATH = '/tabs/me';

/**
 * Renders children for a login that may list users (USERS_LIST_VIEW); any other goes to the Me tab,
 * its own details, without a toast: Me is its home (the Users tab, Permissions, another user's or its
 * own details, the hand-off's partyId, creation, import, review).
 */
export function RequireUsersList({ children }: { children: React.ReactNode }): React.JSX.Element {
  const allowed = useHasAction('USERS_LIST_VIEW');
  const toPath = useAppPath();
  if (allowed) return <>{children}</>;
  return <Navigate to={toPath(ME_PATH)} replace />;
}

export function RequirePermission({ action, children }: { action: AppAction; children: React.ReactNode }): React.JSX.Element {
  const allowed = useHasAction(action);
  const history = useAtomValue(locationHistoryAtom);
  const notify = useNotify();
  const toPath = useAppPath();
  const { t } = useTranslation();
  const { basePath } = useAppServices();
  const location = useLocation();
  // The tracker's effect has not recorded this (denied) path yet when the guard first renders, so
  // the origin is the recorded `current` unless the tracker already caught up.
  const deniedPath = `${stripBase(basePath, location.pathname)}${location.search}`;
  const origin = history.current !== deniedPath ? history.current : history.previous;
  const [target] = useState(() => deniedRedirectTarget(origin));
  const notified = useRef(false);
  useEffect(() => {
    if (allowed || notified.current) return;
    notified.current = true;
    notify(t(ROUTE_DENIED_MESSAGE), 'error');
  }, [allowed, notify, t]);
  if (allowed) return <>{children}</>;
  return <Navigate to={toPath(target)} replace />;
}
