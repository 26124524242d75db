/**
 * A focused control that goes away (a run's Pause and Cancel once the run ends) leaves the focus on
 * <body>: a screen reader loses its place, and inside a dialog Escape no longer reaches it. As a
 * ref callback (React 19 runs a ref's cleanup while the element is still in the page),
 * `keepFocusWhenRemoved` notes, if the element holds the focus as it goes, the controls that
 * follow it; once the commit is over, the first of them still on the page takes the focus, unless
 * something else has it by then.
 */

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function usable(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && !element.closest('[aria-hidden="true"], [inert]');
}

/** The focusables after `element` in document order, nearest container first (then the rest of each wider one). */
function followers(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let container = element.parentElement; container; container = container.parentElement) {
    for (const candidate of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (!element.contains(candidate) && element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING && !found.includes(candidate)) found.push(candidate);
    }
    if (container.matches('[role="dialog"], [role="alertdialog"]')) break;
  }
  return found;
}

/** A ref callback: when the element is removed while it holds the focus, the focus goes to the next control still there. */
export function keepFocusWhenRemoved(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  return () => {
    if (!element.contains(element.ownerDocument.activeElement)) return;
    const next = followers(element);
    queueMicrotask(() => {
      const { activeElement, body } = element.ownerDocument;
      if (activeElement && activeElement !== body && activeElement.isConnected) return;
      next.find(usable)?.focus();
    });
  };
}
