/**
 * Open/close state of a modal that is mounted on first use and then stays mounted: Fluent's Dialog
 * must close through `open={false}` (unmounting an open Dialog leaves the page aria-hidden), and a
 * new `key` on each opening starts its fields (and its reads) afresh.
 */
import { useCallback, useState } from 'react';

export interface DialogState {
  open: boolean;
  /** Pass as the dialog's `key`. */
  key: number;
  /** Render the dialog only once it was opened (its reads start then). */
  mounted: boolean;
  show: () => void;
  hide: () => void;
}

export function useDialog(): DialogState {
  const [state, setState] = useState({ open: false, key: 0 });
  const show = useCallback(() => setState((current) => ({ open: true, key: current.key + 1 })), []);
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, key: state.key, mounted: state.key > 0, show, hide };
}
