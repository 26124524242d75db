import { DISMISS_RETRY_DELAY_MS, ERROR_DISMISS_DELAY_MS, LoaderStore } from './loader';

describe('LoaderStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec constants: 100 ms after an error, a retry after 3000 ms', () => {
    expect(ERROR_DISMISS_DELAY_MS).toBe(100);
    expect(DISMISS_RETRY_DELAY_MS).toBe(3000);
  });

  it('dismisses a shown loader at once', () => {
    const loader = new LoaderStore();
    loader.present('Logging out');
    loader.dismiss();
    expect(loader.getSnapshot()).toEqual({ visible: false, message: '' });
  });

  it('retries a dismissal that found no loader after 3000 ms, hiding the loader presented meanwhile', () => {
    const loader = new LoaderStore();
    loader.dismiss();
    loader.present('Authenticating');
    jest.advanceTimersByTime(DISMISS_RETRY_DELAY_MS - 1);
    expect(loader.getSnapshot().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(loader.getSnapshot().visible).toBe(false);
  });

  it("the retry hides only the first loader after it, not a later action's", () => {
    const loader = new LoaderStore();
    loader.dismiss();
    loader.present('Authenticating');
    loader.dismiss();
    loader.present('Logging out');
    jest.advanceTimersByTime(DISMISS_RETRY_DELAY_MS);
    expect(loader.getSnapshot()).toEqual({ visible: true, message: 'Logging out' });
  });

  it('an error answer hides the loader 100 ms later and schedules no retry', () => {
    const loader = new LoaderStore();
    loader.present('Fetching user details');
    loader.dismissAfterError();
    jest.advanceTimersByTime(ERROR_DISMISS_DELAY_MS);
    expect(loader.getSnapshot().visible).toBe(false);
    loader.dismissAfterError();
    jest.advanceTimersByTime(ERROR_DISMISS_DELAY_MS);
    loader.present('Logging out');
    jest.advanceTimersByTime(DISMISS_RETRY_DELAY_MS * 2);
    expect(loader.getSnapshot()).toEqual({ visible: true, message: 'Logging out' });
  });

  it('a present within 100 ms of an error keeps the loader up', () => {
    const loader = new LoaderStore();
    loader.dismissAfterError();
    loader.present('Authenticating');
    jest.advanceTimersByTime(ERROR_DISMISS_DELAY_MS * 2);
    expect(loader.getSnapshot().visible).toBe(true);
  });
});
