/**
 * /create-security-group: Name, Internal ID (derived from the name when left empty; at most 20
 * characters, checked as typed and on submit), Description with its counter. On success the new
 * group becomes current and the app goes to /add-permissions?groupId=… ; one group per double click.
 */
import { useState } from 'react';
import { Button, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../components/screen-heading';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { useBusy } from '../../lib/use-busy';
import { DESCRIPTION_MAX, deriveGroupId, groupIdTooLong, validateGroup } from './group-form';
import { usePermissionActions } from './use-permission-actions';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: '640px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function CreateSecurityGroupPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const notify = useNotify();
  const { createGroup } = usePermissionActions();
  const { busy, run } = useBusy();
  const [form, setForm] = useState({ groupName: '', groupId: '', description: '' });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const messages = validateGroup(form);
      if (messages.length > 0) {
        notify(messages.map((message) => t(message)).join(' '), 'error');
        return;
      }
      const groupId = form.groupId.trim() || deriveGroupId(form.groupName);
      const created = await createGroup({ groupId, groupName: form.groupName.trim(), description: form.description.trim() });
      if (created) navigate(`/add-permissions?groupId=${encodeURIComponent(created)}`);
    });
  };

  return (
    <section className={styles.page} aria-labelledby="create-group-title">
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('Back')} onClick={() => navigate('/tabs/permissions')} />
        <ScreenHeading id="create-group-title">{t('Create security group')}</ScreenHeading>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('Name')}>
          <Input
            value={form.groupName}
            onChange={(_event, data) => setForm((current) => ({ ...current, groupName: data.value }))}
            onBlur={() => setForm((current) => (current.groupId ? current : { ...current, groupId: deriveGroupId(current.groupName) }))}
          />
        </Field>
        <Field label={t('Internal ID')} validationMessage={groupIdTooLong(form.groupId) ? t('Internal ID cannot be more than 20 characters.') : undefined}>
          <Input value={form.groupId} onChange={(_event, data) => setForm((current) => ({ ...current, groupId: data.value }))} />
        </Field>
        <Field label={t('Description')} hint={`${form.description.length}/${DESCRIPTION_MAX}`}>
          <Textarea value={form.description} maxLength={DESCRIPTION_MAX} onChange={(_event, data) => setForm((current) => ({ ...current, description: data.value }))} />
        </Field>
        <div>
          {/* aria-disabled while it saves (disabledFocusable): a disabled button drops the focus to <body>. */}
          <Button type="submit" appearance="primary" disabledFocusable={busy} aria-busy={busy}>
            {t('Create security group')}
          </Button>
        </div>
      </form>
    </section>
  );
}
