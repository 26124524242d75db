/**
 * A write's in-flight flag, shared by every screen that writes.
 */
import { useCallback, useRef, useState } from 'react';

/**
 * A write's in-flight flag: `busy` disables its buttons, and a second `run` while one is in flight
 * is ignored (no double submits).
 */
export function useBusy(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
