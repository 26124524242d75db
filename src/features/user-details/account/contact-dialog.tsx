/**
 * Add or edit one contact field. The value is trimmed; empty keeps the dialog open with 'Please
 * enter a value', an invalid email with 'Invalid email address.'; an unchanged edit just closes; a
 * failed save keeps it open with what was typed (the card says why).
 */
import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkContactValue } from '../../../lib/validation';
import type { ContactKind } from '../../../lib/validation';
import { CONTACT_TEXTS } from './contact-texts';
import { FormDialog } from '../../../components/form-dialog';

export interface ContactDialogProps {
  open: boolean;
  kind: ContactKind;
  /** The current value when editing. */
  original?: string;
  onClose: () => void;
  /** Resolves true once saved; on false the dialog stays open with what was typed. */
  onSave: (value: string) => Promise<boolean>;
}

/** Give it a new key on each opening: the field starts from `original`. */
export function ContactDialog({ open, kind, original, onClose, onSave }: ContactDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const texts = CONTACT_TEXTS[kind];
  const [value, setValue] = useState(original ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const check = checkContactValue(kind, value, original);
    if (check.result === 'empty') return setError(t('Please enter a value'));
    if (check.result === 'invalid-email') return setError(t('Invalid email address.'));
    if (check.result === 'unchanged') return onClose();
    setBusy(true);
    const saved = await onSave(check.value);
    // Saved: it stays busy while it closes, so a late second click does not save again.
    if (saved) onClose();
    else setBusy(false);
  };

  return (
    <FormDialog open={open} title={t(original === undefined ? texts.addTitle : texts.editTitle)} onClose={onClose} onSubmit={() => void submit()} busy={busy}>
      <Field label={t(texts.label)} validationState={error ? 'error' : 'none'} validationMessage={error}>
        <Input
          type={kind === 'email' ? 'email' : kind === 'phoneNumber' ? 'tel' : 'text'}
          value={value}
          placeholder={t(texts.label)}
          onChange={(_e, data) => {
            setValue(data.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
