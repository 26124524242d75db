/**
 * 'Add to group…' (issue 20's one-step fix): the functional groups that would give the user what
 * they lack, least privilege first, each with what else it would give them; only the groups the
 * change policy lets the viewer add this user to are offered (src/policy `offeredGroups`), and when
 * none is, its reasons say why. One confirmation decides again on the viewer's facts read at that
 * moment and adds the login to the chosen group, as a Cleared plan, through the screen's one
 * association flow (`AccessSource`: on user details the Clearance card's, with its texts); the
 * groups are read again, and App access with them.
 */
import { useMemo, useState } from 'react';
import { Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { SectionView } from '../../components/section-view';
import { useNotify } from '../../components/toaster';
import { useBusy } from '../../lib/use-busy';
import { clearPlan } from '../../policy/cleared';
import { decide } from '../../policy/policy';
import type { PolicyContext, PolicyTarget } from '../../policy/policy';
import { useFreshPolicyContext, usePolicyFacts } from '../../session/policy';
import type { AccessSource } from './access-source';
import type { GroupOffer } from './app-access';
import { useGroupOffers } from './use-group-offers';
import type { OfferRequest } from './use-group-offers';

/** How many other gains an offer names before "and N more". */
const GAINS_SHOWN = 4;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '50vh', overflowY: 'auto' },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

export interface AddToGroupDialogProps {
  source: AccessSource;
  /** What the user lacks, as shown ("Fulfillment", "Fulfillment: Ship orders"). */
  what: string;
  /** The user (the policy's target: their own user or not). */
  partyId: string;
  request: OfferRequest;
  text: (key: string) => string;
  onClose: () => void;
  /** Open unless closing (closed through `open={false}`, components/use-dialog.ts `useDialogFor`). */
  open?: boolean;
}

export function AddToGroupDialog({ source, partyId, what, request, text, onClose, open = true }: AddToGroupDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const freshPolicy = useFreshPolicyContext();
  // The offers for what the user lacked when it opened, on the policy's facts as first read: a
  // closing dialog stays on the page until it has left, and the card's new facts after the add
  // must not make it read again.
  const [asked] = useState(request);
  const policy = usePolicyFacts();
  const [context, setContext] = useState<PolicyContext | undefined>(policy);
  if (!context && policy) setContext(policy);
  const target = useMemo((): PolicyTarget => ({ partyId, groupIds: asked.heldGroupIds }), [partyId, asked.heldGroupIds]);
  const [found, retry] = useGroupOffers(asked, context, target);
  const offers = found.state === 'hasData' ? { state: 'hasData' as const, data: found.data.offers } : found;
  const groups = useAtomValue(source.groups);
  const { busy, run } = useBusy();
  const [chosen, setChosen] = useState('');
  const choice = offers.state === 'hasData' ? (offers.data.find((offer) => offer.groupId === chosen) ?? offers.data[0]) : undefined;
  const refused = found.state === 'hasData' ? found.data.refused : [];

  const submit = () =>
    void run(async () => {
      if (!choice || groups.state !== 'hasData') return;
      // Decided again on the facts of this moment: the viewer's, and the user's groups as held now.
      const now: PolicyTarget = { partyId, groupIds: new Set(groups.data.map((group) => group.groupId)) };
      const change = { kind: 'addGroup', groupId: choice.groupId } as const;
      const fresh = await freshPolicy().catch(() => undefined);
      const decision = fresh ? decide(fresh, now, change) : undefined;
      if (!fresh || !decision?.allowed) {
        notify(decision && !decision.allowed ? t(decision.reason) : t('Something went wrong.'), 'error');
        return;
      }
      await source.addToGroup(clearPlan(fresh, { groupId: choice.groupId }, [{ target: now, change }]));
      onClose();
    });

  const gains = (offer: GroupOffer): string => {
    const all = [...offer.apps.map((app) => t('Opening {{app}}', { app: app.name })), ...offer.capabilities.map(({ app, capability }) => `${app.name}: ${text(capability.title)}`)];
    if (all.length === 0) return t('Nothing else.');
    const shown = all.slice(0, GAINS_SHOWN).join('; ');
    return all.length > GAINS_SHOWN ? t('Also: {{gains}} and {{number}} more', { gains: shown, number: all.length - GAINS_SHOWN }) : t('Also: {{gains}}', { gains: shown });
  };

  return (
    <FormDialog
      open={open}
      title={t('Add to group…')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('Add to group')}
      submitDisabled={!choice || groups.state !== 'hasData'}
    >
      <Text>{t('Groups that would give them {{what}}, fewest extra permissions first.', { what })}</Text>
      <SectionView section={offers} onRetry={retry}>
        {(list) =>
          list.length === 0 ? (
            <Text role="status">{[t('No group you may add them to grants it.'), ...refused.map((reason) => t(reason))].join(' ')}</Text>
          ) : (
            <RadioGroup className={styles.list} aria-label={t('Groups')} value={choice?.groupId ?? ''} onChange={(_event, data) => setChosen(data.value)}>
              {list.map((offer) => (
                <Radio
                  key={offer.groupId}
                  value={offer.groupId}
                  label={
                    <>
                      {offer.name}
                      <span className={styles.secondary}>{t('New permissions ({{number}}): {{ids}}', { number: offer.newIds.length, ids: offer.newIds.join(', ') })}</span>
                      <span className={styles.secondary}>{gains(offer)}</span>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          )
        }
      </SectionView>
    </FormDialog>
  );
}
