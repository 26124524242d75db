/**
 * 'Edit' of a security group: its name and description, saved through service/updateSecurityGroup
 * ('Failed to update security group.' on failure, the dialog stays open with what was typed).
 */
import { useState } from 'react';
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { useBusy } from '../../lib/use-busy';
import type { SecurityGroup } from '../../oms/security-groups';
import { DESCRIPTION_MAX } from './group-form';
import { usePermissionActions } from './use-permission-actions';

export function GroupEditDialog({ group, onClose }: { group: SecurityGroup; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const { updateGroup } = usePermissionActions();
  const { busy, run } = useBusy();
  const [groupName, setGroupName] = useState(group.groupName ?? '');
  const [description, setDescription] = useState(group.description ?? '');
  const nameMissing = groupName.trim() === '';

  const submit = () =>
    void run(async () => {
      if (await updateGroup({ groupId: group.groupId, groupName: groupName.trim(), description: description.trim() })) onClose();
    });

  return (
    <FormDialog open title={t('Edit')} onClose={onClose} onSubmit={submit} busy={busy} submitLabel={t('Save')} submitDisabled={nameMissing}>
      <Field label={t('Name')} validationMessage={nameMissing ? t('Security group name is required.') : undefined}>
        <Input value={groupName} onChange={(_event, data) => setGroupName(data.value)} />
      </Field>
      <Field label={t('Description')} hint={`${description.length}/${DESCRIPTION_MAX}`}>
        <Textarea value={description} maxLength={DESCRIPTION_MAX} onChange={(_event, data) => setDescription(data.value)} />
      </Field>
    </FormDialog>
  );
}
