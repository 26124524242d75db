import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { useConfirm } from './confirm-dialog';

function Harness() {
  const [confirm, dialog] = useConfirm();
  // Every answer, in order: a test sees the one its own action caused, not an earlier one.
  const [answers, setAnswers] = useState<boolean[]>([]);
  return (
    <FluentProvider>
      <button
        type="button"
        onClick={async () => {
          const answer = await confirm({ title: 'Remove email', message: 'Are you sure?', confirmLabel: 'Remove', cancelLabel: 'Cancel' });
          setAnswers((previous) => [...previous, answer]);
        }}
      >
        ask
      </button>
      <output>{answers.length > 0 ? answers.join(',') : 'none'}</output>
      {dialog}
    </FluentProvider>
  );
}

describe('ConfirmDialog / useConfirm', () => {
  it('answers true on confirm, starts on the cancel button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'ask' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove email' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^true$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('answers false on cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^false$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('answers false on Escape and closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('alertdialog');
    // The status line is outside the modal dialog: Fluent's modalizer hides it from role queries once
    // it has run, which it does a moment after the dialog shows, so the query includes hidden nodes.
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^none$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^false$/));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
