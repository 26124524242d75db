/**
 * /login: the launchpad hand-off. Reads token, oms, expirationTime, omsRedirectionUrl, partyId and
 * redirectedFrom from the query, logs in, and goes to the user (partyId) or home.
 */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../components/states';
import { useAppNavigate } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import { authErrorAtom, authStatusAtom } from '../session/atoms';
import { launchpadLoginUrl } from '../session/environment';
import type { LoginInput } from '../session/login';
import { readLoginInput } from '../session/storage';
import { useLogin } from './use-login';

export interface HandOff {
  input?: LoginInput;
  partyId?: string;
}

/** The hand-off parameters of a /login query; `input` is set only when token and oms are both there. */
export function readHandOff(params: URLSearchParams): HandOff {
  const token = params.get('token') ?? '';
  const oms = params.get('oms') ?? '';
  const expiration = Number(params.get('expirationTime'));
  const partyId = params.get('partyId') || undefined;
  if (!token || !oms) return { partyId };
  return {
    partyId,
    input: {
      token,
      oms,
      expirationTime: params.get('expirationTime') && Number.isFinite(expiration) ? expiration : undefined,
      omsRedirectionUrl: params.get('omsRedirectionUrl') || undefined,
      redirectedFrom: params.get('redirectedFrom') || undefined,
    },
  };
}

export function LoginPage(): React.JSX.Element {
  const [params] = useSearchParams();
  const status = useAtomValue(authStatusAtom);
  const error = useAtomValue(authErrorAtom);
  const login = useLogin();
  const navigate = useAppNavigate();
  const { environment, host, mountPath } = useAppServices();
  const { t } = useTranslation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const hasHandOffKeys = params.has('token') || params.has('oms');
    if (status === 'authenticated' && !hasHandOffKeys) {
      started.current = true;
      navigate('/', { replace: true });
      return;
    }
    if (status === 'authenticating') return;
    const { input, partyId } = readHandOff(params);
    started.current = true;
    if (!input) {
      // Already authenticated (a hosted root logs itself in; a standalone one may resume its tab's
      // session): go home. Otherwise only the launchpad can authenticate.
      const stored = host ? undefined : readLoginInput(environment.storage);
      if (host) navigate('/', { replace: true });
      else if (stored) void login(stored).then((outcome) => outcome.ok && navigate('/', { replace: true }));
      else environment.redirect(launchpadLoginUrl(environment, { appPath: mountPath }));
      return;
    }
    void login(input).then((outcome) => {
      if (outcome.ok) navigate(partyId ? `/user-details/${encodeURIComponent(partyId)}` : '/', { replace: true });
    });
  }, [params, status, login, navigate, environment, host, mountPath]);

  if (status === 'refused' && error) return <ErrorState message={t(error)} />;
  return <LoadingState label={t('Authenticating')} />;
}
