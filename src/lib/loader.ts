/**
 * The app-wide blocking loader ('Authenticating', 'Logging out', 'Fetching user details' ...),
 * framework-free so the OMS client (which only knows `dismissAfterError`) can dismiss it: after an
 * error answer it is dismissed 100 ms later, so a failed call never leaves the screen blocked.
 */

export interface LoaderState {
  visible: boolean;
  message: string;
}

/** The spec's loader dismissal delay after an error response. */
export const ERROR_DISMISS_DELAY_MS = 100;

type Listener = () => void;

export class LoaderStore {
  private state: LoaderState = { visible: false, message: '' };
  private readonly listeners = new Set<Listener>();
  private pendingDismiss: ReturnType<typeof setTimeout> | undefined;

  getSnapshot = (): LoaderState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  present(message: string): void {
    this.cancelPendingDismiss();
    this.set({ visible: true, message });
  }

  dismiss(): void {
    this.cancelPendingDismiss();
    if (this.state.visible) this.set({ visible: false, message: '' });
  }

  /** Dismisses after the spec's delay; a `present` in between keeps the loader up. */
  dismissAfterError(): void {
    this.cancelPendingDismiss();
    this.pendingDismiss = setTimeout(() => {
      this.pendingDismiss = undefined;
      this.dismiss();
    }, ERROR_DISMISS_DELAY_MS);
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
