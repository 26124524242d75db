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
import { readHandOff } from '../session/hand-off';
import { readLoginInput } from '../session/storage';
import { useLogin } from './use-login';

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
