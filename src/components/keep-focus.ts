/**
 * A focused control that goes away (a run's Pause and Cancel once the run ends, a row's actions
 * once the row is removed) leaves the focus on <body>: a screen reader loses its place, and inside
 * a dialog Escape no longer reaches it. As a ref callback (React detaches a ref while the element is
 * still in the page), `useKeepFocusWhenRemoved` notes, if the element holds the focus as it goes,
 * where it was: its container and the control before it. Once the commit is over, unless
 * something else has the focus by then, the first control in that place takes it — what the commit
 * put there (an email's Add in place of its menu) or else what followed, within its dialog or its
 * screen: when those went too (a route change), the focus is left to the route's own handling.
 */

import { useCallback, useRef } from 'react';
import { SCREEN_HEADING_ATTRIBUTE } from './screen-heading';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Fluent's layers over the page (toasts, menus, popovers, dialogs) each have a portal node. */
const PORTAL = '[data-portal-node]';

function usable(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && !element.closest('[aria-hidden="true"], [inert]');
}

/** The element's containers, nearest first, up to its dialog or its screen (the container of a screen heading), or the page. */
function containers(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let container = element.parentElement; container; container = container.parentElement) {
    found.push(container);
    if (container.matches('[role="dialog"], [role="alertdialog"]') || container.querySelector(`[${SCREEN_HEADING_ATTRIBUTE}]`)) break;
  }
  return found;
}

const follows = (candidate: Node, anchor: Node): boolean => Boolean(anchor.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Where a control is on the page, to give the focus to whatever is there once it has gone. */
export interface Place {
  /** Focuses the first usable control now in the place (what replaced the control) or else what followed it, but those `skip` says; false if none. */
  focusNext(skip?: (element: HTMLElement) => boolean): boolean;
}

/** Notes where `element` is: its containers, the controls before it and the controls after it, as they are now. */
export function notePlace(element: HTMLElement): Place {
  const scopes = containers(element);
  const layer = element.closest(PORTAL);
  const outermost = scopes[scopes.length - 1];
  const all = outermost ? [...outermost.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((candidate) => !element.contains(candidate)) : [];
  const before = all.filter((candidate) => !follows(candidate, element));
  const after = all.filter((candidate) => follows(candidate, element));
  const next = (skip: (element: HTMLElement) => boolean): HTMLElement | undefined => {
    // Its dialog or screen gone too (a route change): the focus is not this place's to give (src/app/route-focus.tsx moves it).
    if (outermost && !outermost.isConnected) return undefined;
    // Never into another layer (a toast, a menu: Fluent's portals) than the control's own.
    const wanted = (candidate: HTMLElement) => usable(candidate) && !skip(candidate) && candidate.closest(PORTAL) === layer;
    // The place starts after the last control before it still on the page (a run's Pause went with its Cancel).
    const anchor = before.findLast((candidate) => candidate.isConnected);
    if (before.length === 0 || anchor) {
      for (const scope of scopes.filter((container) => container.isConnected)) {
        const found = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => (!anchor || follows(candidate, anchor)) && wanted(candidate));
        if (found) return found;
      }
    }
    return after.find(wanted);
  };
  return {
    focusNext: (skip = () => false) => {
      const target = next(skip);
      target?.focus();
      return Boolean(target);
    },
  };
}

/**
 * Out of the window as it goes: a virtualised list unmounting a row scrolled away, not a control
 * removed under the person's eyes; focusing what follows it would scroll the page back.
 */
function scrolledAway(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return Boolean(view) && (box.bottom < 0 || box.top > (view?.innerHeight ?? 0));
}

/** How long a place with nothing usable in it is watched for what comes (a Retry's read, a modal's aria-hidden lifted): 50 × 100 ms. */
const WAIT_TRIES = 50;
const WAIT_MS = 100;

/**
 * Gives the focus to the place (`focusNext`) unless something else has it; when nothing usable is
 * there yet (a spinner while a Retry reads, the page still aria-hidden behind a closing modal),
 * tries again every 100 ms for up to 5 s, for as long as the focus is nowhere.
 */
export function focusPlaceWhenReady(place: Place, page: Document, skip?: (element: HTMLElement) => boolean, tries = WAIT_TRIES): void {
  const { activeElement, body } = page;
  if (activeElement && activeElement !== body && activeElement.isConnected && !skip?.(activeElement as HTMLElement)) return;
  if (!place.focusNext(skip) && tries > 0) setTimeout(() => focusPlaceWhenReady(place, page, skip, tries - 1), WAIT_MS);
}

/** What a removed element holding the focus does: notes its place, and after the commit gives the focus there. */
function handOnFocus(element: HTMLElement): void {
  if (!element.contains(element.ownerDocument.activeElement) || scrolledAway(element)) return;
  const place = notePlace(element);
  queueMicrotask(() => focusPlaceWhenReady(place, element.ownerDocument));
}

/**
 * A ref callback for one element: when it is removed while it holds the focus, the focus goes to
 * the control now in its place, or the next. It takes the ref's `null` (React detaches refs before
 * it removes the element), so it also works through a trigger that merges refs (Fluent's Menu and
 * Popover triggers, which drop a ref's cleanup).
 */
export function useKeepFocusWhenRemoved(): (element: HTMLElement | null) => void {
  const held = useRef<HTMLElement | null>(null);
  return useCallback((element: HTMLElement | null) => {
    if (element) {
      held.current = element;
      return;
    }
    const gone = held.current;
    held.current = null;
    if (gone) handOnFocus(gone);
  }, []);
}
