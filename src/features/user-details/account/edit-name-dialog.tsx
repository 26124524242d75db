/**
 * 'Edit name': first and last name for a person, the name for a facility login (party group).
 */
import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UserParty } from '../../../oms/user-details';
import { FormDialog } from '../../../components/form-dialog';
import type { NameInput } from './use-profile-actions';
import { isFacilityLogin } from '../../../party/party';

export interface EditNameDialogProps {
  open: boolean;
  party: UserParty;
  onClose: () => void;
  /** Resolves true when saved; on false the dialog stays open with what was typed. */
  onSave: (name: NameInput) => Promise<boolean>;
}

/** Give it a new key on each opening: the fields start from the party's current name. */
export function EditNameDialog({ open, party, onClose, onSave }: EditNameDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const [name, setName] = useState<NameInput>({ firstName: party.firstName ?? '', lastName: party.lastName ?? '', groupName: party.groupName ?? '' });
  const [busy, setBusy] = useState(false);
  const group = isFacilityLogin(party);

  const submit = async () => {
    setBusy(true);
    const saved = await onSave(group ? { groupName: name.groupName } : { firstName: name.firstName, lastName: name.lastName });
    // Saved: it stays busy while it closes, so a late second click does not save again.
    if (saved) onClose();
    else setBusy(false);
  };

  return (
    <FormDialog open={open} title={t('Edit name')} onClose={onClose} onSubmit={() => void submit()} busy={busy}>
      {group ? (
        <Field label={t('Name')}>
          <Input value={name.groupName} onChange={(_e, data) => setName({ ...name, groupName: data.value })} />
        </Field>
      ) : (
        <>
          <Field label={t('First name')}>
            <Input value={name.firstName} onChange={(_e, data) => setName({ ...name, firstName: data.value })} />
          </Field>
          <Field label={t('Last name')}>
            <Input value={name.lastName} onChange={(_e, data) => setName({ ...name, lastName: data.value })} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
