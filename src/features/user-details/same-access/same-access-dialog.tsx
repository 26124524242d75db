/**
 * "Same access as…" (issue 20): pick another user, see how this user's security groups, product
 * stores and facilities differ from theirs (added / removed / kept), apply it through the one
 * association flow, and see each outcome. Every comparison reads both users afresh, so comparing
 * again after a failure, or after it all went through, plans only what is still different: a retry
 * never sends anything twice, and a second apply sends nothing.
 */
import { useMemo, useState } from 'react';
import { Button, Input, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleSwapRegular } from '@fluentui/react-icons/svg/people-swap';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useDialog } from '../../../components/use-dialog';
import { ErrorState, LoadingState } from '../../../components/states';
import type { UserParty } from '../../../oms/user-details';
import { referenceData, useReference } from '../../../reference/hooks';
import { isEmptyCopy, refusedAny } from './access-copy';
import { groupNameMap } from '../display';
import { CopyResults, CopyReview } from './same-access-review';
import type { Namer } from './same-access-review';
import { SectionView } from '../../../components/section-view';
import type { Comparison, CopyOutcome } from './use-access-copy';
import { useAccessCopy } from './use-access-copy';
import { useBusy } from '../use-details';
import { useUserSearch } from './use-user-search';
import { displayName } from '../../../party/party';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', maxHeight: '40vh', overflowY: 'auto' },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Step = { step: 'pick' } | { step: 'review'; comparison: Comparison } | { step: 'result'; comparison: Comparison; outcome: CopyOutcome };

export function SameAccessDialog({ party, open, onClose }: { party: UserParty; open: boolean; onClose: () => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { compare, apply } = useAccessCopy(party);
  const { busy, run } = useBusy();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const [step, setStep] = useState<Step>({ step: 'pick' });
  const [failure, setFailure] = useState<string | null>(null);
  const [found, retryFound] = useUserSearch(text, party.partyId);
  const [groupList] = useReference('securityGroups');
  const groupNames = useMemo(() => groupNameMap(referenceData(groupList)), [groupList]);
  const target = displayName(party);

  const name: Namer = (kind, key) => {
    if (kind === 'groups') return groupNames.get(key) || key;
    if (step.step === 'pick') return key;
    const { source, target: held } = step.comparison;
    if (kind === 'stores') return [...source.holdings.stores, ...held.stores].find((row) => row.productStoreId === key)?.storeName || key;
    return [...source.holdings.facilities, ...held.facilities].find((row) => row.facilityId === key)?.facilityName || key;
  };

  const compareWith = (partyId: string) =>
    run(async () => {
      setFailure(null);
      try {
        const comparison = await compare(partyId);
        if (comparison) setStep({ step: 'review', comparison });
        else setFailure(t('User not found'));
      } catch {
        setFailure(t('Something went wrong.'));
      }
    });

  let submit: () => void;
  let submitLabel: string;
  let submitDisabled = false;
  let content: React.ReactNode;
  if (step.step === 'pick') {
    submit = () => void compareWith(chosen);
    submitLabel = t('Compare');
    submitDisabled = !chosen;
    content = (
      <>
        <Text>{t('Give {{name}} the same security groups, product stores and facilities as another user.', { name: target })}</Text>
        <Input type="search" aria-label={t('Search users')} placeholder={t('Search users')} value={text} onChange={(_event, data) => setText(data.value)} />
        <SectionView section={found} onRetry={retryFound}>
          {(users) =>
            users.length === 0 ? (
              <Text role="status">{t('No users found')}</Text>
            ) : (
              <RadioGroup className={styles.list} aria-label={t('Users')} value={chosen} onChange={(_event, data) => setChosen(data.value)}>
                {users.map((user) => (
                  <Radio
                    key={user.partyId}
                    value={user.partyId}
                    label={
                      <>
                        {user.name}
                        <span className={styles.secondary}>{user.userLoginId ?? user.partyId}</span>
                      </>
                    }
                  />
                ))}
              </RadioGroup>
            )
          }
        </SectionView>
      </>
    );
  } else if (step.step === 'review') {
    const { comparison } = step;
    const empty = isEmptyCopy(comparison.copy);
    submit = () =>
      void run(async () => {
        const outcome = await apply(comparison);
        setStep({ step: 'result', comparison, outcome });
      });
    submitLabel = t('Apply changes');
    submitDisabled = empty;
    content = (
      <>
        <Text>{t('{{name}} compared with {{other}}:', { name: target, other: comparison.source.name })}</Text>
        <CopyReview comparison={comparison} name={name} />
        {empty ? <Text role="status">{t(refusedAny(comparison.copy) ? 'Nothing to apply: what is left as it is says why.' : 'They already have the same access.')}</Text> : null}
      </>
    );
  } else {
    const { comparison, outcome } = step;
    submit = outcome.anyFailed ? () => void compareWith(comparison.source.partyId) : onClose;
    submitLabel = outcome.anyFailed ? t('Compare again') : t('Done');
    content = (
      <>
        <Text role="status">{outcome.anyFailed ? t('Some changes could not be made. Compare again to retry what is left.') : t('Access copied from {{name}}.', { name: comparison.source.name })}</Text>
        <CopyResults outcome={outcome} name={name} />
      </>
    );
  }

  return (
    <FormDialog
      open={open}
      steps
      title={t('Same access as…')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={submitLabel}
      submitDisabled={submitDisabled}
      extraActions={
        step.step === 'review' ? (
          <Button type="button" disabled={busy} onClick={() => setStep({ step: 'pick' })}>
            {t('Back')}
          </Button>
        ) : undefined
      }
    >
      {content}
      {busy && step.step !== 'result' ? <LoadingState label={step.step === 'pick' ? t('Comparing') : t('Applying')} /> : null}
      {failure ? <ErrorState message={failure} /> : null}
    </FormDialog>
  );
}

/** The page's "Same access as…" button (for a viewer who may change at least one of the kinds) and its dialog. */
export function SameAccessAction({ party }: { party: UserParty }): React.JSX.Element | null {
  const { t } = useTranslation();
  const { canCopy } = useAccessCopy(party);
  const dialog = useDialog();
  if (!canCopy) return null;
  return (
    <>
      <Button icon={<PeopleSwapRegular />} onClick={dialog.show}>
        {t('Same access as…')}
      </Button>
      {dialog.mounted ? <SameAccessDialog key={dialog.key} party={party} open={dialog.open} onClose={dialog.hide} /> : null}
    </>
  );
}
