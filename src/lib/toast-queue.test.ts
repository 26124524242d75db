import { ToastQueue } from './toast-queue';

describe('toasts on their way to the Toaster', () => {
  it('keeps what is raised before the Toaster is in, and hands it over in order when it attaches', () => {
    const queue = new ToastQueue();
    const wanted = jest.fn();
    queue.onWanted(wanted);
    queue.push({ message: 'Login failed', intent: 'error' });
    queue.push({ message: 'Saved', intent: 'success' });
    expect(wanted).toHaveBeenCalledTimes(2);
    const shown: string[] = [];
    const detach = queue.attach((toast) => shown.push(`${toast.intent}: ${toast.message}`));
    expect(shown).toEqual(['error: Login failed', 'success: Saved']);
    queue.push({ message: 'Later', intent: 'info' });
    expect(shown).toEqual(['error: Login failed', 'success: Saved', 'info: Later']);
    // Attached, a toast no longer asks for the Toaster.
    expect(wanted).toHaveBeenCalledTimes(2);
    detach();
    queue.push({ message: 'Kept', intent: 'warning' });
    expect(shown).toHaveLength(3);
    const late = jest.fn();
    queue.onWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
