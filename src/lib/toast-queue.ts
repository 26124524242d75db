/**
 * A root's toasts on their way to its Toaster. The Toaster's code (Fluent's toast, motion and
 * portal packages) is not needed for a first screen, so it loads after it
 * (src/components/toaster.tsx); a toast raised before it is in (a refused login) waits here and is
 * shown the moment it mounts, in order.
 */

export type NotifyIntent = 'info' | 'success' | 'warning' | 'error';

export interface QueuedToast {
  message: string;
  intent: NotifyIntent;
}

export class ToastQueue {
  private pending: QueuedToast[] = [];
  private listener: ((toast: QueuedToast) => void) | undefined;
  private readonly waiting = new Set<() => void>();

  push(toast: QueuedToast): void {
    if (this.listener) return this.listener(toast);
    this.pending.push(toast);
    this.waiting.forEach((wanted) => wanted());
  }

  /** Calls `wanted` when a toast waits for the Toaster (at once if one does); returns an unsubscribe. */
  onWanted(wanted: () => void): () => void {
    if (this.pending.length > 0) wanted();
    this.waiting.add(wanted);
    return () => this.waiting.delete(wanted);
  }

  /** The Toaster takes every toast from now on, the waiting ones first; returns a detach function. */
  attach(listener: (toast: QueuedToast) => void): () => void {
    this.listener = listener;
    const waiting = this.pending;
    this.pending = [];
    waiting.forEach(listener);
    return () => {
      if (this.listener === listener) this.listener = undefined;
    };
  }
}
