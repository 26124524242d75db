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

export interface DialogForState<T> {
  /** What the dialog is about (a row, a request): kept after it closes, so it closes on the page. */
  value: T | null;
  open: boolean;
  /** Pass as the dialog's `key`: each opening starts afresh. */
  key: number;
  show: (value: T) => void;
  hide: () => void;
}

/**
 * `useDialog` for a dialog about something (a row, a lack): render it while `value` is set, with
 * `open` and `key`. Closing keeps the value, so the dialog closes through `open={false}` rather
 * than being unmounted while open (which leaves the page aria-hidden, microsoft/fluentui#35139).
 */
export function useDialogFor<T>(): DialogForState<T> {
  const [state, setState] = useState<{ value: T | null; open: boolean; key: number }>({ value: null, open: false, key: 0 });
  const show = useCallback((value: T) => setState((current) => ({ value, open: true, key: current.key + 1 })), []);
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}
