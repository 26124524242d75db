/**
 * A screen's run of many items through src/setup/run-pool.ts (a bulk action's users, a file's
 * users to offboard): its phase for the buttons, Pause / Resume / Cancel, and one run at a time —
 * a double click starts one run. While a run is under way (running or paused), leaving the page
 * (reload, closing the tab, a full navigation) asks first: the browser would abort the writes in
 * flight and never send the rest, and what was written would be known nowhere.
 *
 * Leaving its screen inside the app (Back, a link of the host) cannot be asked about (that needs a
 * data router, and the host's is not one), so it stops the run as Cancel would: the items in flight
 * finish (an offboarding finishes its user), the rest are not run, and when the run has ended a
 * toast says so — `title` and the counts — on whatever screen the admin is on. A screen that stays
 * mounted while it is left (a dialog closed under its run: Back to another filter of the list it
 * was opened from) says so with `leave()`, to the same end.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolControl, poolProgress } from '../setup/run-pool';
import type { ItemStatus, RunControl } from '../setup/run-pool';
import { useNotify } from './toaster';

export type PoolPhase = 'idle' | 'running' | 'paused' | 'finished';

/** What a run's work resolves with: every item's final state, for the toast of a run its screen left. */
export type RunOutcome = Iterable<{ status: ItemStatus }> | void;

/** `title`: the run's name, translated ('Block login', 'Import users'), for that toast. */
export function usePoolRun(title: string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [phase, setPhase] = useState<PoolPhase>('idle');
  const control = useRef(new PoolControl());
  const inFlight = useRef(false);
  const left = useRef(false);

  /** Runs `work` with a fresh control, unless a run is in flight (then nothing). */
  const run = useCallback(
    async (work: (control: RunControl) => Promise<RunOutcome>): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      control.current = new PoolControl();
      setPhase('running');
      let outcome: RunOutcome;
      try {
        outcome = await work(control.current);
      } finally {
        inFlight.current = false;
        setPhase('finished');
      }
      if (left.current && outcome) {
        const { done, failed, notRun } = poolProgress(outcome, 0);
        const message =
          notRun > 0
            ? t('{{title}} was stopped when its screen was left: {{done}} done, {{failed}} failed, {{notRun}} not run.', { title, done, failed, notRun })
            : t('{{title}} finished after its screen was left: {{done}} done, {{failed}} failed.', { title, done, failed });
        notify(message, failed > 0 ? 'warning' : 'info');
      }
    },
    [notify, t, title],
  );
  const pause = useCallback(() => {
    control.current.pause();
    setPhase('paused');
  }, []);
  const resume = useCallback(() => {
    control.current.resume();
    setPhase('running');
  }, []);
  // A paused run goes on to finish what is in flight: it runs again until it ends.
  const cancel = useCallback(() => {
    control.current.cancel();
    setPhase((phase) => (phase === 'paused' ? 'running' : phase));
  }, []);
  const reset = useCallback(() => setPhase('idle'), []);
  /** Its screen was left: a run under way stops as Cancel would, and a toast says what it did once it ends. */
  const leave = useCallback(() => {
    if (!inFlight.current) return;
    left.current = true;
    control.current.cancel();
  }, []);

  // Its screen left mid-run: the rest is not run (a StrictMode remount is no leave: nothing runs yet).
  useEffect(() => {
    left.current = false;
    return leave;
  }, [leave]);

  const underWay = phase === 'running' || phase === 'paused';
  useEffect(() => {
    if (!underWay) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [underWay]);

  return { phase, run, pause, resume, cancel, reset, leave };
}
