import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { RunButtons } from './run-buttons';
import { usePoolRun } from './use-pool-run';

/** A run with a start button where the run's buttons then appear, as the screens have it. */
function Harness({ work }: { work: () => Promise<void> }) {
  const { phase, run, pause, resume, cancel } = usePoolRun();
  return (
    <FluentProvider>
      {phase === 'idle' ? (
        <button type="button" onClick={() => void run(work)}>
          Start
        </button>
      ) : null}
      <RunButtons phase={phase} onPause={pause} onResume={resume} onCancel={cancel} />
      <output>{phase}</output>
    </FluentProvider>
  );
}

/** A run that lasts until `finish` is called. */
function openRun() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
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
    render(<Harness work={work} />);
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

  it('asks before the page is left while a run is under way (running or paused), not before or after', async () => {
    const user = userEvent.setup();
    const { work, finish } = openRun();
    render(<Harness work={work} />);
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
});
