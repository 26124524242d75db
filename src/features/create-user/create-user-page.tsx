/**
 * /create-user: 'Create a new user', a person or (with 'Facility login') a facility login. Switching
 * the kind clears the form. 'Create User' validates, creates and moves on to the confirmation.
 */
import { useState } from 'react';
import { Button, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FacilityLoginFields, PersonFields } from './create-user-fields';
import { emptyForm } from '../../setup/create-user-form';
import { PageHeader } from '../../components/page-header';
import { useCreateUser } from './use-create-user';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px', width: '100%' },
  submit: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalS },
  offer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    maxWidth: '480px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
  },
});

export function CreateUserPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [form, setForm] = useState(() => emptyForm());
  const { create, creating, justCreated, openJustCreated, dismissJustCreated } = useCreateUser();
  const Fields = form.facilityLogin ? FacilityLoginFields : PersonFields;

  return (
    <section className={styles.page} aria-labelledby="create-user-title">
      <PageHeader id="create-user-title" title={t('Create a new user')} defaultBack="/tabs/users" />
      {justCreated ? (
        // A create whose answer was lost may have made this party: offered, never taken silently.
        <div className={styles.offer} role="alert">
          <Text>{t('A user named {{name}} was just created. Open it?', { name: justCreated.name })}</Text>
          <Button appearance="primary" onClick={openJustCreated}>
            {t('Open it')}
          </Button>
          <Button onClick={dismissJustCreated}>{t('No, create another')}</Button>
        </div>
      ) : null}
      {/* noValidate: the spec's rules run on submit and report in one toast, not the browser's bubbles. */}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create(form);
        }}
      >
        <Switch
          label={t('Facility login')}
          checked={form.facilityLogin}
          disabled={creating}
          onChange={(_event, data) => setForm(emptyForm(data.checked))}
        />
        <Fields form={form} onChange={setForm} />
        <Button
          type="submit"
          appearance="primary"
          className={styles.submit}
          // Busy, not disabled: it keeps the keyboard focus through a refused create (the second press is ignored by useBusy).
          disabledFocusable={creating}
          aria-busy={creating}
          icon={creating ? <Spinner size="tiny" /> : undefined}
        >
          {t('Create User')}
        </Button>
      </form>
    </section>
  );
}
