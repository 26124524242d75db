/**
 * A dialog opened through state (no Fluent DialogTrigger) gives focus back to what opened it when it
 * closes: the app's dialogs (FormDialog, SelectDialog on it, ConfirmDialog, HistoryDialog) through
 * `useReturnFocus`, whatever opens them — `useDialog`, a row kept in state while the dialog shows
 * (the access review's 'Remove groups…', App access's 'Add to group…'), a menu item.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { Button, FluentProvider, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { FormDialog } from './form-dialog';
import { SelectDialog } from './select-dialog';
import { useDialog } from './use-dialog';

function ByUseDialog() {
  const dialog = useDialog();
  return (
    <>
      <Button onClick={dialog.show}>Rename…</Button>
      {dialog.mounted ? (
        <FormDialog key={dialog.key} open={dialog.open} title="Rename" onClose={dialog.hide} onSubmit={dialog.hide}>
          <input aria-label="Name" />
        </FormDialog>
      ) : null}
    </>
  );
}

/**
 * As the access review: the row is kept in state, the dialog shows (open) while there is one, and
 * a save records the decision (a render of the page) as the dialog goes.
 */
function ByRowInState() {
  const [row, setRow] = useState<string | null>(null);
  const [saved, setSaved] = useState<string[]>([]);
  return (
    <>
      {['ana', 'bo'].map((login) => (
        <Button key={login} onClick={() => setRow(login)}>{`Remove groups from ${login}`}</Button>
      ))}
      <output data-testid="saved">{saved.join(',')}</output>
      {row ? (
        <SelectDialog
          open
          title={`Groups of ${row}`}
          options={{ state: 'hasData', data: [{ id: 'CSR', label: 'CSR' }] }}
          initialSelection={[]}
          emptyText="None"
          errorText="Failed"
          onRetry={() => undefined}
          onClose={() => setRow(null)}
          onSave={async (selection) => setSaved([...selection])}
        />
      ) : null}
    </>
  );
}

function ByMenuItem() {
  const dialog = useDialog();
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button>More</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={dialog.show}>Edit</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog.mounted ? (
        <FormDialog key={dialog.key} open={dialog.open} title="Edit" onClose={dialog.hide} onSubmit={dialog.hide}>
          <input aria-label="Name" />
        </FormDialog>
      ) : null}
    </>
  );
}

/** A close that moves focus on (as a navigation does) keeps it there. */
function MovingOn() {
  const dialog = useDialog();
  const next = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={dialog.show}>Open</Button>
      <Button ref={next}>Elsewhere</Button>
      <FormDialog
        open={dialog.open}
        title="Moving on"
        onClose={dialog.hide}
        onSubmit={() => {
          dialog.hide();
          next.current?.focus();
        }}
      >
        <input aria-label="Name" />
      </FormDialog>
    </>
  );
}

function setup(ui: React.JSX.Element) {
  const user = userEvent.setup();
  render(<FluentProvider>{ui}</FluentProvider>);
  return user;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('focus back to the opener when a dialog closes', () => {
  it("under StrictMode (npm start's host): the focus stays in the open dialog, and goes back when it closes", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <FluentProvider>
          <ByUseDialog />
        </FluentProvider>
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Rename…' });
    await user.tab();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
    // React ran the dialog's effects twice: that cleanup is no close, the focus must not leave.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a FormDialog opened with the keyboard through useDialog: Escape, Cancel and submit', async () => {
    const user = setup(<ByUseDialog />);
    const opener = screen.getByRole('button', { name: 'Rename…' });
    await user.tab();
    expect(opener).toHaveFocus();
    for (const close of ['{Escape}', 'cancel', 'submit'] as const) {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
      if (close === '{Escape}') await user.keyboard(close);
      else await user.click(screen.getByRole('button', { name: close === 'cancel' ? 'Cancel' : 'Save' }));
      await dialogGone();
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it("a dialog shown while a row is kept in state (the access review's 'Remove groups…'): Escape and Save", async () => {
    const user = setup(<ByRowInState />);
    const opener = screen.getByRole('button', { name: 'Remove groups from bo' });
    await user.tab();
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Groups of bo' });
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: 'CSR' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(screen.getByTestId('saved')).toHaveTextContent('CSR');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opened from a menu item: back to the menu button (the item is gone with its menu)', async () => {
    const user = setup(<ByMenuItem />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.tab();
    await user.keyboard('{Enter}');
    // Fluent moves focus into the menu where there is layout; jsdom has none.
    const item = await screen.findByRole('menuitem', { name: 'Edit' });
    act(() => item.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('a close that moved focus on keeps it there', async () => {
    const user = setup(<MovingOn />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await dialogGone();
    // Longer than the restore's timer: focus stays where the close put it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
