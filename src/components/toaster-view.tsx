/**
 * The root's Fluent Toaster, in its own chunk (./toaster.tsx loads it after the first screen):
 * every toast lasts 3000 ms, appears at the top and carries a 'Dismiss' button (spec section 8).
 */
import { useEffect } from 'react';
import { Link, Toast, ToastTitle, ToastTrigger, Toaster, useToastController } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../lib/services';

export const TOAST_TIMEOUT_MS = 3000;

export function ToasterView(): React.JSX.Element {
  const { toasterId, toasts } = useAppServices();
  const { dispatchToast } = useToastController(toasterId);
  const { t } = useTranslation();
  // After the Toaster's own effects (a child's run first): it listens by then.
  useEffect(
    () =>
      toasts.attach(({ message, intent }) =>
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
        ),
      ),
    [toasts, dispatchToast, t],
  );
  return <Toaster toasterId={toasterId} position="top" limit={4} />;
}
