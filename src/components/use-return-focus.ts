/**
 * Focus back to a dialog's opener when the dialog closes (Escape, Cancel, Done, a save) or unmounts
 * while open. Fluent returns focus only to a `<DialogTrigger>`: the surface is tabster's restore
 * source and the trigger its restore target. The app's dialogs open through state (`useDialog`, a
 * row kept in state, `useConfirm`'s promise) with no trigger, so without this focus fell to <body>.
 * Every dialog of src/components (FormDialog, and the Select dialog on it, ConfirmDialog,
 * HistoryDialog) calls it, so whatever opens one gets its focus back; so does the one feature dialog
 * of its own with an opener (the Users tab's export progress).
 *
 *   const surface = useReturnFocus(open);
 *   <Dialog open={open}><DialogSurface ref={surface}>…</DialogSurface></Dialog>
 *
 * The opener is the element focused when the dialog opens, followed until focus enters the dialog: a
 * menu item that opened it hands focus to its menu button as the menu closes. Focus goes back only
 * when it was left in the closing dialog or fell to <body> (a close that moved it on, e.g. a
 * navigation, keeps it there). An opener no longer on the page (its row removed by the dialog's
 * write) hands it to the control now in its place, or the next (keep-focus.ts).
 */
import { useLayoutEffect, useRef } from 'react';
import { focusPlaceWhenReady, notePlace } from './keep-focus';
import type { Place } from './keep-focus';

export function useReturnFocus(open: boolean): React.RefObject<HTMLDivElement | null> {
  const surface = useRef<HTMLDivElement>(null);
  /** Counts the openings: a cleanup followed by a new opening is no close (React's StrictMode runs an effect twice). */
  const openings = useRef(0);
  /** The last opening's opener: StrictMode's second run finds the focus already in the dialog. */
  const lastOpener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before Fluent's (and the dialogs' own) effects move focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return undefined;
    // The counter itself (its latest count is wanted in the cleanup's timeout, not this run's).
    const counter = openings;
    const opening = ++counter.current;
    // The surface is on the page from the commit that opens the dialog until it has left.
    const dialog = surface.current;
    const page = dialog?.ownerDocument ?? document;
    const inDialog = (node: unknown) => node instanceof Node && Boolean(dialog?.contains(node));
    let opener: HTMLElement | null = inDialog(page.activeElement) ? lastOpener.current : null;
    // Where the opener is: a close that finds it gone (the row it belonged to removed meanwhile) gives the focus to what is there now.
    let place: Place | undefined = opener?.isConnected ? notePlace(opener) : undefined;
    const take = (element: unknown) => {
      if (element instanceof HTMLElement && element !== page.body && !element.hasAttribute('data-tabster-dummy') && !inDialog(element)) {
        opener = element;
        lastOpener.current = element;
        place = notePlace(element);
      }
    };
    take(page.activeElement);
    const follow = (event: FocusEvent) => {
      if (inDialog(event.target)) page.removeEventListener('focusin', follow, true);
      else take(event.target);
    };
    page.addEventListener('focusin', follow, true);
    return () => {
      page.removeEventListener('focusin', follow, true);
      const target: HTMLElement | null = opener;
      const targetPlace = place;
      if (!target) return;
      // After the close has rendered (a closing Fluent dialog stays on the page for its exit).
      setTimeout(() => {
        // Still open (StrictMode's second run): the focus stays in the dialog.
        if (counter.current !== opening) return;
        const active = page.activeElement;
        const lost = !active || active === page.body || !active.isConnected || inDialog(active);
        if (!lost) return;
        if (target.isConnected) target.focus();
        // What is in the opener's place may not be usable yet: the closed modal's aria-hidden is
        // lifted a little after it has left (focusPlaceWhenReady waits for it).
        else if (targetPlace) focusPlaceWhenReady(targetPlace, page, inDialog);
      }, 0);
    };
  }, [open]);
  return surface;
}
