/**
 * A dialog whose save succeeded takes no second submit while it closes: the second click of a
 * double click can land on its Save after a fast write (the parent's close has not removed it yet).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { ContactDialog } from './account/contact-dialog';
import { EditNameDialog } from './account/edit-name-dialog';

type Save = jest.Mock<Promise<boolean>, [unknown]>;

const DIALOGS: { name: string; render: (onSave: Save, onClose: () => void) => React.JSX.Element; field: string; value: string }[] = [
  {
    name: 'Edit name',
    render: (onSave, onClose) => <EditNameDialog open party={{ partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee' }} onClose={onClose} onSave={onSave} />,
    field: 'First name',
    value: 'Anne',
  },
  {
    name: 'Add email',
    render: (onSave, onClose) => <ContactDialog open kind="email" onClose={onClose} onSave={onSave} />,
    field: 'Email',
    value: 'anne@example.com',
  },
];

describe.each(DIALOGS)('$name dialog', ({ render: dialog, field, value }) => {
  /** Renders the dialog, types the value and presses Save once. */
  async function saveOnce(saved: boolean) {
    const user = userEvent.setup();
    const onSave: Save = jest.fn(async (_input: unknown) => saved);
    const onClose = jest.fn();
    render(<FluentProvider>{dialog(onSave, onClose)}</FluentProvider>);
    const input = screen.getByRole('textbox', { name: field });
    await user.clear(input);
    await user.type(input, value);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    return { user, onSave, onClose, input, save };
  }

  it('saves once when Save is pressed again after the save succeeded and before the dialog is gone', async () => {
    const { user, onSave, onClose, input, save } = await saveOnce(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await user.click(save);
    await user.type(input, '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    // It takes no click, but keeps the focus (aria-disabled): a browser drops a disabled button's.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toHaveAttribute('disabled');
  });

  it('takes the input again after a failed save', async () => {
    const { user, onSave, onClose, input, save } = await saveOnce(false);
    await waitFor(() => expect(save).toBeUsable());
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onClose).not.toHaveBeenCalled();
    expect(input).toHaveValue(value);
  });
});
