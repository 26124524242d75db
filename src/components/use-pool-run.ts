/**
 * A screen's run of many items through src/setup/run-pool.ts (a bulk action's users, a file's
 * users to offboard): its phase for the buttons, Pause / Resume / Cancel, and one run at a time —
 * a double click starts one run. While a run is under way (running or paused), leaving the page
 * (reload, closing the tab, a full navigation) asks first: the browser would abort the writes in
 * flight and never send the rest, and what was written would be known nowhere.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PoolControl } from '../setup/run-pool';
import type { RunControl } from '../setup/run-pool';

export type PoolPhase = 'idle' | 'running' | 'paused' | 'finished';

export function usePoolRun() {
  const [phase, setPhase] = useState<PoolPhase>('idle');
  const control = useRef(new PoolControl());
  const inFlight = useRef(false);

  /** Runs `work` with a fresh control, unless a run is in flight (then nothing). */
  const run = useCallback(async (work: (control: RunControl) => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    control.current = new PoolControl();
    setPhase('running');
    try {
      await work(control.current);
    } finally {
      inFlight.current = false;
      setPhase('finished');
    }
  }, []);
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

  const underWay = phase === 'running' || phase === 'paused';
  useEffect(() => {
    if (!underWay) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [underWay]);

  return { phase, run, pause, resume, cancel, reset };
}
