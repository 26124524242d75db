/**
 * /user-quick-setup/{partyId}: the template form, then the setup run as a checklist. Validation
 * first (one toast, nothing saved), then the username clash check, then the steps (setup-run.ts).
 * After a failure the form stays as it was; 'Retry' (or finishing again) resumes from what failed,
 * and the user details show the partial state meanwhile.
 */
import { useMemo, useState } from 'react';
import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { useConfirm } from '../../components/confirm-dialog';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { useReference } from '../../reference/hooks';
import { SetupChecklist } from './setup-checklist';
import { SetupCompleteDialog } from './setup-complete-dialog';
import { SetupFields } from './setup-fields';
import { initialForm, validateSetupForm } from '../../setup/setup-form';
import type { SetupForm, SetupUser } from '../../setup/setup-form';
import { planSetup } from '../../setup/setup-plan';
import { DEFAULT_TEMPLATE_ID, templateById } from '../../setup/templates';
import type { TemplateId } from '../../setup/templates';
import { useSetupRun, useSetupUser } from './use-quick-setup';
import { isFacilityLogin } from '../../party/party';
import { listIn } from '../../lib/lists';
import { STEP_LABELS } from '../../setup/step-labels';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  card: { maxWidth: '640px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function QuickSetupPage({ partyId }: { partyId: string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [user, retryUser] = useSetupUser(partyId);
  const [stores, retryStores] = useReference('productStores');

  let content: React.ReactNode;
  if (user.state === 'loading' || stores.state === 'loading') content = <LoadingState label={t('Fetching user details')} />;
  else if (user.state === 'hasError') content = <ErrorState message={t('Failed to fetch user data')} onRetry={retryUser} />;
  else if (stores.state === 'hasError') content = <ErrorState message={t('Something went wrong.')} onRetry={retryStores} />;
  else if (!user.data) content = <EmptyState message={t('User not found')} />;
  else content = <QuickSetupForm user={user.data} storeIds={stores.data.map((store) => store.productStoreId)} />;

  return (
    <section className={styles.page} aria-labelledby="quick-setup-title">
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('Back')} onClick={() => navigate('/create-user')} />
        <ScreenHeading id="quick-setup-title">{t('Create user')}</ScreenHeading>
      </div>
      {content}
    </section>
  );
}

type Finish = 'details' | 'new';

function QuickSetupForm({ user, storeIds }: { user: SetupUser; storeIds: string[] }): React.JSX.Element {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();
  const facilityLogin = isFacilityLogin(user);
  const initialFacilityIds = useMemo(() => (facilityLogin ? user.facilityIds : []), [facilityLogin, user.facilityIds]);
  const [form, setForm] = useState<SetupForm>(() => initialForm(templateById(DEFAULT_TEMPLATE_ID), user, storeIds));
  const template = templateById(form.templateId);
  const { state, refused, running, run, reset } = useSetupRun(user);
  const [complete, setComplete] = useState<{ userLoginId: string; password?: string }>();
  const failed = state.some((step) => step.status === 'failed' || step.status === 'notRun');
  const detailsPath = `/user-details/${encodeURIComponent(user.partyId)}`;

  const changeTemplate = (templateId: TemplateId) => {
    setForm(initialForm(templateById(templateId), user, storeIds));
    reset();
  };

  const finish = async (mode: Finish) => {
    const messages = validateSetupForm(form, template, facilityLogin);
    if (messages.length > 0) {
      notify(messages.map((message) => t(message)).join(' '), 'error');
      return;
    }
    const steps = planSetup({ template, user, form, initialFacilityIds });
    let outcome: Awaited<ReturnType<typeof run>>;
    try {
      outcome = await run(steps);
    } catch {
      notify(t('Failed to quick setup user.'), 'error');
      return;
    }
    if (outcome.kind === 'busy') return;
    if (outcome.kind === 'duplicateLogin') {
      notify(t('Could not create login user: user with ID {{userLoginId}} already exists.', { userLoginId: outcome.userLoginId }), 'error');
      return;
    }
    if (outcome.kind === 'refused') {
      // The change policy refused some steps: never sent, and the finish says so (the checklist says why).
      notify(t('Not all of the setup ran. Not run: {{steps}}', { steps: listIn(i18n.language, outcome.refused.map((step) => `${t(STEP_LABELS[step.id])} (${t(step.reason)})`)) }), 'error');
      return;
    }
    if (outcome.kind === 'failed') {
      const serverMessage = outcome.state.find((step) => step.status === 'failed')?.message;
      notify(mode === 'details' && serverMessage ? serverMessage : t('Failed to quick setup user.'), 'error');
      return;
    }
    if (mode === 'new') navigate('/create-user');
    else if (steps.some((step) => step.id === 'login')) setComplete({ userLoginId: form.userLoginId.trim(), password: outcome.password });
    else navigate(detailsPath);
  };

  const setupManually = async () => {
    const confirmed = await confirm({
      message: t('Automatic user setup helps configure various settings to get them up and running with most frequently used settings. Are you sure you want to set up this user manually?'),
      confirmLabel: t('Setup manually'),
      cancelLabel: t('Cancel'),
    });
    if (confirmed) navigate(detailsPath);
  };

  return (
    <>
      <Card className={styles.card}>
        <SetupFields
          form={form}
          template={template}
          facilityLogin={facilityLogin}
          disabled={running}
          onChange={(update) => setForm((current) => ({ ...current, ...update }))}
          onTemplateChange={changeTemplate}
        />
      </Card>
      {state.length > 0 || refused.length > 0 ? (
        <Card className={styles.card} aria-label={t('Setup steps')}>
          <SetupChecklist state={state} refused={refused} />
          {failed && !running ? (
            <div className={styles.actions}>
              <Button appearance="primary" onClick={() => void finish('details')}>
                {t('Retry')}
              </Button>
              <AppLink to={detailsPath}>{t('Open user details')}</AppLink>
            </div>
          ) : null}
        </Card>
      ) : null}
      <div className={styles.actions}>
        {/* aria-disabled while the setup runs (disabledFocusable): a disabled button drops the focus to <body>. */}
        <Button appearance="primary" disabledFocusable={running} aria-busy={running} onClick={() => void finish('details')}>
          {t('Finish setup')}
        </Button>
        <Button disabledFocusable={running} onClick={() => void setupManually()}>
          {t('Setup manually')}
        </Button>
        <Button disabledFocusable={running} onClick={() => void finish('new')}>
          {t('Finish and create new user')}
        </Button>
      </div>
      {complete ? <SetupCompleteDialog open userLoginId={complete.userLoginId} password={complete.password} onProceed={() => navigate(detailsPath)} /> : null}
      {confirmDialog}
    </>
  );
}
