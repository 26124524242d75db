/**
 * After a route change inside the app, the focus goes to the new screen's heading (`ScreenHeading`,
 * src/components/screen-heading.tsx): a screen reader announces the screen, and the next Tab goes
 * on from its top instead of from the top of the page.
 *
 * - Only the path counts: a change of the query alone (the Users tab's filters, ?groupId= on the
 *   Permissions tab) never moves the focus, so typing in a filter keeps it.
 * - Not on the first load: the paths a load passes through (the /login hand-off, / to the home
 *   tab, a guard's redirect) end on the first screen, and the focus stays where the page put it.
 *   The load is over once a screen heading has shown.
 * - Screens load their code lazily and may show a loading state first, so the heading is waited
 *   for (a MutationObserver, at most HEADING_WAIT_MS), and only inside this root's own element:
 *   in a host, the host's headings are never taken.
 * - If the user has put the focus somewhere else meanwhile, it stays there: the focus moves only
 *   while it is still on nothing, on what started the navigation, or on an element now removed.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { SCREEN_HEADING_ATTRIBUTE } from '../components/screen-heading';
import { useAppServices } from '../lib/services';

/** How long a route change waits for its screen's heading (code loading, a guard) before giving up. */
export const HEADING_WAIT_MS = 10_000;

const HEADING_SELECTOR = `[${SCREEN_HEADING_ATTRIBUTE}]`;

/** The focus is where the navigation left it: nowhere, on what started it, or on a removed element. */
function focusIsFree(trigger: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === trigger || !active.isConnected;
}

/** True while a path is the app's own: in a host's router, under the app's mount path. */
function insideApp(basePath: string, pathname: string): boolean {
  return !basePath || pathname === basePath || pathname.startsWith(`${basePath}/`);
}

export interface RouteFocusProps {
  /** The root's own element: headings are looked for inside it only. */
  root: RefObject<HTMLElement | null>;
}

export function RouteFocus({ root }: RouteFocusProps): null {
  const { pathname } = useLocation();
  const { basePath } = useAppServices();
  const inside = insideApp(basePath, pathname);
  // Whether a screen heading has shown since this root mounted: until then the app is loading.
  const loaded = useRef(false);
  // The path on screen, set in the commit that changes it: before any MutationObserver callback,
  // so the previous path's observer never takes the next path's screen for its own.
  const committed = useRef(pathname);
  useLayoutEffect(() => {
    committed.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const container = root.current;
    if (!container || !inside) return undefined;
    const moveFocus = loaded.current;
    const trigger = document.activeElement;

    /** True once there is nothing more to do for this path. */
    const settle = (): boolean => {
      if (committed.current !== pathname) return true;
      const headings = Array.from(container.querySelectorAll<HTMLElement>(HEADING_SELECTOR));
      if (headings.length === 0) return false;
      loaded.current = true;
      if (!moveFocus || !focusIsFree(trigger)) return true;
      // A heading that cannot take the focus (the screen being left, hidden while the next one
      // suspends) is not the one: try the next, or wait for the next change.
      return headings.some((heading) => {
        heading.focus();
        return document.activeElement === heading;
      });
    };
    if (settle()) return undefined;

    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = moveFocus ? window.setTimeout(() => stop(), HEADING_WAIT_MS) : undefined;
    function stop(): void {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return stop;
  }, [pathname, inside, root]);

  return null;
}
