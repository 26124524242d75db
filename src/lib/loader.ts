/**
 * The app-wide blocking loader ('Authenticating', 'Logging out', 'Fetching user details' ...),
 * framework-free so the OMS client (which only knows `dismissAfterError`) can dismiss it: after an
 * error answer it is dismissed 100 ms later, so a failed call never leaves the screen blocked.
 * A `dismiss` that finds no loader yet (its `present` still to come) is tried once more 3000 ms
 * later (spec section 9), so a loader presented just after its own dismissal does not stay up.
 */

export interface LoaderState {
  visible: boolean;
  message: string;
}

/** The spec's loader dismissal delay after an error response. */
export const ERROR_DISMISS_DELAY_MS = 100;

/** The spec's retry of a dismissal that found no loader yet. */
export const DISMISS_RETRY_DELAY_MS = 3000;

type Listener = () => void;

export class LoaderStore {
  private state: LoaderState = { visible: false, message: '' };
  private readonly listeners = new Set<Listener>();
  private pendingDismiss: ReturnType<typeof setTimeout> | undefined;
  private pendingRetry: ReturnType<typeof setTimeout> | undefined;
  /** How many loaders have been presented: a retry dismisses only the first one after its request. */
  private presented = 0;

  getSnapshot = (): LoaderState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  present(message: string): void {
    this.cancelPendingDismiss();
    this.presented += 1;
    this.set({ visible: true, message });
  }

  /**
   * Hides the loader. With none shown yet, the dismissal is retried once after 3000 ms: it then
   * hides the loader presented first after this call (the one it was meant for), and no later one.
   */
  dismiss(): void {
    this.cancelPendingDismiss();
    if (this.state.visible) {
      this.hide();
      return;
    }
    if (this.pendingRetry !== undefined) clearTimeout(this.pendingRetry);
    const meantFor = this.presented + 1;
    this.pendingRetry = setTimeout(() => {
      this.pendingRetry = undefined;
      if (this.presented === meantFor) this.hide();
    }, DISMISS_RETRY_DELAY_MS);
  }

  /**
   * Dismisses after the spec's delay; a `present` in between keeps the loader up. No retry: an
   * error answer is no request to hide a loader that some later action presents.
   */
  dismissAfterError(): void {
    this.cancelPendingDismiss();
    this.pendingDismiss = setTimeout(() => {
      this.pendingDismiss = undefined;
      this.hide();
    }, ERROR_DISMISS_DELAY_MS);
  }

  private hide(): void {
    if (this.state.visible) this.set({ visible: false, message: '' });
  }

  private cancelPendingDismiss(): void {
    if (this.pendingDismiss !== undefined) clearTimeout(this.pendingDismiss);
    this.pendingDismiss = undefined;
  }

  private set(next: LoaderState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
