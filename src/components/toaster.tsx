/**
 * The app's one Toaster and `useNotify`: every toast lasts 3000 ms, appears at the top and carries
 * a 'Dismiss' button (spec section 8).
 */
import { useCallback } from 'react';
import { Link, Toast, ToastTitle, ToastTrigger, Toaster, useToastController } from '@fluentui/react-components';
import type { ToastIntent } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../lib/services';

export const TOAST_TIMEOUT_MS = 3000;

export function AppToaster(): React.JSX.Element {
  const { toasterId } = useAppServices();
  return <Toaster toasterId={toasterId} position="top" limit={4} />;
}

export type Notify = (message: string, intent?: ToastIntent) => void;

/** Shows an already-translated message as a toast. */
export function useNotify(): Notify {
  const { toasterId } = useAppServices();
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useTranslation();
  return useCallback(
    (message: string, intent: ToastIntent = 'info') => {
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link as="button">{t('Dismiss')}</Link>
              </ToastTrigger>
            }
          >
            {message}
          </ToastTitle>
        </Toast>,
        { timeout: TOAST_TIMEOUT_MS, position: 'top', intent, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    },
    [dispatchToast, t],
  );
}
