import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { LoaderStore } from '../lib/loader';
import { AppServicesContext } from '../lib/services';
import type { AppServices } from '../lib/services';
import { ToastQueue } from '../lib/toast-queue';
import type { QueuedToast } from '../lib/toast-queue';
import { recordingEnvironment } from '../../test/render';
import { runPool } from '../setup/run-pool';
import type { ItemStatus } from '../setup/run-pool';
import { RunButtons } from './run-buttons';
import { usePoolRun } from './use-pool-run';
import type { RunOutcome } from './use-pool-run';

/** A root's services and texts around the harness, its toasts recorded. */
function withServices(children: React.ReactNode): { element: React.JSX.Element; toasts: QueuedToast[] } {
  const toasts: QueuedToast[] = [];
  const queue = new ToastQueue();
  queue.attach((toast) => toasts.push(toast));
  const services: AppServices = { environment: recordingEnvironment(), loader: new LoaderStore(), toasterId: 'toaster', toasts: queue, basePath: '', mountPath: '', resetState: () => undefined };
  const element = (
    <I18nextProvider i18n={createI18n()}>
      <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
    </I18nextProvider>
  );
  return { element, toasts };
}

/** A run with a start button where the run's buttons then appear, as the screens have it. */
function Harness({ work, leavable = false }: { work: Parameters<ReturnType<typeof usePoolRun>['run']>[0]; leavable?: boolean }) {
  const { phase, run, pause, resume, cancel, leave } = usePoolRun('Block login');
  return (
    <FluentProvider>
      {phase === 'idle' ? (
        <button type="button" onClick={() => void run(work)}>
          Start
        </button>
      ) : null}
      <RunButtons phase={phase} onPause={pause} onResume={resume} onCancel={cancel} />
      <output>{phase}</output>
      <button type="button" disabled={phase === 'running' || phase === 'paused'}>
        Download results
      </button>
      {/* Its screen left while it stays mounted (a dialog closed under its run). */}
      {leavable ? (
        <button type="button" onClick={leave}>
          Leave
        </button>
      ) : null}
    </FluentProvider>
  );
}

/** A run that lasts until `finish` is called. */
function openRun() {
  let finish = () => undefined as void;
  const done = new Promise<RunOutcome>((resolve) => {
    finish = resolve;
  });
  return {
    work: () => done,
    finish: () =>
      act(async () => {
        finish();
        await done;
      }),
  };
}

describe('RunButtons and usePoolRun', () => {
  it('a double click on Start starts the run and does not pause it: the second click lands on Pause and is ignored', async () => {
    const user = userEvent.setup();
    const { work, finish } = openRun();
    render(withServices(<Harness work={work} />).element);
    // A browser sends the second click of a double click to what is under the pointer by then:
    // the Pause button that took Start's place, with the click's count (detail) 2.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }), { detail: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('running');
    // A single click (or the keyboard) still pauses, resumes and cancels.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('paused');
    screen.getByRole('button', { name: 'Resume' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('running');
    await finish();
    expect(screen.getByRole('status')).toHaveTextContent('finished');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('keeps the keyboard focus: Pause becomes Resume in place, and when the run ends the focus goes to the next control', async () => {
    const user = userEvent.setup();
    const { work, finish } = openRun();
    render(withServices(<Harness work={work} />).element);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    screen.getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await finish();
    // Pause is gone; the focus is not left on <body> but on what follows, enabled once the run is over.
    expect(screen.getByRole('button', { name: 'Download results' })).toHaveFocus();
  });

  it('asks before the page is left while a run is under way (running or paused), not before or after', async () => {
    const user = userEvent.setup();
    const { work, finish } = openRun();
    render(withServices(<Harness work={work} />).element);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(leave()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(leave()).toBe(true);
    await finish();
    expect(screen.getByRole('status')).toHaveTextContent('finished');
    expect(leave()).toBe(false);
  });

  /** Three items run `concurrency` at a time (one by default); each waits until `next` lets one finish. */
  function threeItems(concurrency = 1) {
    const waiting: Array<() => void> = [];
    const started: number[] = [];
    const work = (control: Parameters<typeof runPool>[4]['control']) =>
      runPool([1, 2, 3], (item) => item, () => ({ status: 'waiting' as ItemStatus }), async (item) => {
        started.push(item);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return { status: 'done' as ItemStatus };
      }, { concurrency, control, onItem: () => undefined }).then((states) => states.values());
    const next = () => act(async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return { work, started, next };
  }

  it('leaving its screen mid-run stops the run as Cancel would (the item in flight finishes) and a toast then says what was done', async () => {
    const { work, started, next } = threeItems();
    const { element, toasts } = withServices(<Harness work={work} />);
    const view = render(element);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(started).toEqual([1]);
    view.unmount();
    expect(toasts).toEqual([]);
    await next();
    expect(started).toEqual([1]);
    expect(toasts).toEqual([{ message: 'Block login was stopped when its screen was left: 1 done, 0 failed, 2 not run.', intent: 'info' }]);
  });

  it('a screen that stays mounted when it is left (leave(): a dialog closed under its run) stops the run and says so, as an unmount would', async () => {
    const { work, started, next } = threeItems();
    const { element, toasts } = withServices(<Harness work={work} leavable />);
    render(element);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(started).toEqual([1]);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(toasts).toEqual([]);
    await next();
    expect(started).toEqual([1]);
    expect(toasts).toEqual([{ message: 'Block login was stopped when its screen was left: 1 done, 0 failed, 2 not run.', intent: 'info' }]);
  });

  it('a run whose every item was in flight when its screen was left says it finished', async () => {
    const { work, started, next } = threeItems(3);
    const { element, toasts } = withServices(<Harness work={work} />);
    const view = render(element);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    view.unmount();
    await next();
    await next();
    await next();
    expect(started).toEqual([1, 2, 3]);
    expect(toasts).toEqual([{ message: 'Block login finished after its screen was left: 3 done, 0 failed.', intent: 'info' }]);
  });

  it('a run whose screen stays (under StrictMode, whose second effect run is no leave) runs every item and raises no toast', async () => {
    const { work, started, next } = threeItems();
    const { element, toasts } = withServices(
      <StrictMode>
        <Harness work={work} />
      </StrictMode>,
    );
    render(element);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await next();
    await next();
    await next();
    expect(started).toEqual([1, 2, 3]);
    expect(screen.getByRole('status')).toHaveTextContent('finished');
    expect(toasts).toEqual([]);
  });
});
