/**
 * The app's one Toaster and `useNotify`. The Toaster's code (./toaster-view.tsx, its own chunk)
 * loads after the first screen — 2 s after the root mounts, or as soon as a toast is raised — so
 * the first screen's code carries none of it; a toast raised before waits in the root's queue
 * (src/lib/toast-queue.ts) and shows when it is in.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../lib/services';
import type { NotifyIntent } from '../lib/toast-queue';

const ToasterView = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster-view').then((module) => ({ default: module.ToasterView })));

/** How long after the root mounts the Toaster's code loads when no toast asked for it sooner. */
export const TOASTER_LOAD_DELAY_MS = 2000;

export function AppToaster(): React.JSX.Element | null {
  const { toasts } = useAppServices();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, TOASTER_LOAD_DELAY_MS);
    const stop = toasts.onWanted(want);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [toasts, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

export type Notify = (message: string, intent?: NotifyIntent) => void;

/** Shows an already-translated message as a toast. */
export function useNotify(): Notify {
  const { toasts } = useAppServices();
  return useCallback((message: string, intent: NotifyIntent = 'info') => toasts.push({ message, intent }), [toasts]);
}
