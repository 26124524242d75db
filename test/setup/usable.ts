// `toBeUsable()`: a control a person can operate now. jest-dom's toBeEnabled() only reads
// `disabled`, but Fluent's `disabledFocusable` (a busy Save, Done while the cards read again) sets
// aria-disabled instead: the control is enabled, yet a click does nothing. Waiting for "enabled"
// there clicked too early and failed under load (restore-dialog.test, session 20).
export {};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- jest's matcher types are a global namespace
  namespace jest {
    interface Matchers<R> {
      /** Neither disabled (itself or by a disabled fieldset) nor aria-disabled. */
      toBeUsable(): R;
    }
  }
}

function why(element: Element): string | undefined {
  if (element.matches(':disabled')) return 'is disabled';
  const ariaDisabled = element.closest('[aria-disabled="true"]');
  if (ariaDisabled) return ariaDisabled === element ? 'is aria-disabled' : 'is inside an aria-disabled element';
  return undefined;
}

expect.extend({
  toBeUsable(received: unknown) {
    if (!(received instanceof Element)) return { pass: false, message: () => `expected an element, got ${String(received)}` };
    const reason = why(received);
    const shown = this.utils.printReceived(received.outerHTML.slice(0, 200));
    return reason
      ? { pass: false, message: () => `expected the element to be usable, but it ${reason}: ${shown}` }
      : { pass: true, message: () => `expected the element not to be usable, but it is: ${shown}` };
  },
});
